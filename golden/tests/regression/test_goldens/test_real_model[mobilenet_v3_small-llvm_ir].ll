; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_16x3x3x3xf32 = private constant [16 x [3 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 432 elements elided
@__constant_16xf32_150 = private constant [16 x float] zeroinitializer, align 64
@__constant_16xf32_149 = private constant [16 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_16xf32_148 = private constant [16 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_16xf32_147 = private constant [16 x float] zeroinitializer, align 64
@__constant_16x1x3x3xf32 = private constant [16 x [1 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 144 elements elided
@__constant_16xf32_146 = private constant [16 x float] zeroinitializer, align 64
@__constant_16xf32_145 = private constant [16 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_16xf32_144 = private constant [16 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_16xf32_143 = private constant [16 x float] zeroinitializer, align 64
@__constant_8x16x1x1xf32 = private constant [8 x [16 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 128 elements elided
@__constant_8xf32 = private constant [8 x float] zeroinitializer, align 64
@__constant_16x8x1x1xf32 = private constant [16 x [8 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 128 elements elided
@__constant_16xf32_142 = private constant [16 x float] zeroinitializer, align 64
@__constant_16x16x1x1xf32 = private constant [16 x [16 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 256 elements elided
@__constant_16xf32_141 = private constant [16 x float] zeroinitializer, align 64
@__constant_16xf32_140 = private constant [16 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_16xf32_139 = private constant [16 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00], align 64
@__constant_16xf32 = private constant [16 x float] zeroinitializer, align 64
@__constant_72x16x1x1xf32 = private constant [72 x [16 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 1152 elements elided
@__constant_72xf32_138 = private constant [72 x float] zeroinitializer, align 64
@__constant_72xf32_137 = private constant [72 x float] zeroinitializer, align 64 ; 72 elements elided
@__constant_72xf32_136 = private constant [72 x float] zeroinitializer, align 64 ; 72 elements elided
@__constant_72xf32_135 = private constant [72 x float] zeroinitializer, align 64
@__constant_72x1x3x3xf32 = private constant [72 x [1 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 648 elements elided
@__constant_72xf32_134 = private constant [72 x float] zeroinitializer, align 64
@__constant_72xf32_133 = private constant [72 x float] zeroinitializer, align 64 ; 72 elements elided
@__constant_72xf32_132 = private constant [72 x float] zeroinitializer, align 64 ; 72 elements elided
@__constant_72xf32_131 = private constant [72 x float] zeroinitializer, align 64
@__constant_24x72x1x1xf32 = private constant [24 x [72 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 1728 elements elided
@__constant_24xf32_130 = private constant [24 x float] zeroinitializer, align 64
@__constant_24xf32_129 = private constant [24 x float] zeroinitializer, align 64 ; 24 elements elided
@__constant_24xf32_128 = private constant [24 x float] zeroinitializer, align 64 ; 24 elements elided
@__constant_24xf32_127 = private constant [24 x float] zeroinitializer, align 64
@__constant_88x24x1x1xf32 = private constant [88 x [24 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 2112 elements elided
@__constant_88xf32_126 = private constant [88 x float] zeroinitializer, align 64
@__constant_88xf32_125 = private constant [88 x float] zeroinitializer, align 64 ; 88 elements elided
@__constant_88xf32_124 = private constant [88 x float] zeroinitializer, align 64 ; 88 elements elided
@__constant_88xf32_123 = private constant [88 x float] zeroinitializer, align 64
@__constant_88x1x3x3xf32 = private constant [88 x [1 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 792 elements elided
@__constant_88xf32_122 = private constant [88 x float] zeroinitializer, align 64
@__constant_88xf32_121 = private constant [88 x float] zeroinitializer, align 64 ; 88 elements elided
@__constant_88xf32_120 = private constant [88 x float] zeroinitializer, align 64 ; 88 elements elided
@__constant_88xf32 = private constant [88 x float] zeroinitializer, align 64
@__constant_24x88x1x1xf32 = private constant [24 x [88 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 2112 elements elided
@__constant_24xf32_119 = private constant [24 x float] zeroinitializer, align 64
@__constant_24xf32_118 = private constant [24 x float] zeroinitializer, align 64 ; 24 elements elided
@__constant_24xf32_117 = private constant [24 x float] zeroinitializer, align 64 ; 24 elements elided
@__constant_24xf32_116 = private constant [24 x float] zeroinitializer, align 64
@__constant_96x24x1x1xf32_115 = private constant [96 x [24 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 2304 elements elided
@__constant_96xf32_114 = private constant [96 x float] zeroinitializer, align 64
@__constant_96xf32_113 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_112 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_111 = private constant [96 x float] zeroinitializer, align 64
@__constant_96x1x5x5xf32 = private constant [96 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 2400 elements elided
@__constant_96xf32_110 = private constant [96 x float] zeroinitializer, align 64
@__constant_96xf32_109 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_108 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_107 = private constant [96 x float] zeroinitializer, align 64
@__constant_24x96x1x1xf32 = private constant [24 x [96 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 2304 elements elided
@__constant_24xf32 = private constant [24 x float] zeroinitializer, align 64
@__constant_96x24x1x1xf32 = private constant [96 x [24 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 2304 elements elided
@__constant_96xf32_106 = private constant [96 x float] zeroinitializer, align 64
@__constant_40x96x1x1xf32 = private constant [40 x [96 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 3840 elements elided
@__constant_40xf32_105 = private constant [40 x float] zeroinitializer, align 64
@__constant_40xf32_104 = private constant [40 x float] zeroinitializer, align 64 ; 40 elements elided
@__constant_40xf32_103 = private constant [40 x float] zeroinitializer, align 64 ; 40 elements elided
@__constant_40xf32_102 = private constant [40 x float] zeroinitializer, align 64
@__constant_240x40x1x1xf32_101 = private constant [240 x [40 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 9600 elements elided
@__constant_240xf32_100 = private constant [240 x float] zeroinitializer, align 64
@__constant_240xf32_99 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_98 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_97 = private constant [240 x float] zeroinitializer, align 64
@__constant_240x1x5x5xf32_96 = private constant [240 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 6000 elements elided
@__constant_240xf32_95 = private constant [240 x float] zeroinitializer, align 64
@__constant_240xf32_94 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_93 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_92 = private constant [240 x float] zeroinitializer, align 64
@__constant_64x240x1x1xf32_91 = private constant [64 x [240 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 15360 elements elided
@__constant_64xf32_90 = private constant [64 x float] zeroinitializer, align 64
@__constant_240x64x1x1xf32_89 = private constant [240 x [64 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 15360 elements elided
@__constant_240xf32_88 = private constant [240 x float] zeroinitializer, align 64
@__constant_40x240x1x1xf32_87 = private constant [40 x [240 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 9600 elements elided
@__constant_40xf32_86 = private constant [40 x float] zeroinitializer, align 64
@__constant_40xf32_85 = private constant [40 x float] zeroinitializer, align 64 ; 40 elements elided
@__constant_40xf32_84 = private constant [40 x float] zeroinitializer, align 64 ; 40 elements elided
@__constant_40xf32_83 = private constant [40 x float] zeroinitializer, align 64
@__constant_240x40x1x1xf32 = private constant [240 x [40 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 9600 elements elided
@__constant_240xf32_82 = private constant [240 x float] zeroinitializer, align 64
@__constant_240xf32_81 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_80 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_79 = private constant [240 x float] zeroinitializer, align 64
@__constant_240x1x5x5xf32 = private constant [240 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 6000 elements elided
@__constant_240xf32_78 = private constant [240 x float] zeroinitializer, align 64
@__constant_240xf32_77 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_76 = private constant [240 x float] zeroinitializer, align 64 ; 240 elements elided
@__constant_240xf32_75 = private constant [240 x float] zeroinitializer, align 64
@__constant_64x240x1x1xf32 = private constant [64 x [240 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 15360 elements elided
@__constant_64xf32 = private constant [64 x float] zeroinitializer, align 64
@__constant_240x64x1x1xf32 = private constant [240 x [64 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 15360 elements elided
@__constant_240xf32 = private constant [240 x float] zeroinitializer, align 64
@__constant_40x240x1x1xf32 = private constant [40 x [240 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 9600 elements elided
@__constant_40xf32_74 = private constant [40 x float] zeroinitializer, align 64
@__constant_40xf32_73 = private constant [40 x float] zeroinitializer, align 64 ; 40 elements elided
@__constant_40xf32_72 = private constant [40 x float] zeroinitializer, align 64 ; 40 elements elided
@__constant_40xf32_71 = private constant [40 x float] zeroinitializer, align 64
@__constant_120x40x1x1xf32 = private constant [120 x [40 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 4800 elements elided
@__constant_120xf32_70 = private constant [120 x float] zeroinitializer, align 64
@__constant_120xf32_69 = private constant [120 x float] zeroinitializer, align 64 ; 120 elements elided
@__constant_120xf32_68 = private constant [120 x float] zeroinitializer, align 64 ; 120 elements elided
@__constant_120xf32_67 = private constant [120 x float] zeroinitializer, align 64
@__constant_120x1x5x5xf32 = private constant [120 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 3000 elements elided
@__constant_120xf32_66 = private constant [120 x float] zeroinitializer, align 64
@__constant_120xf32_65 = private constant [120 x float] zeroinitializer, align 64 ; 120 elements elided
@__constant_120xf32_64 = private constant [120 x float] zeroinitializer, align 64 ; 120 elements elided
@__constant_120xf32_63 = private constant [120 x float] zeroinitializer, align 64
@__constant_32x120x1x1xf32 = private constant [32 x [120 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 3840 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64
@__constant_120x32x1x1xf32 = private constant [120 x [32 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 3840 elements elided
@__constant_120xf32 = private constant [120 x float] zeroinitializer, align 64
@__constant_48x120x1x1xf32 = private constant [48 x [120 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 5760 elements elided
@__constant_48xf32_62 = private constant [48 x float] zeroinitializer, align 64
@__constant_48xf32_61 = private constant [48 x float] zeroinitializer, align 64 ; 48 elements elided
@__constant_48xf32_60 = private constant [48 x float] zeroinitializer, align 64 ; 48 elements elided
@__constant_48xf32_59 = private constant [48 x float] zeroinitializer, align 64
@__constant_144x48x1x1xf32 = private constant [144 x [48 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 6912 elements elided
@__constant_144xf32_58 = private constant [144 x float] zeroinitializer, align 64
@__constant_144xf32_57 = private constant [144 x float] zeroinitializer, align 64 ; 144 elements elided
@__constant_144xf32_56 = private constant [144 x float] zeroinitializer, align 64 ; 144 elements elided
@__constant_144xf32_55 = private constant [144 x float] zeroinitializer, align 64
@__constant_144x1x5x5xf32 = private constant [144 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 3600 elements elided
@__constant_144xf32_54 = private constant [144 x float] zeroinitializer, align 64
@__constant_144xf32_53 = private constant [144 x float] zeroinitializer, align 64 ; 144 elements elided
@__constant_144xf32_52 = private constant [144 x float] zeroinitializer, align 64 ; 144 elements elided
@__constant_144xf32_51 = private constant [144 x float] zeroinitializer, align 64
@__constant_40x144x1x1xf32 = private constant [40 x [144 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 5760 elements elided
@__constant_40xf32 = private constant [40 x float] zeroinitializer, align 64
@__constant_144x40x1x1xf32 = private constant [144 x [40 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 5760 elements elided
@__constant_144xf32_50 = private constant [144 x float] zeroinitializer, align 64
@__constant_48x144x1x1xf32 = private constant [48 x [144 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 6912 elements elided
@__constant_48xf32_49 = private constant [48 x float] zeroinitializer, align 64
@__constant_48xf32_48 = private constant [48 x float] zeroinitializer, align 64 ; 48 elements elided
@__constant_48xf32_47 = private constant [48 x float] zeroinitializer, align 64 ; 48 elements elided
@__constant_48xf32 = private constant [48 x float] zeroinitializer, align 64
@__constant_288x48x1x1xf32 = private constant [288 x [48 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 13824 elements elided
@__constant_288xf32_46 = private constant [288 x float] zeroinitializer, align 64
@__constant_288xf32_45 = private constant [288 x float] zeroinitializer, align 64 ; 288 elements elided
@__constant_288xf32_44 = private constant [288 x float] zeroinitializer, align 64 ; 288 elements elided
@__constant_288xf32_43 = private constant [288 x float] zeroinitializer, align 64
@__constant_288x1x5x5xf32 = private constant [288 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 7200 elements elided
@__constant_288xf32_42 = private constant [288 x float] zeroinitializer, align 64
@__constant_288xf32_41 = private constant [288 x float] zeroinitializer, align 64 ; 288 elements elided
@__constant_288xf32_40 = private constant [288 x float] zeroinitializer, align 64 ; 288 elements elided
@__constant_288xf32_39 = private constant [288 x float] zeroinitializer, align 64
@__constant_72x288x1x1xf32 = private constant [72 x [288 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 20736 elements elided
@__constant_72xf32 = private constant [72 x float] zeroinitializer, align 64
@__constant_288x72x1x1xf32 = private constant [288 x [72 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 20736 elements elided
@__constant_288xf32 = private constant [288 x float] zeroinitializer, align 64
@__constant_96x288x1x1xf32 = private constant [96 x [288 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 27648 elements elided
@__constant_96xf32_38 = private constant [96 x float] zeroinitializer, align 64
@__constant_96xf32_37 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_36 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_35 = private constant [96 x float] zeroinitializer, align 64
@__constant_576x96x1x1xf32_34 = private constant [576 x [96 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 55296 elements elided
@__constant_576xf32_33 = private constant [576 x float] zeroinitializer, align 64
@__constant_576xf32_32 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_31 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_30 = private constant [576 x float] zeroinitializer, align 64
@__constant_576x1x5x5xf32_29 = private constant [576 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 14400 elements elided
@__constant_576xf32_28 = private constant [576 x float] zeroinitializer, align 64
@__constant_576xf32_27 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_26 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_25 = private constant [576 x float] zeroinitializer, align 64
@__constant_144x576x1x1xf32_24 = private constant [144 x [576 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 82944 elements elided
@__constant_144xf32_23 = private constant [144 x float] zeroinitializer, align 64
@__constant_576x144x1x1xf32_22 = private constant [576 x [144 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 82944 elements elided
@__constant_576xf32_21 = private constant [576 x float] zeroinitializer, align 64
@__constant_96x576x1x1xf32_20 = private constant [96 x [576 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 55296 elements elided
@__constant_96xf32_19 = private constant [96 x float] zeroinitializer, align 64
@__constant_96xf32_18 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_17 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_16 = private constant [96 x float] zeroinitializer, align 64
@__constant_576x96x1x1xf32_15 = private constant [576 x [96 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 55296 elements elided
@__constant_576xf32_14 = private constant [576 x float] zeroinitializer, align 64
@__constant_576xf32_13 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_12 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_11 = private constant [576 x float] zeroinitializer, align 64
@__constant_576x1x5x5xf32 = private constant [576 x [1 x [5 x [5 x float]]]] zeroinitializer, align 64 ; 14400 elements elided
@__constant_576xf32_10 = private constant [576 x float] zeroinitializer, align 64
@__constant_576xf32_9 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_8 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_7 = private constant [576 x float] zeroinitializer, align 64
@__constant_144x576x1x1xf32 = private constant [144 x [576 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 82944 elements elided
@__constant_144xf32 = private constant [144 x float] zeroinitializer, align 64
@__constant_576x144x1x1xf32 = private constant [576 x [144 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 82944 elements elided
@__constant_576xf32_6 = private constant [576 x float] zeroinitializer, align 64
@__constant_96x576x1x1xf32 = private constant [96 x [576 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 55296 elements elided
@__constant_96xf32_5 = private constant [96 x float] zeroinitializer, align 64
@__constant_96xf32_4 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32_3 = private constant [96 x float] zeroinitializer, align 64 ; 96 elements elided
@__constant_96xf32 = private constant [96 x float] zeroinitializer, align 64
@__constant_576x96x1x1xf32 = private constant [576 x [96 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 55296 elements elided
@__constant_576xf32_2 = private constant [576 x float] zeroinitializer, align 64
@__constant_576xf32_1 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32_0 = private constant [576 x float] zeroinitializer, align 64 ; 576 elements elided
@__constant_576xf32 = private constant [576 x float] zeroinitializer, align 64
@__constant_1024x576xf32 = private constant [1024 x [576 x float]] zeroinitializer, align 64 ; 589824 elements elided
@__constant_1024xf32 = private constant [1024 x float] zeroinitializer, align 64
@__constant_1000x1024xf32 = private constant [1000 x [1024 x float]] zeroinitializer, align 64 ; 1024000 elements elided
@__constant_1000xf32 = private constant [1000 x float] zeroinitializer, align 64

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
  %23 = call ptr @malloc(i64 52336)
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
  %34 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %33, i64 66, 3, 2
  %35 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %34, i64 66, 3, 3
  %36 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %35, i64 13068, 4, 0
  %37 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %36, i64 4356, 4, 1
  %38 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %37, i64 66, 4, 2
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
  %50 = icmp slt i64 %49, 66
  br i1 %50, label %51, label %67

51:                                               ; preds = %48
  br label %52

52:                                               ; preds = %55, %51
  %53 = phi i64 [ %64, %55 ], [ 0, %51 ]
  %54 = icmp slt i64 %53, 66
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %57 = mul nuw nsw i64 %41, 13068
  %58 = mul nuw nsw i64 %45, 4356
  %59 = add nuw nsw i64 %57, %58
  %60 = mul nuw nsw i64 %49, 66
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
  %72 = call ptr @malloc(i64 52336)
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
  %83 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %82, i64 66, 3, 2
  %84 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %83, i64 66, 3, 3
  %85 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %84, i64 13068, 4, 0
  %86 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %85, i64 4356, 4, 1
  %87 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %86, i64 66, 4, 2
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
  %99 = icmp slt i64 %98, 66
  br i1 %99, label %100, label %125

100:                                              ; preds = %97
  br label %101

101:                                              ; preds = %104, %100
  %102 = phi i64 [ %122, %104 ], [ 0, %100 ]
  %103 = icmp slt i64 %102, 66
  br i1 %103, label %104, label %123

104:                                              ; preds = %101
  %105 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %106 = mul nuw nsw i64 %90, 13068
  %107 = mul nuw nsw i64 %94, 4356
  %108 = add nuw nsw i64 %106, %107
  %109 = mul nuw nsw i64 %98, 66
  %110 = add nuw nsw i64 %108, %109
  %111 = add nuw nsw i64 %110, %102
  %112 = getelementptr inbounds nuw float, ptr %105, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %115 = mul nuw nsw i64 %90, 13068
  %116 = mul nuw nsw i64 %94, 4356
  %117 = add nuw nsw i64 %115, %116
  %118 = mul nuw nsw i64 %98, 66
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
  %134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %133, i64 67, 2
  %135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %134, i64 1, 3, 0
  %136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %135, i64 13068, 4, 0
  %137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %136, i64 3, 3, 1
  %138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %137, i64 4356, 4, 1
  %139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %138, i64 64, 3, 2
  %140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %139, i64 66, 4, 2
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
  %169 = getelementptr float, ptr %168, i64 67
  %170 = mul nuw nsw i64 %144, 13068
  %171 = mul nuw nsw i64 %148, 4356
  %172 = add nuw nsw i64 %170, %171
  %173 = mul nuw nsw i64 %152, 66
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
  %185 = call ptr @malloc(i64 65600)
  %186 = ptrtoint ptr %185 to i64
  %187 = add i64 %186, 63
  %188 = urem i64 %187, 64
  %189 = sub i64 %187, %188
  %190 = inttoptr i64 %189 to ptr
  %191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %185, 0
  %192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %191, ptr %190, 1
  %193 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %192, i64 0, 2
  %194 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %193, i64 1, 3, 0
  %195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %194, i64 16, 3, 1
  %196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %195, i64 32, 3, 2
  %197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %196, i64 32, 3, 3
  %198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %197, i64 16384, 4, 0
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
  %208 = icmp slt i64 %207, 16
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
  %219 = mul nuw nsw i64 %203, 16384
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
  %234 = call ptr @malloc(i64 65600)
  %235 = ptrtoint ptr %234 to i64
  %236 = add i64 %235, 63
  %237 = urem i64 %236, 64
  %238 = sub i64 %236, %237
  %239 = inttoptr i64 %238 to ptr
  %240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %234, 0
  %241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %240, ptr %239, 1
  %242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %241, i64 0, 2
  %243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %242, i64 1, 3, 0
  %244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %243, i64 16, 3, 1
  %245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %244, i64 32, 3, 2
  %246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %245, i64 32, 3, 3
  %247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %246, i64 16384, 4, 0
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
  %257 = icmp slt i64 %256, 16
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
  %268 = mul nuw nsw i64 %252, 16384
  %269 = mul nuw nsw i64 %256, 1024
  %270 = add nuw nsw i64 %268, %269
  %271 = mul nuw nsw i64 %260, 32
  %272 = add nuw nsw i64 %270, %271
  %273 = add nuw nsw i64 %272, %264
  %274 = getelementptr inbounds nuw float, ptr %267, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 1
  %277 = mul nuw nsw i64 %252, 16384
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
  %298 = icmp slt i64 %297, 16
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
  %314 = icmp slt i64 %313, 3
  br i1 %314, label %315, label %363

315:                                              ; preds = %312
  br label %316

316:                                              ; preds = %319, %315
  %317 = phi i64 [ %360, %319 ], [ 0, %315 ]
  %318 = icmp slt i64 %317, 3
  br i1 %318, label %319, label %361

319:                                              ; preds = %316
  %320 = mul nsw i64 %301, 2
  %321 = add i64 %320, %313
  %322 = mul nsw i64 %305, 2
  %323 = add i64 %322, %317
  %324 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %325 = mul nuw nsw i64 %293, 13068
  %326 = mul nuw nsw i64 %309, 4356
  %327 = add nuw nsw i64 %325, %326
  %328 = mul nuw nsw i64 %321, 66
  %329 = add nuw nsw i64 %327, %328
  %330 = add nuw nsw i64 %329, %323
  %331 = getelementptr inbounds nuw float, ptr %324, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = mul nuw nsw i64 %297, 27
  %334 = mul nuw nsw i64 %309, 9
  %335 = add nuw nsw i64 %333, %334
  %336 = mul nuw nsw i64 %313, 3
  %337 = add nuw nsw i64 %335, %336
  %338 = add nuw nsw i64 %337, %317
  %339 = getelementptr inbounds nuw float, ptr @__constant_16x3x3x3xf32, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 1
  %342 = mul nuw nsw i64 %293, 16384
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
  %353 = mul nuw nsw i64 %293, 16384
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
  %374 = call ptr @malloc(i64 65600)
  %375 = ptrtoint ptr %374 to i64
  %376 = add i64 %375, 63
  %377 = urem i64 %376, 64
  %378 = sub i64 %376, %377
  %379 = inttoptr i64 %378 to ptr
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %374, 0
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, ptr %379, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 0, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 1, 3, 0
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 16, 3, 1
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 32, 3, 2
  %386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, i64 32, 3, 3
  %387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %386, i64 16384, 4, 0
  %388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %387, i64 1024, 4, 1
  %389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %388, i64 32, 4, 2
  %390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %389, i64 1, 4, 3
  br label %391

391:                                              ; preds = %459, %373
  %392 = phi i64 [ %460, %459 ], [ 0, %373 ]
  %393 = icmp slt i64 %392, 1
  br i1 %393, label %394, label %461

394:                                              ; preds = %391
  br label %395

395:                                              ; preds = %457, %394
  %396 = phi i64 [ %458, %457 ], [ 0, %394 ]
  %397 = icmp slt i64 %396, 16
  br i1 %397, label %398, label %459

398:                                              ; preds = %395
  br label %399

399:                                              ; preds = %455, %398
  %400 = phi i64 [ %456, %455 ], [ 0, %398 ]
  %401 = icmp slt i64 %400, 32
  br i1 %401, label %402, label %457

402:                                              ; preds = %399
  br label %403

403:                                              ; preds = %406, %402
  %404 = phi i64 [ %454, %406 ], [ 0, %402 ]
  %405 = icmp slt i64 %404, 32
  br i1 %405, label %406, label %455

406:                                              ; preds = %403
  %407 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 1
  %408 = mul nuw nsw i64 %392, 16384
  %409 = mul nuw nsw i64 %396, 1024
  %410 = add nuw nsw i64 %408, %409
  %411 = mul nuw nsw i64 %400, 32
  %412 = add nuw nsw i64 %410, %411
  %413 = add nuw nsw i64 %412, %404
  %414 = getelementptr inbounds nuw float, ptr %407, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = add nuw nsw i64 %396, 0
  %417 = add nuw nsw i64 %416, 0
  %418 = getelementptr inbounds nuw float, ptr @__constant_16xf32_150, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = add nuw nsw i64 %396, 0
  %421 = add nuw nsw i64 %420, 0
  %422 = getelementptr inbounds nuw float, ptr @__constant_16xf32_149, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = add nuw nsw i64 %396, 0
  %425 = add nuw nsw i64 %424, 0
  %426 = getelementptr inbounds nuw float, ptr @__constant_16xf32_148, i64 %425
  %427 = load float, ptr %426, align 4
  %428 = add nuw nsw i64 %396, 0
  %429 = add nuw nsw i64 %428, 0
  %430 = getelementptr inbounds nuw float, ptr @__constant_16xf32_147, i64 %429
  %431 = load float, ptr %430, align 4
  %432 = fadd float %423, 1.000000e-03
  %433 = call float @llvm.sqrt.f32(float %432)
  %434 = fdiv float 1.000000e+00, %433
  %435 = fsub float %415, %419
  %436 = fmul float %435, %434
  %437 = fmul float %436, %427
  %438 = fadd float %437, %431
  %439 = fadd float %438, 3.000000e+00
  %440 = fcmp ult float %439, 0.000000e+00
  %441 = select i1 %440, float 0.000000e+00, float %439
  %442 = fcmp ugt float %441, 6.000000e+00
  %443 = select i1 %442, float 6.000000e+00, float %441
  %444 = fmul float %438, %443
  %445 = fdiv float %444, 6.000000e+00
  %446 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %447 = mul nuw nsw i64 %392, 16384
  %448 = mul nuw nsw i64 %396, 1024
  %449 = add nuw nsw i64 %447, %448
  %450 = mul nuw nsw i64 %400, 32
  %451 = add nuw nsw i64 %449, %450
  %452 = add nuw nsw i64 %451, %404
  %453 = getelementptr inbounds nuw float, ptr %446, i64 %452
  store float %445, ptr %453, align 4
  %454 = add i64 %404, 1
  br label %403

455:                                              ; preds = %403
  %456 = add i64 %400, 1
  br label %399

457:                                              ; preds = %399
  %458 = add i64 %396, 1
  br label %395

459:                                              ; preds = %395
  %460 = add i64 %392, 1
  br label %391

461:                                              ; preds = %391
  %462 = call ptr @malloc(i64 74048)
  %463 = ptrtoint ptr %462 to i64
  %464 = add i64 %463, 63
  %465 = urem i64 %464, 64
  %466 = sub i64 %464, %465
  %467 = inttoptr i64 %466 to ptr
  %468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %462, 0
  %469 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %468, ptr %467, 1
  %470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %469, i64 0, 2
  %471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %470, i64 1, 3, 0
  %472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %471, i64 16, 3, 1
  %473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %472, i64 34, 3, 2
  %474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, i64 34, 3, 3
  %475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %474, i64 18496, 4, 0
  %476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %475, i64 1156, 4, 1
  %477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %476, i64 34, 4, 2
  %478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %477, i64 1, 4, 3
  br label %479

479:                                              ; preds = %508, %461
  %480 = phi i64 [ %509, %508 ], [ 0, %461 ]
  %481 = icmp slt i64 %480, 1
  br i1 %481, label %482, label %510

482:                                              ; preds = %479
  br label %483

483:                                              ; preds = %506, %482
  %484 = phi i64 [ %507, %506 ], [ 0, %482 ]
  %485 = icmp slt i64 %484, 16
  br i1 %485, label %486, label %508

486:                                              ; preds = %483
  br label %487

487:                                              ; preds = %504, %486
  %488 = phi i64 [ %505, %504 ], [ 0, %486 ]
  %489 = icmp slt i64 %488, 34
  br i1 %489, label %490, label %506

490:                                              ; preds = %487
  br label %491

491:                                              ; preds = %494, %490
  %492 = phi i64 [ %503, %494 ], [ 0, %490 ]
  %493 = icmp slt i64 %492, 34
  br i1 %493, label %494, label %504

494:                                              ; preds = %491
  %495 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %478, 1
  %496 = mul nuw nsw i64 %480, 18496
  %497 = mul nuw nsw i64 %484, 1156
  %498 = add nuw nsw i64 %496, %497
  %499 = mul nuw nsw i64 %488, 34
  %500 = add nuw nsw i64 %498, %499
  %501 = add nuw nsw i64 %500, %492
  %502 = getelementptr inbounds nuw float, ptr %495, i64 %501
  store float 0.000000e+00, ptr %502, align 4
  %503 = add i64 %492, 1
  br label %491

504:                                              ; preds = %491
  %505 = add i64 %488, 1
  br label %487

506:                                              ; preds = %487
  %507 = add i64 %484, 1
  br label %483

508:                                              ; preds = %483
  %509 = add i64 %480, 1
  br label %479

510:                                              ; preds = %479
  %511 = call ptr @malloc(i64 74048)
  %512 = ptrtoint ptr %511 to i64
  %513 = add i64 %512, 63
  %514 = urem i64 %513, 64
  %515 = sub i64 %513, %514
  %516 = inttoptr i64 %515 to ptr
  %517 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %511, 0
  %518 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %517, ptr %516, 1
  %519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %518, i64 0, 2
  %520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %519, i64 1, 3, 0
  %521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %520, i64 16, 3, 1
  %522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %521, i64 34, 3, 2
  %523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %522, i64 34, 3, 3
  %524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %523, i64 18496, 4, 0
  %525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %524, i64 1156, 4, 1
  %526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %525, i64 34, 4, 2
  %527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %526, i64 1, 4, 3
  br label %528

528:                                              ; preds = %566, %510
  %529 = phi i64 [ %567, %566 ], [ 0, %510 ]
  %530 = icmp slt i64 %529, 1
  br i1 %530, label %531, label %568

531:                                              ; preds = %528
  br label %532

532:                                              ; preds = %564, %531
  %533 = phi i64 [ %565, %564 ], [ 0, %531 ]
  %534 = icmp slt i64 %533, 16
  br i1 %534, label %535, label %566

535:                                              ; preds = %532
  br label %536

536:                                              ; preds = %562, %535
  %537 = phi i64 [ %563, %562 ], [ 0, %535 ]
  %538 = icmp slt i64 %537, 34
  br i1 %538, label %539, label %564

539:                                              ; preds = %536
  br label %540

540:                                              ; preds = %543, %539
  %541 = phi i64 [ %561, %543 ], [ 0, %539 ]
  %542 = icmp slt i64 %541, 34
  br i1 %542, label %543, label %562

543:                                              ; preds = %540
  %544 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %478, 1
  %545 = mul nuw nsw i64 %529, 18496
  %546 = mul nuw nsw i64 %533, 1156
  %547 = add nuw nsw i64 %545, %546
  %548 = mul nuw nsw i64 %537, 34
  %549 = add nuw nsw i64 %547, %548
  %550 = add nuw nsw i64 %549, %541
  %551 = getelementptr inbounds nuw float, ptr %544, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %527, 1
  %554 = mul nuw nsw i64 %529, 18496
  %555 = mul nuw nsw i64 %533, 1156
  %556 = add nuw nsw i64 %554, %555
  %557 = mul nuw nsw i64 %537, 34
  %558 = add nuw nsw i64 %556, %557
  %559 = add nuw nsw i64 %558, %541
  %560 = getelementptr inbounds nuw float, ptr %553, i64 %559
  store float %552, ptr %560, align 4
  %561 = add i64 %541, 1
  br label %540

562:                                              ; preds = %540
  %563 = add i64 %537, 1
  br label %536

564:                                              ; preds = %536
  %565 = add i64 %533, 1
  br label %532

566:                                              ; preds = %532
  %567 = add i64 %529, 1
  br label %528

568:                                              ; preds = %528
  %569 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %527, 0
  %570 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %527, 1
  %571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %569, 0
  %572 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, ptr %570, 1
  %573 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %572, i64 35, 2
  %574 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %573, i64 1, 3, 0
  %575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %574, i64 18496, 4, 0
  %576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %575, i64 16, 3, 1
  %577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %576, i64 1156, 4, 1
  %578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %577, i64 32, 3, 2
  %579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %578, i64 34, 4, 2
  %580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %579, i64 32, 3, 3
  %581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %580, i64 1, 4, 3
  br label %582

582:                                              ; preds = %621, %568
  %583 = phi i64 [ %622, %621 ], [ 0, %568 ]
  %584 = icmp slt i64 %583, 1
  br i1 %584, label %585, label %623

585:                                              ; preds = %582
  br label %586

586:                                              ; preds = %619, %585
  %587 = phi i64 [ %620, %619 ], [ 0, %585 ]
  %588 = icmp slt i64 %587, 16
  br i1 %588, label %589, label %621

589:                                              ; preds = %586
  br label %590

590:                                              ; preds = %617, %589
  %591 = phi i64 [ %618, %617 ], [ 0, %589 ]
  %592 = icmp slt i64 %591, 32
  br i1 %592, label %593, label %619

593:                                              ; preds = %590
  br label %594

594:                                              ; preds = %597, %593
  %595 = phi i64 [ %616, %597 ], [ 0, %593 ]
  %596 = icmp slt i64 %595, 32
  br i1 %596, label %597, label %617

597:                                              ; preds = %594
  %598 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %599 = mul nuw nsw i64 %583, 16384
  %600 = mul nuw nsw i64 %587, 1024
  %601 = add nuw nsw i64 %599, %600
  %602 = mul nuw nsw i64 %591, 32
  %603 = add nuw nsw i64 %601, %602
  %604 = add nuw nsw i64 %603, %595
  %605 = getelementptr inbounds nuw float, ptr %598, i64 %604
  %606 = load float, ptr %605, align 4
  %607 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %581, 1
  %608 = getelementptr float, ptr %607, i64 35
  %609 = mul nuw nsw i64 %583, 18496
  %610 = mul nuw nsw i64 %587, 1156
  %611 = add nuw nsw i64 %609, %610
  %612 = mul nuw nsw i64 %591, 34
  %613 = add nuw nsw i64 %611, %612
  %614 = add nuw nsw i64 %613, %595
  %615 = getelementptr inbounds nuw float, ptr %608, i64 %614
  store float %606, ptr %615, align 4
  %616 = add i64 %595, 1
  br label %594

617:                                              ; preds = %594
  %618 = add i64 %591, 1
  br label %590

619:                                              ; preds = %590
  %620 = add i64 %587, 1
  br label %586

621:                                              ; preds = %586
  %622 = add i64 %583, 1
  br label %582

623:                                              ; preds = %582
  %624 = call ptr @malloc(i64 16448)
  %625 = ptrtoint ptr %624 to i64
  %626 = add i64 %625, 63
  %627 = urem i64 %626, 64
  %628 = sub i64 %626, %627
  %629 = inttoptr i64 %628 to ptr
  %630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %624, 0
  %631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, ptr %629, 1
  %632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %631, i64 0, 2
  %633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %632, i64 1, 3, 0
  %634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %633, i64 16, 3, 1
  %635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %634, i64 16, 3, 2
  %636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %635, i64 16, 3, 3
  %637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %636, i64 4096, 4, 0
  %638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %637, i64 256, 4, 1
  %639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %638, i64 16, 4, 2
  %640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %639, i64 1, 4, 3
  br label %641

641:                                              ; preds = %670, %623
  %642 = phi i64 [ %671, %670 ], [ 0, %623 ]
  %643 = icmp slt i64 %642, 1
  br i1 %643, label %644, label %672

644:                                              ; preds = %641
  br label %645

645:                                              ; preds = %668, %644
  %646 = phi i64 [ %669, %668 ], [ 0, %644 ]
  %647 = icmp slt i64 %646, 16
  br i1 %647, label %648, label %670

648:                                              ; preds = %645
  br label %649

649:                                              ; preds = %666, %648
  %650 = phi i64 [ %667, %666 ], [ 0, %648 ]
  %651 = icmp slt i64 %650, 16
  br i1 %651, label %652, label %668

652:                                              ; preds = %649
  br label %653

653:                                              ; preds = %656, %652
  %654 = phi i64 [ %665, %656 ], [ 0, %652 ]
  %655 = icmp slt i64 %654, 16
  br i1 %655, label %656, label %666

656:                                              ; preds = %653
  %657 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %640, 1
  %658 = mul nuw nsw i64 %642, 4096
  %659 = mul nuw nsw i64 %646, 256
  %660 = add nuw nsw i64 %658, %659
  %661 = mul nuw nsw i64 %650, 16
  %662 = add nuw nsw i64 %660, %661
  %663 = add nuw nsw i64 %662, %654
  %664 = getelementptr inbounds nuw float, ptr %657, i64 %663
  store float 0.000000e+00, ptr %664, align 4
  %665 = add i64 %654, 1
  br label %653

666:                                              ; preds = %653
  %667 = add i64 %650, 1
  br label %649

668:                                              ; preds = %649
  %669 = add i64 %646, 1
  br label %645

670:                                              ; preds = %645
  %671 = add i64 %642, 1
  br label %641

672:                                              ; preds = %641
  %673 = call ptr @malloc(i64 16448)
  %674 = ptrtoint ptr %673 to i64
  %675 = add i64 %674, 63
  %676 = urem i64 %675, 64
  %677 = sub i64 %675, %676
  %678 = inttoptr i64 %677 to ptr
  %679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %673, 0
  %680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %679, ptr %678, 1
  %681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %680, i64 0, 2
  %682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %681, i64 1, 3, 0
  %683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %682, i64 16, 3, 1
  %684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %683, i64 16, 3, 2
  %685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %684, i64 16, 3, 3
  %686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %685, i64 4096, 4, 0
  %687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %686, i64 256, 4, 1
  %688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %687, i64 16, 4, 2
  %689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %688, i64 1, 4, 3
  br label %690

690:                                              ; preds = %728, %672
  %691 = phi i64 [ %729, %728 ], [ 0, %672 ]
  %692 = icmp slt i64 %691, 1
  br i1 %692, label %693, label %730

693:                                              ; preds = %690
  br label %694

694:                                              ; preds = %726, %693
  %695 = phi i64 [ %727, %726 ], [ 0, %693 ]
  %696 = icmp slt i64 %695, 16
  br i1 %696, label %697, label %728

697:                                              ; preds = %694
  br label %698

698:                                              ; preds = %724, %697
  %699 = phi i64 [ %725, %724 ], [ 0, %697 ]
  %700 = icmp slt i64 %699, 16
  br i1 %700, label %701, label %726

701:                                              ; preds = %698
  br label %702

702:                                              ; preds = %705, %701
  %703 = phi i64 [ %723, %705 ], [ 0, %701 ]
  %704 = icmp slt i64 %703, 16
  br i1 %704, label %705, label %724

705:                                              ; preds = %702
  %706 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %640, 1
  %707 = mul nuw nsw i64 %691, 4096
  %708 = mul nuw nsw i64 %695, 256
  %709 = add nuw nsw i64 %707, %708
  %710 = mul nuw nsw i64 %699, 16
  %711 = add nuw nsw i64 %709, %710
  %712 = add nuw nsw i64 %711, %703
  %713 = getelementptr inbounds nuw float, ptr %706, i64 %712
  %714 = load float, ptr %713, align 4
  %715 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, 1
  %716 = mul nuw nsw i64 %691, 4096
  %717 = mul nuw nsw i64 %695, 256
  %718 = add nuw nsw i64 %716, %717
  %719 = mul nuw nsw i64 %699, 16
  %720 = add nuw nsw i64 %718, %719
  %721 = add nuw nsw i64 %720, %703
  %722 = getelementptr inbounds nuw float, ptr %715, i64 %721
  store float %714, ptr %722, align 4
  %723 = add i64 %703, 1
  br label %702

724:                                              ; preds = %702
  %725 = add i64 %699, 1
  br label %698

726:                                              ; preds = %698
  %727 = add i64 %695, 1
  br label %694

728:                                              ; preds = %694
  %729 = add i64 %691, 1
  br label %690

730:                                              ; preds = %690
  br label %731

731:                                              ; preds = %802, %730
  %732 = phi i64 [ %803, %802 ], [ 0, %730 ]
  %733 = icmp slt i64 %732, 1
  br i1 %733, label %734, label %804

734:                                              ; preds = %731
  br label %735

735:                                              ; preds = %800, %734
  %736 = phi i64 [ %801, %800 ], [ 0, %734 ]
  %737 = icmp slt i64 %736, 16
  br i1 %737, label %738, label %802

738:                                              ; preds = %735
  br label %739

739:                                              ; preds = %798, %738
  %740 = phi i64 [ %799, %798 ], [ 0, %738 ]
  %741 = icmp slt i64 %740, 16
  br i1 %741, label %742, label %800

742:                                              ; preds = %739
  br label %743

743:                                              ; preds = %796, %742
  %744 = phi i64 [ %797, %796 ], [ 0, %742 ]
  %745 = icmp slt i64 %744, 16
  br i1 %745, label %746, label %798

746:                                              ; preds = %743
  br label %747

747:                                              ; preds = %794, %746
  %748 = phi i64 [ %795, %794 ], [ 0, %746 ]
  %749 = icmp slt i64 %748, 3
  br i1 %749, label %750, label %796

750:                                              ; preds = %747
  br label %751

751:                                              ; preds = %754, %750
  %752 = phi i64 [ %793, %754 ], [ 0, %750 ]
  %753 = icmp slt i64 %752, 3
  br i1 %753, label %754, label %794

754:                                              ; preds = %751
  %755 = mul nsw i64 %736, 2
  %756 = add i64 %755, %748
  %757 = mul nsw i64 %740, 2
  %758 = add i64 %757, %752
  %759 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %527, 1
  %760 = mul nuw nsw i64 %732, 18496
  %761 = mul nuw nsw i64 %744, 1156
  %762 = add nuw nsw i64 %760, %761
  %763 = mul nuw nsw i64 %756, 34
  %764 = add nuw nsw i64 %762, %763
  %765 = add nuw nsw i64 %764, %758
  %766 = getelementptr inbounds nuw float, ptr %759, i64 %765
  %767 = load float, ptr %766, align 4
  %768 = mul nuw nsw i64 %744, 9
  %769 = mul nuw nsw i64 %748, 3
  %770 = add nuw nsw i64 %768, %769
  %771 = add nuw nsw i64 %770, %752
  %772 = getelementptr inbounds nuw float, ptr @__constant_16x1x3x3xf32, i64 %771
  %773 = load float, ptr %772, align 4
  %774 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, 1
  %775 = mul nuw nsw i64 %732, 4096
  %776 = mul nuw nsw i64 %744, 256
  %777 = add nuw nsw i64 %775, %776
  %778 = mul nuw nsw i64 %736, 16
  %779 = add nuw nsw i64 %777, %778
  %780 = add nuw nsw i64 %779, %740
  %781 = getelementptr inbounds nuw float, ptr %774, i64 %780
  %782 = load float, ptr %781, align 4
  %783 = fmul float %767, %773
  %784 = fadd float %782, %783
  %785 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, 1
  %786 = mul nuw nsw i64 %732, 4096
  %787 = mul nuw nsw i64 %744, 256
  %788 = add nuw nsw i64 %786, %787
  %789 = mul nuw nsw i64 %736, 16
  %790 = add nuw nsw i64 %788, %789
  %791 = add nuw nsw i64 %790, %740
  %792 = getelementptr inbounds nuw float, ptr %785, i64 %791
  store float %784, ptr %792, align 4
  %793 = add i64 %752, 1
  br label %751

794:                                              ; preds = %751
  %795 = add i64 %748, 1
  br label %747

796:                                              ; preds = %747
  %797 = add i64 %744, 1
  br label %743

798:                                              ; preds = %743
  %799 = add i64 %740, 1
  br label %739

800:                                              ; preds = %739
  %801 = add i64 %736, 1
  br label %735

802:                                              ; preds = %735
  %803 = add i64 %732, 1
  br label %731

804:                                              ; preds = %731
  %805 = call ptr @malloc(i64 16448)
  %806 = ptrtoint ptr %805 to i64
  %807 = add i64 %806, 63
  %808 = urem i64 %807, 64
  %809 = sub i64 %807, %808
  %810 = inttoptr i64 %809 to ptr
  %811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %805, 0
  %812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %811, ptr %810, 1
  %813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %812, i64 0, 2
  %814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %813, i64 1, 3, 0
  %815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %814, i64 16, 3, 1
  %816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, i64 16, 3, 2
  %817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %816, i64 16, 3, 3
  %818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %817, i64 4096, 4, 0
  %819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %818, i64 256, 4, 1
  %820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %819, i64 16, 4, 2
  %821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %820, i64 1, 4, 3
  br label %822

822:                                              ; preds = %885, %804
  %823 = phi i64 [ %886, %885 ], [ 0, %804 ]
  %824 = icmp slt i64 %823, 1
  br i1 %824, label %825, label %887

825:                                              ; preds = %822
  br label %826

826:                                              ; preds = %883, %825
  %827 = phi i64 [ %884, %883 ], [ 0, %825 ]
  %828 = icmp slt i64 %827, 16
  br i1 %828, label %829, label %885

829:                                              ; preds = %826
  br label %830

830:                                              ; preds = %881, %829
  %831 = phi i64 [ %882, %881 ], [ 0, %829 ]
  %832 = icmp slt i64 %831, 16
  br i1 %832, label %833, label %883

833:                                              ; preds = %830
  br label %834

834:                                              ; preds = %837, %833
  %835 = phi i64 [ %880, %837 ], [ 0, %833 ]
  %836 = icmp slt i64 %835, 16
  br i1 %836, label %837, label %881

837:                                              ; preds = %834
  %838 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, 1
  %839 = mul nuw nsw i64 %823, 4096
  %840 = mul nuw nsw i64 %827, 256
  %841 = add nuw nsw i64 %839, %840
  %842 = mul nuw nsw i64 %831, 16
  %843 = add nuw nsw i64 %841, %842
  %844 = add nuw nsw i64 %843, %835
  %845 = getelementptr inbounds nuw float, ptr %838, i64 %844
  %846 = load float, ptr %845, align 4
  %847 = add nuw nsw i64 %827, 0
  %848 = add nuw nsw i64 %847, 0
  %849 = getelementptr inbounds nuw float, ptr @__constant_16xf32_146, i64 %848
  %850 = load float, ptr %849, align 4
  %851 = add nuw nsw i64 %827, 0
  %852 = add nuw nsw i64 %851, 0
  %853 = getelementptr inbounds nuw float, ptr @__constant_16xf32_145, i64 %852
  %854 = load float, ptr %853, align 4
  %855 = add nuw nsw i64 %827, 0
  %856 = add nuw nsw i64 %855, 0
  %857 = getelementptr inbounds nuw float, ptr @__constant_16xf32_144, i64 %856
  %858 = load float, ptr %857, align 4
  %859 = add nuw nsw i64 %827, 0
  %860 = add nuw nsw i64 %859, 0
  %861 = getelementptr inbounds nuw float, ptr @__constant_16xf32_143, i64 %860
  %862 = load float, ptr %861, align 4
  %863 = fadd float %854, 1.000000e-03
  %864 = call float @llvm.sqrt.f32(float %863)
  %865 = fdiv float 1.000000e+00, %864
  %866 = fsub float %846, %850
  %867 = fmul float %866, %865
  %868 = fmul float %867, %858
  %869 = fadd float %868, %862
  %870 = fcmp ugt float %869, 0.000000e+00
  %871 = select i1 %870, float %869, float 0.000000e+00
  %872 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %821, 1
  %873 = mul nuw nsw i64 %823, 4096
  %874 = mul nuw nsw i64 %827, 256
  %875 = add nuw nsw i64 %873, %874
  %876 = mul nuw nsw i64 %831, 16
  %877 = add nuw nsw i64 %875, %876
  %878 = add nuw nsw i64 %877, %835
  %879 = getelementptr inbounds nuw float, ptr %872, i64 %878
  store float %871, ptr %879, align 4
  %880 = add i64 %835, 1
  br label %834

881:                                              ; preds = %834
  %882 = add i64 %831, 1
  br label %830

883:                                              ; preds = %830
  %884 = add i64 %827, 1
  br label %826

885:                                              ; preds = %826
  %886 = add i64 %823, 1
  br label %822

887:                                              ; preds = %822
  %888 = call ptr @malloc(i64 128)
  %889 = ptrtoint ptr %888 to i64
  %890 = add i64 %889, 63
  %891 = urem i64 %890, 64
  %892 = sub i64 %890, %891
  %893 = inttoptr i64 %892 to ptr
  %894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %888, 0
  %895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %894, ptr %893, 1
  %896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %895, i64 0, 2
  %897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %896, i64 1, 3, 0
  %898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %897, i64 16, 3, 1
  %899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %898, i64 1, 3, 2
  %900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %899, i64 1, 3, 3
  %901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %900, i64 16, 4, 0
  %902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %901, i64 1, 4, 1
  %903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %902, i64 1, 4, 2
  %904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %903, i64 1, 4, 3
  br label %905

905:                                              ; preds = %932, %887
  %906 = phi i64 [ %933, %932 ], [ 0, %887 ]
  %907 = icmp slt i64 %906, 1
  br i1 %907, label %908, label %934

908:                                              ; preds = %905
  br label %909

909:                                              ; preds = %930, %908
  %910 = phi i64 [ %931, %930 ], [ 0, %908 ]
  %911 = icmp slt i64 %910, 16
  br i1 %911, label %912, label %932

912:                                              ; preds = %909
  br label %913

913:                                              ; preds = %928, %912
  %914 = phi i64 [ %929, %928 ], [ 0, %912 ]
  %915 = icmp slt i64 %914, 1
  br i1 %915, label %916, label %930

916:                                              ; preds = %913
  br label %917

917:                                              ; preds = %920, %916
  %918 = phi i64 [ %927, %920 ], [ 0, %916 ]
  %919 = icmp slt i64 %918, 1
  br i1 %919, label %920, label %928

920:                                              ; preds = %917
  %921 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %904, 1
  %922 = mul nuw nsw i64 %906, 16
  %923 = add nuw nsw i64 %922, %910
  %924 = add nuw nsw i64 %923, %914
  %925 = add nuw nsw i64 %924, %918
  %926 = getelementptr inbounds nuw float, ptr %921, i64 %925
  store float 0.000000e+00, ptr %926, align 4
  %927 = add i64 %918, 1
  br label %917

928:                                              ; preds = %917
  %929 = add i64 %914, 1
  br label %913

930:                                              ; preds = %913
  %931 = add i64 %910, 1
  br label %909

932:                                              ; preds = %909
  %933 = add i64 %906, 1
  br label %905

934:                                              ; preds = %905
  %935 = call ptr @malloc(i64 128)
  %936 = ptrtoint ptr %935 to i64
  %937 = add i64 %936, 63
  %938 = urem i64 %937, 64
  %939 = sub i64 %937, %938
  %940 = inttoptr i64 %939 to ptr
  %941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %935, 0
  %942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %941, ptr %940, 1
  %943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %942, i64 0, 2
  %944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %943, i64 1, 3, 0
  %945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %944, i64 16, 3, 1
  %946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %945, i64 1, 3, 2
  %947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %946, i64 1, 3, 3
  %948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %947, i64 16, 4, 0
  %949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %948, i64 1, 4, 1
  %950 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %949, i64 1, 4, 2
  %951 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %950, i64 1, 4, 3
  br label %952

952:                                              ; preds = %986, %934
  %953 = phi i64 [ %987, %986 ], [ 0, %934 ]
  %954 = icmp slt i64 %953, 1
  br i1 %954, label %955, label %988

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %984, %955
  %957 = phi i64 [ %985, %984 ], [ 0, %955 ]
  %958 = icmp slt i64 %957, 16
  br i1 %958, label %959, label %986

959:                                              ; preds = %956
  br label %960

960:                                              ; preds = %982, %959
  %961 = phi i64 [ %983, %982 ], [ 0, %959 ]
  %962 = icmp slt i64 %961, 1
  br i1 %962, label %963, label %984

963:                                              ; preds = %960
  br label %964

964:                                              ; preds = %967, %963
  %965 = phi i64 [ %981, %967 ], [ 0, %963 ]
  %966 = icmp slt i64 %965, 1
  br i1 %966, label %967, label %982

967:                                              ; preds = %964
  %968 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %904, 1
  %969 = mul nuw nsw i64 %953, 16
  %970 = add nuw nsw i64 %969, %957
  %971 = add nuw nsw i64 %970, %961
  %972 = add nuw nsw i64 %971, %965
  %973 = getelementptr inbounds nuw float, ptr %968, i64 %972
  %974 = load float, ptr %973, align 4
  %975 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %951, 1
  %976 = mul nuw nsw i64 %953, 16
  %977 = add nuw nsw i64 %976, %957
  %978 = add nuw nsw i64 %977, %961
  %979 = add nuw nsw i64 %978, %965
  %980 = getelementptr inbounds nuw float, ptr %975, i64 %979
  store float %974, ptr %980, align 4
  %981 = add i64 %965, 1
  br label %964

982:                                              ; preds = %964
  %983 = add i64 %961, 1
  br label %960

984:                                              ; preds = %960
  %985 = add i64 %957, 1
  br label %956

986:                                              ; preds = %956
  %987 = add i64 %953, 1
  br label %952

988:                                              ; preds = %952
  br label %989

989:                                              ; preds = %1033, %988
  %990 = phi i64 [ %1034, %1033 ], [ 0, %988 ]
  %991 = icmp slt i64 %990, 1
  br i1 %991, label %992, label %1035

992:                                              ; preds = %989
  br label %993

993:                                              ; preds = %1031, %992
  %994 = phi i64 [ %1032, %1031 ], [ 0, %992 ]
  %995 = icmp slt i64 %994, 16
  br i1 %995, label %996, label %1033

996:                                              ; preds = %993
  br label %997

997:                                              ; preds = %1029, %996
  %998 = phi i64 [ %1030, %1029 ], [ 0, %996 ]
  %999 = icmp slt i64 %998, 16
  br i1 %999, label %1000, label %1031

1000:                                             ; preds = %997
  br label %1001

1001:                                             ; preds = %1004, %1000
  %1002 = phi i64 [ %1028, %1004 ], [ 0, %1000 ]
  %1003 = icmp slt i64 %1002, 16
  br i1 %1003, label %1004, label %1029

1004:                                             ; preds = %1001
  %1005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %821, 1
  %1006 = mul nuw nsw i64 %990, 4096
  %1007 = mul nuw nsw i64 %994, 256
  %1008 = add nuw nsw i64 %1006, %1007
  %1009 = mul nuw nsw i64 %998, 16
  %1010 = add nuw nsw i64 %1008, %1009
  %1011 = add nuw nsw i64 %1010, %1002
  %1012 = getelementptr inbounds nuw float, ptr %1005, i64 %1011
  %1013 = load float, ptr %1012, align 4
  %1014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %951, 1
  %1015 = mul nuw nsw i64 %990, 16
  %1016 = add nuw nsw i64 %1015, %994
  %1017 = add nuw nsw i64 %1016, 0
  %1018 = add nuw nsw i64 %1017, 0
  %1019 = getelementptr inbounds nuw float, ptr %1014, i64 %1018
  %1020 = load float, ptr %1019, align 4
  %1021 = fadd float %1013, %1020
  %1022 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %951, 1
  %1023 = mul nuw nsw i64 %990, 16
  %1024 = add nuw nsw i64 %1023, %994
  %1025 = add nuw nsw i64 %1024, 0
  %1026 = add nuw nsw i64 %1025, 0
  %1027 = getelementptr inbounds nuw float, ptr %1022, i64 %1026
  store float %1021, ptr %1027, align 4
  %1028 = add i64 %1002, 1
  br label %1001

1029:                                             ; preds = %1001
  %1030 = add i64 %998, 1
  br label %997

1031:                                             ; preds = %997
  %1032 = add i64 %994, 1
  br label %993

1033:                                             ; preds = %993
  %1034 = add i64 %990, 1
  br label %989

1035:                                             ; preds = %989
  %1036 = call ptr @malloc(i64 96)
  %1037 = ptrtoint ptr %1036 to i64
  %1038 = add i64 %1037, 63
  %1039 = urem i64 %1038, 64
  %1040 = sub i64 %1038, %1039
  %1041 = inttoptr i64 %1040 to ptr
  %1042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1036, 0
  %1043 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1042, ptr %1041, 1
  %1044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1043, i64 0, 2
  %1045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1044, i64 1, 3, 0
  %1046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1045, i64 8, 3, 1
  %1047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1046, i64 1, 3, 2
  %1048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1047, i64 1, 3, 3
  %1049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1048, i64 8, 4, 0
  %1050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1049, i64 1, 4, 1
  %1051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1050, i64 1, 4, 2
  %1052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, i64 1, 4, 3
  br label %1053

1053:                                             ; preds = %1082, %1035
  %1054 = phi i64 [ %1083, %1082 ], [ 0, %1035 ]
  %1055 = icmp slt i64 %1054, 1
  br i1 %1055, label %1056, label %1084

1056:                                             ; preds = %1053
  br label %1057

1057:                                             ; preds = %1080, %1056
  %1058 = phi i64 [ %1081, %1080 ], [ 0, %1056 ]
  %1059 = icmp slt i64 %1058, 8
  br i1 %1059, label %1060, label %1082

1060:                                             ; preds = %1057
  br label %1061

1061:                                             ; preds = %1078, %1060
  %1062 = phi i64 [ %1079, %1078 ], [ 0, %1060 ]
  %1063 = icmp slt i64 %1062, 1
  br i1 %1063, label %1064, label %1080

1064:                                             ; preds = %1061
  br label %1065

1065:                                             ; preds = %1068, %1064
  %1066 = phi i64 [ %1077, %1068 ], [ 0, %1064 ]
  %1067 = icmp slt i64 %1066, 1
  br i1 %1067, label %1068, label %1078

1068:                                             ; preds = %1065
  %1069 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %1058
  %1070 = load float, ptr %1069, align 4
  %1071 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1052, 1
  %1072 = mul nuw nsw i64 %1054, 8
  %1073 = add nuw nsw i64 %1072, %1058
  %1074 = add nuw nsw i64 %1073, %1062
  %1075 = add nuw nsw i64 %1074, %1066
  %1076 = getelementptr inbounds nuw float, ptr %1071, i64 %1075
  store float %1070, ptr %1076, align 4
  %1077 = add i64 %1066, 1
  br label %1065

1078:                                             ; preds = %1065
  %1079 = add i64 %1062, 1
  br label %1061

1080:                                             ; preds = %1061
  %1081 = add i64 %1058, 1
  br label %1057

1082:                                             ; preds = %1057
  %1083 = add i64 %1054, 1
  br label %1053

1084:                                             ; preds = %1053
  %1085 = call ptr @malloc(i64 96)
  %1086 = ptrtoint ptr %1085 to i64
  %1087 = add i64 %1086, 63
  %1088 = urem i64 %1087, 64
  %1089 = sub i64 %1087, %1088
  %1090 = inttoptr i64 %1089 to ptr
  %1091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1085, 0
  %1092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1091, ptr %1090, 1
  %1093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1092, i64 0, 2
  %1094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1093, i64 1, 3, 0
  %1095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1094, i64 8, 3, 1
  %1096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1095, i64 1, 3, 2
  %1097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1096, i64 1, 3, 3
  %1098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1097, i64 8, 4, 0
  %1099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1098, i64 1, 4, 1
  %1100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1099, i64 1, 4, 2
  %1101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1100, i64 1, 4, 3
  br label %1102

1102:                                             ; preds = %1136, %1084
  %1103 = phi i64 [ %1137, %1136 ], [ 0, %1084 ]
  %1104 = icmp slt i64 %1103, 1
  br i1 %1104, label %1105, label %1138

1105:                                             ; preds = %1102
  br label %1106

1106:                                             ; preds = %1134, %1105
  %1107 = phi i64 [ %1135, %1134 ], [ 0, %1105 ]
  %1108 = icmp slt i64 %1107, 8
  br i1 %1108, label %1109, label %1136

1109:                                             ; preds = %1106
  br label %1110

1110:                                             ; preds = %1132, %1109
  %1111 = phi i64 [ %1133, %1132 ], [ 0, %1109 ]
  %1112 = icmp slt i64 %1111, 1
  br i1 %1112, label %1113, label %1134

1113:                                             ; preds = %1110
  br label %1114

1114:                                             ; preds = %1117, %1113
  %1115 = phi i64 [ %1131, %1117 ], [ 0, %1113 ]
  %1116 = icmp slt i64 %1115, 1
  br i1 %1116, label %1117, label %1132

1117:                                             ; preds = %1114
  %1118 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1052, 1
  %1119 = mul nuw nsw i64 %1103, 8
  %1120 = add nuw nsw i64 %1119, %1107
  %1121 = add nuw nsw i64 %1120, %1111
  %1122 = add nuw nsw i64 %1121, %1115
  %1123 = getelementptr inbounds nuw float, ptr %1118, i64 %1122
  %1124 = load float, ptr %1123, align 4
  %1125 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, 1
  %1126 = mul nuw nsw i64 %1103, 8
  %1127 = add nuw nsw i64 %1126, %1107
  %1128 = add nuw nsw i64 %1127, %1111
  %1129 = add nuw nsw i64 %1128, %1115
  %1130 = getelementptr inbounds nuw float, ptr %1125, i64 %1129
  store float %1124, ptr %1130, align 4
  %1131 = add i64 %1115, 1
  br label %1114

1132:                                             ; preds = %1114
  %1133 = add i64 %1111, 1
  br label %1110

1134:                                             ; preds = %1110
  %1135 = add i64 %1107, 1
  br label %1106

1136:                                             ; preds = %1106
  %1137 = add i64 %1103, 1
  br label %1102

1138:                                             ; preds = %1102
  br label %1139

1139:                                             ; preds = %1209, %1138
  %1140 = phi i64 [ %1210, %1209 ], [ 0, %1138 ]
  %1141 = icmp slt i64 %1140, 1
  br i1 %1141, label %1142, label %1211

1142:                                             ; preds = %1139
  br label %1143

1143:                                             ; preds = %1207, %1142
  %1144 = phi i64 [ %1208, %1207 ], [ 0, %1142 ]
  %1145 = icmp slt i64 %1144, 8
  br i1 %1145, label %1146, label %1209

1146:                                             ; preds = %1143
  br label %1147

1147:                                             ; preds = %1205, %1146
  %1148 = phi i64 [ %1206, %1205 ], [ 0, %1146 ]
  %1149 = icmp slt i64 %1148, 1
  br i1 %1149, label %1150, label %1207

1150:                                             ; preds = %1147
  br label %1151

1151:                                             ; preds = %1203, %1150
  %1152 = phi i64 [ %1204, %1203 ], [ 0, %1150 ]
  %1153 = icmp slt i64 %1152, 1
  br i1 %1153, label %1154, label %1205

1154:                                             ; preds = %1151
  br label %1155

1155:                                             ; preds = %1201, %1154
  %1156 = phi i64 [ %1202, %1201 ], [ 0, %1154 ]
  %1157 = icmp slt i64 %1156, 16
  br i1 %1157, label %1158, label %1203

1158:                                             ; preds = %1155
  br label %1159

1159:                                             ; preds = %1199, %1158
  %1160 = phi i64 [ %1200, %1199 ], [ 0, %1158 ]
  %1161 = icmp slt i64 %1160, 1
  br i1 %1161, label %1162, label %1201

1162:                                             ; preds = %1159
  br label %1163

1163:                                             ; preds = %1166, %1162
  %1164 = phi i64 [ %1198, %1166 ], [ 0, %1162 ]
  %1165 = icmp slt i64 %1164, 1
  br i1 %1165, label %1166, label %1199

1166:                                             ; preds = %1163
  %1167 = add i64 %1148, %1160
  %1168 = add i64 %1152, %1164
  %1169 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %951, 1
  %1170 = mul nuw nsw i64 %1140, 16
  %1171 = add nuw nsw i64 %1170, %1156
  %1172 = add nuw nsw i64 %1171, %1167
  %1173 = add nuw nsw i64 %1172, %1168
  %1174 = getelementptr inbounds nuw float, ptr %1169, i64 %1173
  %1175 = load float, ptr %1174, align 4
  %1176 = mul nuw nsw i64 %1144, 16
  %1177 = add nuw nsw i64 %1176, %1156
  %1178 = add nuw nsw i64 %1177, %1160
  %1179 = add nuw nsw i64 %1178, %1164
  %1180 = getelementptr inbounds nuw float, ptr @__constant_8x16x1x1xf32, i64 %1179
  %1181 = load float, ptr %1180, align 4
  %1182 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, 1
  %1183 = mul nuw nsw i64 %1140, 8
  %1184 = add nuw nsw i64 %1183, %1144
  %1185 = add nuw nsw i64 %1184, %1148
  %1186 = add nuw nsw i64 %1185, %1152
  %1187 = getelementptr inbounds nuw float, ptr %1182, i64 %1186
  %1188 = load float, ptr %1187, align 4
  %1189 = fdiv float %1175, 2.560000e+02
  %1190 = fmul float %1189, %1181
  %1191 = fadd float %1188, %1190
  %1192 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, 1
  %1193 = mul nuw nsw i64 %1140, 8
  %1194 = add nuw nsw i64 %1193, %1144
  %1195 = add nuw nsw i64 %1194, %1148
  %1196 = add nuw nsw i64 %1195, %1152
  %1197 = getelementptr inbounds nuw float, ptr %1192, i64 %1196
  store float %1191, ptr %1197, align 4
  %1198 = add i64 %1164, 1
  br label %1163

1199:                                             ; preds = %1163
  %1200 = add i64 %1160, 1
  br label %1159

1201:                                             ; preds = %1159
  %1202 = add i64 %1156, 1
  br label %1155

1203:                                             ; preds = %1155
  %1204 = add i64 %1152, 1
  br label %1151

1205:                                             ; preds = %1151
  %1206 = add i64 %1148, 1
  br label %1147

1207:                                             ; preds = %1147
  %1208 = add i64 %1144, 1
  br label %1143

1209:                                             ; preds = %1143
  %1210 = add i64 %1140, 1
  br label %1139

1211:                                             ; preds = %1139
  %1212 = call ptr @malloc(i64 128)
  %1213 = ptrtoint ptr %1212 to i64
  %1214 = add i64 %1213, 63
  %1215 = urem i64 %1214, 64
  %1216 = sub i64 %1214, %1215
  %1217 = inttoptr i64 %1216 to ptr
  %1218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1212, 0
  %1219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1218, ptr %1217, 1
  %1220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1219, i64 0, 2
  %1221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1220, i64 1, 3, 0
  %1222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1221, i64 16, 3, 1
  %1223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1222, i64 1, 3, 2
  %1224 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1223, i64 1, 3, 3
  %1225 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1224, i64 16, 4, 0
  %1226 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1225, i64 1, 4, 1
  %1227 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1226, i64 1, 4, 2
  %1228 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1227, i64 1, 4, 3
  br label %1229

1229:                                             ; preds = %1258, %1211
  %1230 = phi i64 [ %1259, %1258 ], [ 0, %1211 ]
  %1231 = icmp slt i64 %1230, 1
  br i1 %1231, label %1232, label %1260

1232:                                             ; preds = %1229
  br label %1233

1233:                                             ; preds = %1256, %1232
  %1234 = phi i64 [ %1257, %1256 ], [ 0, %1232 ]
  %1235 = icmp slt i64 %1234, 16
  br i1 %1235, label %1236, label %1258

1236:                                             ; preds = %1233
  br label %1237

1237:                                             ; preds = %1254, %1236
  %1238 = phi i64 [ %1255, %1254 ], [ 0, %1236 ]
  %1239 = icmp slt i64 %1238, 1
  br i1 %1239, label %1240, label %1256

1240:                                             ; preds = %1237
  br label %1241

1241:                                             ; preds = %1244, %1240
  %1242 = phi i64 [ %1253, %1244 ], [ 0, %1240 ]
  %1243 = icmp slt i64 %1242, 1
  br i1 %1243, label %1244, label %1254

1244:                                             ; preds = %1241
  %1245 = getelementptr inbounds nuw float, ptr @__constant_16xf32_142, i64 %1234
  %1246 = load float, ptr %1245, align 4
  %1247 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1228, 1
  %1248 = mul nuw nsw i64 %1230, 16
  %1249 = add nuw nsw i64 %1248, %1234
  %1250 = add nuw nsw i64 %1249, %1238
  %1251 = add nuw nsw i64 %1250, %1242
  %1252 = getelementptr inbounds nuw float, ptr %1247, i64 %1251
  store float %1246, ptr %1252, align 4
  %1253 = add i64 %1242, 1
  br label %1241

1254:                                             ; preds = %1241
  %1255 = add i64 %1238, 1
  br label %1237

1256:                                             ; preds = %1237
  %1257 = add i64 %1234, 1
  br label %1233

1258:                                             ; preds = %1233
  %1259 = add i64 %1230, 1
  br label %1229

1260:                                             ; preds = %1229
  %1261 = call ptr @malloc(i64 128)
  %1262 = ptrtoint ptr %1261 to i64
  %1263 = add i64 %1262, 63
  %1264 = urem i64 %1263, 64
  %1265 = sub i64 %1263, %1264
  %1266 = inttoptr i64 %1265 to ptr
  %1267 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1261, 0
  %1268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1267, ptr %1266, 1
  %1269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1268, i64 0, 2
  %1270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1269, i64 1, 3, 0
  %1271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1270, i64 16, 3, 1
  %1272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1271, i64 1, 3, 2
  %1273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1272, i64 1, 3, 3
  %1274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1273, i64 16, 4, 0
  %1275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1274, i64 1, 4, 1
  %1276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1275, i64 1, 4, 2
  %1277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1276, i64 1, 4, 3
  br label %1278

1278:                                             ; preds = %1312, %1260
  %1279 = phi i64 [ %1313, %1312 ], [ 0, %1260 ]
  %1280 = icmp slt i64 %1279, 1
  br i1 %1280, label %1281, label %1314

1281:                                             ; preds = %1278
  br label %1282

1282:                                             ; preds = %1310, %1281
  %1283 = phi i64 [ %1311, %1310 ], [ 0, %1281 ]
  %1284 = icmp slt i64 %1283, 16
  br i1 %1284, label %1285, label %1312

1285:                                             ; preds = %1282
  br label %1286

1286:                                             ; preds = %1308, %1285
  %1287 = phi i64 [ %1309, %1308 ], [ 0, %1285 ]
  %1288 = icmp slt i64 %1287, 1
  br i1 %1288, label %1289, label %1310

1289:                                             ; preds = %1286
  br label %1290

1290:                                             ; preds = %1293, %1289
  %1291 = phi i64 [ %1307, %1293 ], [ 0, %1289 ]
  %1292 = icmp slt i64 %1291, 1
  br i1 %1292, label %1293, label %1308

1293:                                             ; preds = %1290
  %1294 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1228, 1
  %1295 = mul nuw nsw i64 %1279, 16
  %1296 = add nuw nsw i64 %1295, %1283
  %1297 = add nuw nsw i64 %1296, %1287
  %1298 = add nuw nsw i64 %1297, %1291
  %1299 = getelementptr inbounds nuw float, ptr %1294, i64 %1298
  %1300 = load float, ptr %1299, align 4
  %1301 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, 1
  %1302 = mul nuw nsw i64 %1279, 16
  %1303 = add nuw nsw i64 %1302, %1283
  %1304 = add nuw nsw i64 %1303, %1287
  %1305 = add nuw nsw i64 %1304, %1291
  %1306 = getelementptr inbounds nuw float, ptr %1301, i64 %1305
  store float %1300, ptr %1306, align 4
  %1307 = add i64 %1291, 1
  br label %1290

1308:                                             ; preds = %1290
  %1309 = add i64 %1287, 1
  br label %1286

1310:                                             ; preds = %1286
  %1311 = add i64 %1283, 1
  br label %1282

1312:                                             ; preds = %1282
  %1313 = add i64 %1279, 1
  br label %1278

1314:                                             ; preds = %1278
  br label %1315

1315:                                             ; preds = %1386, %1314
  %1316 = phi i64 [ %1387, %1386 ], [ 0, %1314 ]
  %1317 = icmp slt i64 %1316, 1
  br i1 %1317, label %1318, label %1388

1318:                                             ; preds = %1315
  br label %1319

1319:                                             ; preds = %1384, %1318
  %1320 = phi i64 [ %1385, %1384 ], [ 0, %1318 ]
  %1321 = icmp slt i64 %1320, 16
  br i1 %1321, label %1322, label %1386

1322:                                             ; preds = %1319
  br label %1323

1323:                                             ; preds = %1382, %1322
  %1324 = phi i64 [ %1383, %1382 ], [ 0, %1322 ]
  %1325 = icmp slt i64 %1324, 1
  br i1 %1325, label %1326, label %1384

1326:                                             ; preds = %1323
  br label %1327

1327:                                             ; preds = %1380, %1326
  %1328 = phi i64 [ %1381, %1380 ], [ 0, %1326 ]
  %1329 = icmp slt i64 %1328, 1
  br i1 %1329, label %1330, label %1382

1330:                                             ; preds = %1327
  br label %1331

1331:                                             ; preds = %1378, %1330
  %1332 = phi i64 [ %1379, %1378 ], [ 0, %1330 ]
  %1333 = icmp slt i64 %1332, 8
  br i1 %1333, label %1334, label %1380

1334:                                             ; preds = %1331
  br label %1335

1335:                                             ; preds = %1376, %1334
  %1336 = phi i64 [ %1377, %1376 ], [ 0, %1334 ]
  %1337 = icmp slt i64 %1336, 1
  br i1 %1337, label %1338, label %1378

1338:                                             ; preds = %1335
  br label %1339

1339:                                             ; preds = %1342, %1338
  %1340 = phi i64 [ %1375, %1342 ], [ 0, %1338 ]
  %1341 = icmp slt i64 %1340, 1
  br i1 %1341, label %1342, label %1376

1342:                                             ; preds = %1339
  %1343 = add i64 %1324, %1336
  %1344 = add i64 %1328, %1340
  %1345 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, 1
  %1346 = mul nuw nsw i64 %1316, 8
  %1347 = add nuw nsw i64 %1346, %1332
  %1348 = add nuw nsw i64 %1347, %1343
  %1349 = add nuw nsw i64 %1348, %1344
  %1350 = getelementptr inbounds nuw float, ptr %1345, i64 %1349
  %1351 = load float, ptr %1350, align 4
  %1352 = mul nuw nsw i64 %1320, 8
  %1353 = add nuw nsw i64 %1352, %1332
  %1354 = add nuw nsw i64 %1353, %1336
  %1355 = add nuw nsw i64 %1354, %1340
  %1356 = getelementptr inbounds nuw float, ptr @__constant_16x8x1x1xf32, i64 %1355
  %1357 = load float, ptr %1356, align 4
  %1358 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, 1
  %1359 = mul nuw nsw i64 %1316, 16
  %1360 = add nuw nsw i64 %1359, %1320
  %1361 = add nuw nsw i64 %1360, %1324
  %1362 = add nuw nsw i64 %1361, %1328
  %1363 = getelementptr inbounds nuw float, ptr %1358, i64 %1362
  %1364 = load float, ptr %1363, align 4
  %1365 = fcmp ugt float %1351, 0.000000e+00
  %1366 = select i1 %1365, float %1351, float 0.000000e+00
  %1367 = fmul float %1366, %1357
  %1368 = fadd float %1364, %1367
  %1369 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, 1
  %1370 = mul nuw nsw i64 %1316, 16
  %1371 = add nuw nsw i64 %1370, %1320
  %1372 = add nuw nsw i64 %1371, %1324
  %1373 = add nuw nsw i64 %1372, %1328
  %1374 = getelementptr inbounds nuw float, ptr %1369, i64 %1373
  store float %1368, ptr %1374, align 4
  %1375 = add i64 %1340, 1
  br label %1339

1376:                                             ; preds = %1339
  %1377 = add i64 %1336, 1
  br label %1335

1378:                                             ; preds = %1335
  %1379 = add i64 %1332, 1
  br label %1331

1380:                                             ; preds = %1331
  %1381 = add i64 %1328, 1
  br label %1327

1382:                                             ; preds = %1327
  %1383 = add i64 %1324, 1
  br label %1323

1384:                                             ; preds = %1323
  %1385 = add i64 %1320, 1
  br label %1319

1386:                                             ; preds = %1319
  %1387 = add i64 %1316, 1
  br label %1315

1388:                                             ; preds = %1315
  %1389 = call ptr @malloc(i64 16448)
  %1390 = ptrtoint ptr %1389 to i64
  %1391 = add i64 %1390, 63
  %1392 = urem i64 %1391, 64
  %1393 = sub i64 %1391, %1392
  %1394 = inttoptr i64 %1393 to ptr
  %1395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1389, 0
  %1396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1395, ptr %1394, 1
  %1397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1396, i64 0, 2
  %1398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1397, i64 1, 3, 0
  %1399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1398, i64 16, 3, 1
  %1400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1399, i64 16, 3, 2
  %1401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1400, i64 16, 3, 3
  %1402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1401, i64 4096, 4, 0
  %1403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1402, i64 256, 4, 1
  %1404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1403, i64 16, 4, 2
  %1405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1404, i64 1, 4, 3
  br label %1406

1406:                                             ; preds = %1444, %1388
  %1407 = phi i64 [ %1445, %1444 ], [ 0, %1388 ]
  %1408 = icmp slt i64 %1407, 1
  br i1 %1408, label %1409, label %1446

1409:                                             ; preds = %1406
  br label %1410

1410:                                             ; preds = %1442, %1409
  %1411 = phi i64 [ %1443, %1442 ], [ 0, %1409 ]
  %1412 = icmp slt i64 %1411, 16
  br i1 %1412, label %1413, label %1444

1413:                                             ; preds = %1410
  br label %1414

1414:                                             ; preds = %1440, %1413
  %1415 = phi i64 [ %1441, %1440 ], [ 0, %1413 ]
  %1416 = icmp slt i64 %1415, 16
  br i1 %1416, label %1417, label %1442

1417:                                             ; preds = %1414
  br label %1418

1418:                                             ; preds = %1421, %1417
  %1419 = phi i64 [ %1439, %1421 ], [ 0, %1417 ]
  %1420 = icmp slt i64 %1419, 16
  br i1 %1420, label %1421, label %1440

1421:                                             ; preds = %1418
  %1422 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %640, 1
  %1423 = mul nuw nsw i64 %1407, 4096
  %1424 = mul nuw nsw i64 %1411, 256
  %1425 = add nuw nsw i64 %1423, %1424
  %1426 = mul nuw nsw i64 %1415, 16
  %1427 = add nuw nsw i64 %1425, %1426
  %1428 = add nuw nsw i64 %1427, %1419
  %1429 = getelementptr inbounds nuw float, ptr %1422, i64 %1428
  %1430 = load float, ptr %1429, align 4
  %1431 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1405, 1
  %1432 = mul nuw nsw i64 %1407, 4096
  %1433 = mul nuw nsw i64 %1411, 256
  %1434 = add nuw nsw i64 %1432, %1433
  %1435 = mul nuw nsw i64 %1415, 16
  %1436 = add nuw nsw i64 %1434, %1435
  %1437 = add nuw nsw i64 %1436, %1419
  %1438 = getelementptr inbounds nuw float, ptr %1431, i64 %1437
  store float %1430, ptr %1438, align 4
  %1439 = add i64 %1419, 1
  br label %1418

1440:                                             ; preds = %1418
  %1441 = add i64 %1415, 1
  br label %1414

1442:                                             ; preds = %1414
  %1443 = add i64 %1411, 1
  br label %1410

1444:                                             ; preds = %1410
  %1445 = add i64 %1407, 1
  br label %1406

1446:                                             ; preds = %1406
  br label %1447

1447:                                             ; preds = %1536, %1446
  %1448 = phi i64 [ %1537, %1536 ], [ 0, %1446 ]
  %1449 = icmp slt i64 %1448, 1
  br i1 %1449, label %1450, label %1538

1450:                                             ; preds = %1447
  br label %1451

1451:                                             ; preds = %1534, %1450
  %1452 = phi i64 [ %1535, %1534 ], [ 0, %1450 ]
  %1453 = icmp slt i64 %1452, 16
  br i1 %1453, label %1454, label %1536

1454:                                             ; preds = %1451
  br label %1455

1455:                                             ; preds = %1532, %1454
  %1456 = phi i64 [ %1533, %1532 ], [ 0, %1454 ]
  %1457 = icmp slt i64 %1456, 16
  br i1 %1457, label %1458, label %1534

1458:                                             ; preds = %1455
  br label %1459

1459:                                             ; preds = %1530, %1458
  %1460 = phi i64 [ %1531, %1530 ], [ 0, %1458 ]
  %1461 = icmp slt i64 %1460, 16
  br i1 %1461, label %1462, label %1532

1462:                                             ; preds = %1459
  br label %1463

1463:                                             ; preds = %1528, %1462
  %1464 = phi i64 [ %1529, %1528 ], [ 0, %1462 ]
  %1465 = icmp slt i64 %1464, 16
  br i1 %1465, label %1466, label %1530

1466:                                             ; preds = %1463
  br label %1467

1467:                                             ; preds = %1526, %1466
  %1468 = phi i64 [ %1527, %1526 ], [ 0, %1466 ]
  %1469 = icmp slt i64 %1468, 1
  br i1 %1469, label %1470, label %1528

1470:                                             ; preds = %1467
  br label %1471

1471:                                             ; preds = %1474, %1470
  %1472 = phi i64 [ %1525, %1474 ], [ 0, %1470 ]
  %1473 = icmp slt i64 %1472, 1
  br i1 %1473, label %1474, label %1526

1474:                                             ; preds = %1471
  %1475 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, 1
  %1476 = mul nuw nsw i64 %1448, 16
  %1477 = add nuw nsw i64 %1476, %1464
  %1478 = add nuw nsw i64 %1477, 0
  %1479 = add nuw nsw i64 %1478, 0
  %1480 = getelementptr inbounds nuw float, ptr %1475, i64 %1479
  %1481 = load float, ptr %1480, align 4
  %1482 = add i64 %1456, %1468
  %1483 = add i64 %1460, %1472
  %1484 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %821, 1
  %1485 = mul nuw nsw i64 %1448, 4096
  %1486 = mul nuw nsw i64 %1464, 256
  %1487 = add nuw nsw i64 %1485, %1486
  %1488 = mul nuw nsw i64 %1482, 16
  %1489 = add nuw nsw i64 %1487, %1488
  %1490 = add nuw nsw i64 %1489, %1483
  %1491 = getelementptr inbounds nuw float, ptr %1484, i64 %1490
  %1492 = load float, ptr %1491, align 4
  %1493 = mul nuw nsw i64 %1452, 16
  %1494 = add nuw nsw i64 %1493, %1464
  %1495 = add nuw nsw i64 %1494, %1468
  %1496 = add nuw nsw i64 %1495, %1472
  %1497 = getelementptr inbounds nuw float, ptr @__constant_16x16x1x1xf32, i64 %1496
  %1498 = load float, ptr %1497, align 4
  %1499 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1405, 1
  %1500 = mul nuw nsw i64 %1448, 4096
  %1501 = mul nuw nsw i64 %1452, 256
  %1502 = add nuw nsw i64 %1500, %1501
  %1503 = mul nuw nsw i64 %1456, 16
  %1504 = add nuw nsw i64 %1502, %1503
  %1505 = add nuw nsw i64 %1504, %1460
  %1506 = getelementptr inbounds nuw float, ptr %1499, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = fadd float %1481, 3.000000e+00
  %1509 = fcmp ult float %1508, 0.000000e+00
  %1510 = select i1 %1509, float 0.000000e+00, float %1508
  %1511 = fcmp ugt float %1510, 6.000000e+00
  %1512 = select i1 %1511, float 6.000000e+00, float %1510
  %1513 = fdiv float %1512, 6.000000e+00
  %1514 = fmul float %1513, %1492
  %1515 = fmul float %1514, %1498
  %1516 = fadd float %1507, %1515
  %1517 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1405, 1
  %1518 = mul nuw nsw i64 %1448, 4096
  %1519 = mul nuw nsw i64 %1452, 256
  %1520 = add nuw nsw i64 %1518, %1519
  %1521 = mul nuw nsw i64 %1456, 16
  %1522 = add nuw nsw i64 %1520, %1521
  %1523 = add nuw nsw i64 %1522, %1460
  %1524 = getelementptr inbounds nuw float, ptr %1517, i64 %1523
  store float %1516, ptr %1524, align 4
  %1525 = add i64 %1472, 1
  br label %1471

1526:                                             ; preds = %1471
  %1527 = add i64 %1468, 1
  br label %1467

1528:                                             ; preds = %1467
  %1529 = add i64 %1464, 1
  br label %1463

1530:                                             ; preds = %1463
  %1531 = add i64 %1460, 1
  br label %1459

1532:                                             ; preds = %1459
  %1533 = add i64 %1456, 1
  br label %1455

1534:                                             ; preds = %1455
  %1535 = add i64 %1452, 1
  br label %1451

1536:                                             ; preds = %1451
  %1537 = add i64 %1448, 1
  br label %1447

1538:                                             ; preds = %1447
  %1539 = call ptr @malloc(i64 73792)
  %1540 = ptrtoint ptr %1539 to i64
  %1541 = add i64 %1540, 63
  %1542 = urem i64 %1541, 64
  %1543 = sub i64 %1541, %1542
  %1544 = inttoptr i64 %1543 to ptr
  %1545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1539, 0
  %1546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1545, ptr %1544, 1
  %1547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1546, i64 0, 2
  %1548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1547, i64 1, 3, 0
  %1549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1548, i64 72, 3, 1
  %1550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1549, i64 16, 3, 2
  %1551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1550, i64 16, 3, 3
  %1552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1551, i64 18432, 4, 0
  %1553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1552, i64 256, 4, 1
  %1554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1553, i64 16, 4, 2
  %1555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1554, i64 1, 4, 3
  br label %1556

1556:                                             ; preds = %1585, %1538
  %1557 = phi i64 [ %1586, %1585 ], [ 0, %1538 ]
  %1558 = icmp slt i64 %1557, 1
  br i1 %1558, label %1559, label %1587

1559:                                             ; preds = %1556
  br label %1560

1560:                                             ; preds = %1583, %1559
  %1561 = phi i64 [ %1584, %1583 ], [ 0, %1559 ]
  %1562 = icmp slt i64 %1561, 72
  br i1 %1562, label %1563, label %1585

1563:                                             ; preds = %1560
  br label %1564

1564:                                             ; preds = %1581, %1563
  %1565 = phi i64 [ %1582, %1581 ], [ 0, %1563 ]
  %1566 = icmp slt i64 %1565, 16
  br i1 %1566, label %1567, label %1583

1567:                                             ; preds = %1564
  br label %1568

1568:                                             ; preds = %1571, %1567
  %1569 = phi i64 [ %1580, %1571 ], [ 0, %1567 ]
  %1570 = icmp slt i64 %1569, 16
  br i1 %1570, label %1571, label %1581

1571:                                             ; preds = %1568
  %1572 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1555, 1
  %1573 = mul nuw nsw i64 %1557, 18432
  %1574 = mul nuw nsw i64 %1561, 256
  %1575 = add nuw nsw i64 %1573, %1574
  %1576 = mul nuw nsw i64 %1565, 16
  %1577 = add nuw nsw i64 %1575, %1576
  %1578 = add nuw nsw i64 %1577, %1569
  %1579 = getelementptr inbounds nuw float, ptr %1572, i64 %1578
  store float 0.000000e+00, ptr %1579, align 4
  %1580 = add i64 %1569, 1
  br label %1568

1581:                                             ; preds = %1568
  %1582 = add i64 %1565, 1
  br label %1564

1583:                                             ; preds = %1564
  %1584 = add i64 %1561, 1
  br label %1560

1585:                                             ; preds = %1560
  %1586 = add i64 %1557, 1
  br label %1556

1587:                                             ; preds = %1556
  %1588 = call ptr @malloc(i64 73792)
  %1589 = ptrtoint ptr %1588 to i64
  %1590 = add i64 %1589, 63
  %1591 = urem i64 %1590, 64
  %1592 = sub i64 %1590, %1591
  %1593 = inttoptr i64 %1592 to ptr
  %1594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1588, 0
  %1595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1594, ptr %1593, 1
  %1596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1595, i64 0, 2
  %1597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1596, i64 1, 3, 0
  %1598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, i64 72, 3, 1
  %1599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1598, i64 16, 3, 2
  %1600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1599, i64 16, 3, 3
  %1601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1600, i64 18432, 4, 0
  %1602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1601, i64 256, 4, 1
  %1603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, i64 16, 4, 2
  %1604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1603, i64 1, 4, 3
  br label %1605

1605:                                             ; preds = %1643, %1587
  %1606 = phi i64 [ %1644, %1643 ], [ 0, %1587 ]
  %1607 = icmp slt i64 %1606, 1
  br i1 %1607, label %1608, label %1645

1608:                                             ; preds = %1605
  br label %1609

1609:                                             ; preds = %1641, %1608
  %1610 = phi i64 [ %1642, %1641 ], [ 0, %1608 ]
  %1611 = icmp slt i64 %1610, 72
  br i1 %1611, label %1612, label %1643

1612:                                             ; preds = %1609
  br label %1613

1613:                                             ; preds = %1639, %1612
  %1614 = phi i64 [ %1640, %1639 ], [ 0, %1612 ]
  %1615 = icmp slt i64 %1614, 16
  br i1 %1615, label %1616, label %1641

1616:                                             ; preds = %1613
  br label %1617

1617:                                             ; preds = %1620, %1616
  %1618 = phi i64 [ %1638, %1620 ], [ 0, %1616 ]
  %1619 = icmp slt i64 %1618, 16
  br i1 %1619, label %1620, label %1639

1620:                                             ; preds = %1617
  %1621 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1555, 1
  %1622 = mul nuw nsw i64 %1606, 18432
  %1623 = mul nuw nsw i64 %1610, 256
  %1624 = add nuw nsw i64 %1622, %1623
  %1625 = mul nuw nsw i64 %1614, 16
  %1626 = add nuw nsw i64 %1624, %1625
  %1627 = add nuw nsw i64 %1626, %1618
  %1628 = getelementptr inbounds nuw float, ptr %1621, i64 %1627
  %1629 = load float, ptr %1628, align 4
  %1630 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, 1
  %1631 = mul nuw nsw i64 %1606, 18432
  %1632 = mul nuw nsw i64 %1610, 256
  %1633 = add nuw nsw i64 %1631, %1632
  %1634 = mul nuw nsw i64 %1614, 16
  %1635 = add nuw nsw i64 %1633, %1634
  %1636 = add nuw nsw i64 %1635, %1618
  %1637 = getelementptr inbounds nuw float, ptr %1630, i64 %1636
  store float %1629, ptr %1637, align 4
  %1638 = add i64 %1618, 1
  br label %1617

1639:                                             ; preds = %1617
  %1640 = add i64 %1614, 1
  br label %1613

1641:                                             ; preds = %1613
  %1642 = add i64 %1610, 1
  br label %1609

1643:                                             ; preds = %1609
  %1644 = add i64 %1606, 1
  br label %1605

1645:                                             ; preds = %1605
  br label %1646

1646:                                             ; preds = %1744, %1645
  %1647 = phi i64 [ %1745, %1744 ], [ 0, %1645 ]
  %1648 = icmp slt i64 %1647, 1
  br i1 %1648, label %1649, label %1746

1649:                                             ; preds = %1646
  br label %1650

1650:                                             ; preds = %1742, %1649
  %1651 = phi i64 [ %1743, %1742 ], [ 0, %1649 ]
  %1652 = icmp slt i64 %1651, 72
  br i1 %1652, label %1653, label %1744

1653:                                             ; preds = %1650
  br label %1654

1654:                                             ; preds = %1740, %1653
  %1655 = phi i64 [ %1741, %1740 ], [ 0, %1653 ]
  %1656 = icmp slt i64 %1655, 16
  br i1 %1656, label %1657, label %1742

1657:                                             ; preds = %1654
  br label %1658

1658:                                             ; preds = %1738, %1657
  %1659 = phi i64 [ %1739, %1738 ], [ 0, %1657 ]
  %1660 = icmp slt i64 %1659, 16
  br i1 %1660, label %1661, label %1740

1661:                                             ; preds = %1658
  br label %1662

1662:                                             ; preds = %1736, %1661
  %1663 = phi i64 [ %1737, %1736 ], [ 0, %1661 ]
  %1664 = icmp slt i64 %1663, 16
  br i1 %1664, label %1665, label %1738

1665:                                             ; preds = %1662
  br label %1666

1666:                                             ; preds = %1734, %1665
  %1667 = phi i64 [ %1735, %1734 ], [ 0, %1665 ]
  %1668 = icmp slt i64 %1667, 1
  br i1 %1668, label %1669, label %1736

1669:                                             ; preds = %1666
  br label %1670

1670:                                             ; preds = %1673, %1669
  %1671 = phi i64 [ %1733, %1673 ], [ 0, %1669 ]
  %1672 = icmp slt i64 %1671, 1
  br i1 %1672, label %1673, label %1734

1673:                                             ; preds = %1670
  %1674 = add i64 %1655, %1667
  %1675 = add i64 %1659, %1671
  %1676 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1405, 1
  %1677 = mul nuw nsw i64 %1647, 4096
  %1678 = mul nuw nsw i64 %1663, 256
  %1679 = add nuw nsw i64 %1677, %1678
  %1680 = mul nuw nsw i64 %1674, 16
  %1681 = add nuw nsw i64 %1679, %1680
  %1682 = add nuw nsw i64 %1681, %1675
  %1683 = getelementptr inbounds nuw float, ptr %1676, i64 %1682
  %1684 = load float, ptr %1683, align 4
  %1685 = add nuw nsw i64 %1663, 0
  %1686 = add nuw nsw i64 %1685, 0
  %1687 = getelementptr inbounds nuw float, ptr @__constant_16xf32_141, i64 %1686
  %1688 = load float, ptr %1687, align 4
  %1689 = add nuw nsw i64 %1663, 0
  %1690 = add nuw nsw i64 %1689, 0
  %1691 = getelementptr inbounds nuw float, ptr @__constant_16xf32_140, i64 %1690
  %1692 = load float, ptr %1691, align 4
  %1693 = add nuw nsw i64 %1663, 0
  %1694 = add nuw nsw i64 %1693, 0
  %1695 = getelementptr inbounds nuw float, ptr @__constant_16xf32_139, i64 %1694
  %1696 = load float, ptr %1695, align 4
  %1697 = add nuw nsw i64 %1663, 0
  %1698 = add nuw nsw i64 %1697, 0
  %1699 = getelementptr inbounds nuw float, ptr @__constant_16xf32, i64 %1698
  %1700 = load float, ptr %1699, align 4
  %1701 = mul nuw nsw i64 %1651, 16
  %1702 = add nuw nsw i64 %1701, %1663
  %1703 = add nuw nsw i64 %1702, %1667
  %1704 = add nuw nsw i64 %1703, %1671
  %1705 = getelementptr inbounds nuw float, ptr @__constant_72x16x1x1xf32, i64 %1704
  %1706 = load float, ptr %1705, align 4
  %1707 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, 1
  %1708 = mul nuw nsw i64 %1647, 18432
  %1709 = mul nuw nsw i64 %1651, 256
  %1710 = add nuw nsw i64 %1708, %1709
  %1711 = mul nuw nsw i64 %1655, 16
  %1712 = add nuw nsw i64 %1710, %1711
  %1713 = add nuw nsw i64 %1712, %1659
  %1714 = getelementptr inbounds nuw float, ptr %1707, i64 %1713
  %1715 = load float, ptr %1714, align 4
  %1716 = fadd float %1692, 1.000000e-03
  %1717 = call float @llvm.sqrt.f32(float %1716)
  %1718 = fdiv float 1.000000e+00, %1717
  %1719 = fsub float %1684, %1688
  %1720 = fmul float %1719, %1718
  %1721 = fmul float %1720, %1696
  %1722 = fadd float %1721, %1700
  %1723 = fmul float %1722, %1706
  %1724 = fadd float %1715, %1723
  %1725 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, 1
  %1726 = mul nuw nsw i64 %1647, 18432
  %1727 = mul nuw nsw i64 %1651, 256
  %1728 = add nuw nsw i64 %1726, %1727
  %1729 = mul nuw nsw i64 %1655, 16
  %1730 = add nuw nsw i64 %1728, %1729
  %1731 = add nuw nsw i64 %1730, %1659
  %1732 = getelementptr inbounds nuw float, ptr %1725, i64 %1731
  store float %1724, ptr %1732, align 4
  %1733 = add i64 %1671, 1
  br label %1670

1734:                                             ; preds = %1670
  %1735 = add i64 %1667, 1
  br label %1666

1736:                                             ; preds = %1666
  %1737 = add i64 %1663, 1
  br label %1662

1738:                                             ; preds = %1662
  %1739 = add i64 %1659, 1
  br label %1658

1740:                                             ; preds = %1658
  %1741 = add i64 %1655, 1
  br label %1654

1742:                                             ; preds = %1654
  %1743 = add i64 %1651, 1
  br label %1650

1744:                                             ; preds = %1650
  %1745 = add i64 %1647, 1
  br label %1646

1746:                                             ; preds = %1646
  %1747 = call ptr @malloc(i64 73792)
  %1748 = ptrtoint ptr %1747 to i64
  %1749 = add i64 %1748, 63
  %1750 = urem i64 %1749, 64
  %1751 = sub i64 %1749, %1750
  %1752 = inttoptr i64 %1751 to ptr
  %1753 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1747, 0
  %1754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1753, ptr %1752, 1
  %1755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1754, i64 0, 2
  %1756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1755, i64 1, 3, 0
  %1757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1756, i64 72, 3, 1
  %1758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1757, i64 16, 3, 2
  %1759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1758, i64 16, 3, 3
  %1760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1759, i64 18432, 4, 0
  %1761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1760, i64 256, 4, 1
  %1762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1761, i64 16, 4, 2
  %1763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1762, i64 1, 4, 3
  br label %1764

1764:                                             ; preds = %1827, %1746
  %1765 = phi i64 [ %1828, %1827 ], [ 0, %1746 ]
  %1766 = icmp slt i64 %1765, 1
  br i1 %1766, label %1767, label %1829

1767:                                             ; preds = %1764
  br label %1768

1768:                                             ; preds = %1825, %1767
  %1769 = phi i64 [ %1826, %1825 ], [ 0, %1767 ]
  %1770 = icmp slt i64 %1769, 72
  br i1 %1770, label %1771, label %1827

1771:                                             ; preds = %1768
  br label %1772

1772:                                             ; preds = %1823, %1771
  %1773 = phi i64 [ %1824, %1823 ], [ 0, %1771 ]
  %1774 = icmp slt i64 %1773, 16
  br i1 %1774, label %1775, label %1825

1775:                                             ; preds = %1772
  br label %1776

1776:                                             ; preds = %1779, %1775
  %1777 = phi i64 [ %1822, %1779 ], [ 0, %1775 ]
  %1778 = icmp slt i64 %1777, 16
  br i1 %1778, label %1779, label %1823

1779:                                             ; preds = %1776
  %1780 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, 1
  %1781 = mul nuw nsw i64 %1765, 18432
  %1782 = mul nuw nsw i64 %1769, 256
  %1783 = add nuw nsw i64 %1781, %1782
  %1784 = mul nuw nsw i64 %1773, 16
  %1785 = add nuw nsw i64 %1783, %1784
  %1786 = add nuw nsw i64 %1785, %1777
  %1787 = getelementptr inbounds nuw float, ptr %1780, i64 %1786
  %1788 = load float, ptr %1787, align 4
  %1789 = add nuw nsw i64 %1769, 0
  %1790 = add nuw nsw i64 %1789, 0
  %1791 = getelementptr inbounds nuw float, ptr @__constant_72xf32_138, i64 %1790
  %1792 = load float, ptr %1791, align 4
  %1793 = add nuw nsw i64 %1769, 0
  %1794 = add nuw nsw i64 %1793, 0
  %1795 = getelementptr inbounds nuw float, ptr @__constant_72xf32_137, i64 %1794
  %1796 = load float, ptr %1795, align 4
  %1797 = add nuw nsw i64 %1769, 0
  %1798 = add nuw nsw i64 %1797, 0
  %1799 = getelementptr inbounds nuw float, ptr @__constant_72xf32_136, i64 %1798
  %1800 = load float, ptr %1799, align 4
  %1801 = add nuw nsw i64 %1769, 0
  %1802 = add nuw nsw i64 %1801, 0
  %1803 = getelementptr inbounds nuw float, ptr @__constant_72xf32_135, i64 %1802
  %1804 = load float, ptr %1803, align 4
  %1805 = fadd float %1796, 1.000000e-03
  %1806 = call float @llvm.sqrt.f32(float %1805)
  %1807 = fdiv float 1.000000e+00, %1806
  %1808 = fsub float %1788, %1792
  %1809 = fmul float %1808, %1807
  %1810 = fmul float %1809, %1800
  %1811 = fadd float %1810, %1804
  %1812 = fcmp ugt float %1811, 0.000000e+00
  %1813 = select i1 %1812, float %1811, float 0.000000e+00
  %1814 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1763, 1
  %1815 = mul nuw nsw i64 %1765, 18432
  %1816 = mul nuw nsw i64 %1769, 256
  %1817 = add nuw nsw i64 %1815, %1816
  %1818 = mul nuw nsw i64 %1773, 16
  %1819 = add nuw nsw i64 %1817, %1818
  %1820 = add nuw nsw i64 %1819, %1777
  %1821 = getelementptr inbounds nuw float, ptr %1814, i64 %1820
  store float %1813, ptr %1821, align 4
  %1822 = add i64 %1777, 1
  br label %1776

1823:                                             ; preds = %1776
  %1824 = add i64 %1773, 1
  br label %1772

1825:                                             ; preds = %1772
  %1826 = add i64 %1769, 1
  br label %1768

1827:                                             ; preds = %1768
  %1828 = add i64 %1765, 1
  br label %1764

1829:                                             ; preds = %1764
  %1830 = call ptr @malloc(i64 93376)
  %1831 = ptrtoint ptr %1830 to i64
  %1832 = add i64 %1831, 63
  %1833 = urem i64 %1832, 64
  %1834 = sub i64 %1832, %1833
  %1835 = inttoptr i64 %1834 to ptr
  %1836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1830, 0
  %1837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1836, ptr %1835, 1
  %1838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1837, i64 0, 2
  %1839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1838, i64 1, 3, 0
  %1840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1839, i64 72, 3, 1
  %1841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1840, i64 18, 3, 2
  %1842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1841, i64 18, 3, 3
  %1843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1842, i64 23328, 4, 0
  %1844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1843, i64 324, 4, 1
  %1845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1844, i64 18, 4, 2
  %1846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1845, i64 1, 4, 3
  br label %1847

1847:                                             ; preds = %1876, %1829
  %1848 = phi i64 [ %1877, %1876 ], [ 0, %1829 ]
  %1849 = icmp slt i64 %1848, 1
  br i1 %1849, label %1850, label %1878

1850:                                             ; preds = %1847
  br label %1851

1851:                                             ; preds = %1874, %1850
  %1852 = phi i64 [ %1875, %1874 ], [ 0, %1850 ]
  %1853 = icmp slt i64 %1852, 72
  br i1 %1853, label %1854, label %1876

1854:                                             ; preds = %1851
  br label %1855

1855:                                             ; preds = %1872, %1854
  %1856 = phi i64 [ %1873, %1872 ], [ 0, %1854 ]
  %1857 = icmp slt i64 %1856, 18
  br i1 %1857, label %1858, label %1874

1858:                                             ; preds = %1855
  br label %1859

1859:                                             ; preds = %1862, %1858
  %1860 = phi i64 [ %1871, %1862 ], [ 0, %1858 ]
  %1861 = icmp slt i64 %1860, 18
  br i1 %1861, label %1862, label %1872

1862:                                             ; preds = %1859
  %1863 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1846, 1
  %1864 = mul nuw nsw i64 %1848, 23328
  %1865 = mul nuw nsw i64 %1852, 324
  %1866 = add nuw nsw i64 %1864, %1865
  %1867 = mul nuw nsw i64 %1856, 18
  %1868 = add nuw nsw i64 %1866, %1867
  %1869 = add nuw nsw i64 %1868, %1860
  %1870 = getelementptr inbounds nuw float, ptr %1863, i64 %1869
  store float 0.000000e+00, ptr %1870, align 4
  %1871 = add i64 %1860, 1
  br label %1859

1872:                                             ; preds = %1859
  %1873 = add i64 %1856, 1
  br label %1855

1874:                                             ; preds = %1855
  %1875 = add i64 %1852, 1
  br label %1851

1876:                                             ; preds = %1851
  %1877 = add i64 %1848, 1
  br label %1847

1878:                                             ; preds = %1847
  %1879 = call ptr @malloc(i64 93376)
  %1880 = ptrtoint ptr %1879 to i64
  %1881 = add i64 %1880, 63
  %1882 = urem i64 %1881, 64
  %1883 = sub i64 %1881, %1882
  %1884 = inttoptr i64 %1883 to ptr
  %1885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1879, 0
  %1886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1885, ptr %1884, 1
  %1887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1886, i64 0, 2
  %1888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1887, i64 1, 3, 0
  %1889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1888, i64 72, 3, 1
  %1890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1889, i64 18, 3, 2
  %1891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1890, i64 18, 3, 3
  %1892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1891, i64 23328, 4, 0
  %1893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, i64 324, 4, 1
  %1894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1893, i64 18, 4, 2
  %1895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1894, i64 1, 4, 3
  br label %1896

1896:                                             ; preds = %1934, %1878
  %1897 = phi i64 [ %1935, %1934 ], [ 0, %1878 ]
  %1898 = icmp slt i64 %1897, 1
  br i1 %1898, label %1899, label %1936

1899:                                             ; preds = %1896
  br label %1900

1900:                                             ; preds = %1932, %1899
  %1901 = phi i64 [ %1933, %1932 ], [ 0, %1899 ]
  %1902 = icmp slt i64 %1901, 72
  br i1 %1902, label %1903, label %1934

1903:                                             ; preds = %1900
  br label %1904

1904:                                             ; preds = %1930, %1903
  %1905 = phi i64 [ %1931, %1930 ], [ 0, %1903 ]
  %1906 = icmp slt i64 %1905, 18
  br i1 %1906, label %1907, label %1932

1907:                                             ; preds = %1904
  br label %1908

1908:                                             ; preds = %1911, %1907
  %1909 = phi i64 [ %1929, %1911 ], [ 0, %1907 ]
  %1910 = icmp slt i64 %1909, 18
  br i1 %1910, label %1911, label %1930

1911:                                             ; preds = %1908
  %1912 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1846, 1
  %1913 = mul nuw nsw i64 %1897, 23328
  %1914 = mul nuw nsw i64 %1901, 324
  %1915 = add nuw nsw i64 %1913, %1914
  %1916 = mul nuw nsw i64 %1905, 18
  %1917 = add nuw nsw i64 %1915, %1916
  %1918 = add nuw nsw i64 %1917, %1909
  %1919 = getelementptr inbounds nuw float, ptr %1912, i64 %1918
  %1920 = load float, ptr %1919, align 4
  %1921 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 1
  %1922 = mul nuw nsw i64 %1897, 23328
  %1923 = mul nuw nsw i64 %1901, 324
  %1924 = add nuw nsw i64 %1922, %1923
  %1925 = mul nuw nsw i64 %1905, 18
  %1926 = add nuw nsw i64 %1924, %1925
  %1927 = add nuw nsw i64 %1926, %1909
  %1928 = getelementptr inbounds nuw float, ptr %1921, i64 %1927
  store float %1920, ptr %1928, align 4
  %1929 = add i64 %1909, 1
  br label %1908

1930:                                             ; preds = %1908
  %1931 = add i64 %1905, 1
  br label %1904

1932:                                             ; preds = %1904
  %1933 = add i64 %1901, 1
  br label %1900

1934:                                             ; preds = %1900
  %1935 = add i64 %1897, 1
  br label %1896

1936:                                             ; preds = %1896
  %1937 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 0
  %1938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 1
  %1939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1937, 0
  %1940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1939, ptr %1938, 1
  %1941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1940, i64 19, 2
  %1942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1941, i64 1, 3, 0
  %1943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1942, i64 23328, 4, 0
  %1944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, i64 72, 3, 1
  %1945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1944, i64 324, 4, 1
  %1946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1945, i64 16, 3, 2
  %1947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1946, i64 18, 4, 2
  %1948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1947, i64 16, 3, 3
  %1949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1948, i64 1, 4, 3
  br label %1950

1950:                                             ; preds = %1989, %1936
  %1951 = phi i64 [ %1990, %1989 ], [ 0, %1936 ]
  %1952 = icmp slt i64 %1951, 1
  br i1 %1952, label %1953, label %1991

1953:                                             ; preds = %1950
  br label %1954

1954:                                             ; preds = %1987, %1953
  %1955 = phi i64 [ %1988, %1987 ], [ 0, %1953 ]
  %1956 = icmp slt i64 %1955, 72
  br i1 %1956, label %1957, label %1989

1957:                                             ; preds = %1954
  br label %1958

1958:                                             ; preds = %1985, %1957
  %1959 = phi i64 [ %1986, %1985 ], [ 0, %1957 ]
  %1960 = icmp slt i64 %1959, 16
  br i1 %1960, label %1961, label %1987

1961:                                             ; preds = %1958
  br label %1962

1962:                                             ; preds = %1965, %1961
  %1963 = phi i64 [ %1984, %1965 ], [ 0, %1961 ]
  %1964 = icmp slt i64 %1963, 16
  br i1 %1964, label %1965, label %1985

1965:                                             ; preds = %1962
  %1966 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1763, 1
  %1967 = mul nuw nsw i64 %1951, 18432
  %1968 = mul nuw nsw i64 %1955, 256
  %1969 = add nuw nsw i64 %1967, %1968
  %1970 = mul nuw nsw i64 %1959, 16
  %1971 = add nuw nsw i64 %1969, %1970
  %1972 = add nuw nsw i64 %1971, %1963
  %1973 = getelementptr inbounds nuw float, ptr %1966, i64 %1972
  %1974 = load float, ptr %1973, align 4
  %1975 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1949, 1
  %1976 = getelementptr float, ptr %1975, i64 19
  %1977 = mul nuw nsw i64 %1951, 23328
  %1978 = mul nuw nsw i64 %1955, 324
  %1979 = add nuw nsw i64 %1977, %1978
  %1980 = mul nuw nsw i64 %1959, 18
  %1981 = add nuw nsw i64 %1979, %1980
  %1982 = add nuw nsw i64 %1981, %1963
  %1983 = getelementptr inbounds nuw float, ptr %1976, i64 %1982
  store float %1974, ptr %1983, align 4
  %1984 = add i64 %1963, 1
  br label %1962

1985:                                             ; preds = %1962
  %1986 = add i64 %1959, 1
  br label %1958

1987:                                             ; preds = %1958
  %1988 = add i64 %1955, 1
  br label %1954

1989:                                             ; preds = %1954
  %1990 = add i64 %1951, 1
  br label %1950

1991:                                             ; preds = %1950
  %1992 = call ptr @malloc(i64 18496)
  %1993 = ptrtoint ptr %1992 to i64
  %1994 = add i64 %1993, 63
  %1995 = urem i64 %1994, 64
  %1996 = sub i64 %1994, %1995
  %1997 = inttoptr i64 %1996 to ptr
  %1998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1992, 0
  %1999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1998, ptr %1997, 1
  %2000 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1999, i64 0, 2
  %2001 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2000, i64 1, 3, 0
  %2002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2001, i64 72, 3, 1
  %2003 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2002, i64 8, 3, 2
  %2004 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2003, i64 8, 3, 3
  %2005 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2004, i64 4608, 4, 0
  %2006 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2005, i64 64, 4, 1
  %2007 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2006, i64 8, 4, 2
  %2008 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2007, i64 1, 4, 3
  br label %2009

2009:                                             ; preds = %2038, %1991
  %2010 = phi i64 [ %2039, %2038 ], [ 0, %1991 ]
  %2011 = icmp slt i64 %2010, 1
  br i1 %2011, label %2012, label %2040

2012:                                             ; preds = %2009
  br label %2013

2013:                                             ; preds = %2036, %2012
  %2014 = phi i64 [ %2037, %2036 ], [ 0, %2012 ]
  %2015 = icmp slt i64 %2014, 72
  br i1 %2015, label %2016, label %2038

2016:                                             ; preds = %2013
  br label %2017

2017:                                             ; preds = %2034, %2016
  %2018 = phi i64 [ %2035, %2034 ], [ 0, %2016 ]
  %2019 = icmp slt i64 %2018, 8
  br i1 %2019, label %2020, label %2036

2020:                                             ; preds = %2017
  br label %2021

2021:                                             ; preds = %2024, %2020
  %2022 = phi i64 [ %2033, %2024 ], [ 0, %2020 ]
  %2023 = icmp slt i64 %2022, 8
  br i1 %2023, label %2024, label %2034

2024:                                             ; preds = %2021
  %2025 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2008, 1
  %2026 = mul nuw nsw i64 %2010, 4608
  %2027 = mul nuw nsw i64 %2014, 64
  %2028 = add nuw nsw i64 %2026, %2027
  %2029 = mul nuw nsw i64 %2018, 8
  %2030 = add nuw nsw i64 %2028, %2029
  %2031 = add nuw nsw i64 %2030, %2022
  %2032 = getelementptr inbounds nuw float, ptr %2025, i64 %2031
  store float 0.000000e+00, ptr %2032, align 4
  %2033 = add i64 %2022, 1
  br label %2021

2034:                                             ; preds = %2021
  %2035 = add i64 %2018, 1
  br label %2017

2036:                                             ; preds = %2017
  %2037 = add i64 %2014, 1
  br label %2013

2038:                                             ; preds = %2013
  %2039 = add i64 %2010, 1
  br label %2009

2040:                                             ; preds = %2009
  %2041 = call ptr @malloc(i64 18496)
  %2042 = ptrtoint ptr %2041 to i64
  %2043 = add i64 %2042, 63
  %2044 = urem i64 %2043, 64
  %2045 = sub i64 %2043, %2044
  %2046 = inttoptr i64 %2045 to ptr
  %2047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2041, 0
  %2048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2047, ptr %2046, 1
  %2049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2048, i64 0, 2
  %2050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2049, i64 1, 3, 0
  %2051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2050, i64 72, 3, 1
  %2052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2051, i64 8, 3, 2
  %2053 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2052, i64 8, 3, 3
  %2054 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2053, i64 4608, 4, 0
  %2055 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2054, i64 64, 4, 1
  %2056 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2055, i64 8, 4, 2
  %2057 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2056, i64 1, 4, 3
  br label %2058

2058:                                             ; preds = %2096, %2040
  %2059 = phi i64 [ %2097, %2096 ], [ 0, %2040 ]
  %2060 = icmp slt i64 %2059, 1
  br i1 %2060, label %2061, label %2098

2061:                                             ; preds = %2058
  br label %2062

2062:                                             ; preds = %2094, %2061
  %2063 = phi i64 [ %2095, %2094 ], [ 0, %2061 ]
  %2064 = icmp slt i64 %2063, 72
  br i1 %2064, label %2065, label %2096

2065:                                             ; preds = %2062
  br label %2066

2066:                                             ; preds = %2092, %2065
  %2067 = phi i64 [ %2093, %2092 ], [ 0, %2065 ]
  %2068 = icmp slt i64 %2067, 8
  br i1 %2068, label %2069, label %2094

2069:                                             ; preds = %2066
  br label %2070

2070:                                             ; preds = %2073, %2069
  %2071 = phi i64 [ %2091, %2073 ], [ 0, %2069 ]
  %2072 = icmp slt i64 %2071, 8
  br i1 %2072, label %2073, label %2092

2073:                                             ; preds = %2070
  %2074 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2008, 1
  %2075 = mul nuw nsw i64 %2059, 4608
  %2076 = mul nuw nsw i64 %2063, 64
  %2077 = add nuw nsw i64 %2075, %2076
  %2078 = mul nuw nsw i64 %2067, 8
  %2079 = add nuw nsw i64 %2077, %2078
  %2080 = add nuw nsw i64 %2079, %2071
  %2081 = getelementptr inbounds nuw float, ptr %2074, i64 %2080
  %2082 = load float, ptr %2081, align 4
  %2083 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2057, 1
  %2084 = mul nuw nsw i64 %2059, 4608
  %2085 = mul nuw nsw i64 %2063, 64
  %2086 = add nuw nsw i64 %2084, %2085
  %2087 = mul nuw nsw i64 %2067, 8
  %2088 = add nuw nsw i64 %2086, %2087
  %2089 = add nuw nsw i64 %2088, %2071
  %2090 = getelementptr inbounds nuw float, ptr %2083, i64 %2089
  store float %2082, ptr %2090, align 4
  %2091 = add i64 %2071, 1
  br label %2070

2092:                                             ; preds = %2070
  %2093 = add i64 %2067, 1
  br label %2066

2094:                                             ; preds = %2066
  %2095 = add i64 %2063, 1
  br label %2062

2096:                                             ; preds = %2062
  %2097 = add i64 %2059, 1
  br label %2058

2098:                                             ; preds = %2058
  br label %2099

2099:                                             ; preds = %2170, %2098
  %2100 = phi i64 [ %2171, %2170 ], [ 0, %2098 ]
  %2101 = icmp slt i64 %2100, 1
  br i1 %2101, label %2102, label %2172

2102:                                             ; preds = %2099
  br label %2103

2103:                                             ; preds = %2168, %2102
  %2104 = phi i64 [ %2169, %2168 ], [ 0, %2102 ]
  %2105 = icmp slt i64 %2104, 8
  br i1 %2105, label %2106, label %2170

2106:                                             ; preds = %2103
  br label %2107

2107:                                             ; preds = %2166, %2106
  %2108 = phi i64 [ %2167, %2166 ], [ 0, %2106 ]
  %2109 = icmp slt i64 %2108, 8
  br i1 %2109, label %2110, label %2168

2110:                                             ; preds = %2107
  br label %2111

2111:                                             ; preds = %2164, %2110
  %2112 = phi i64 [ %2165, %2164 ], [ 0, %2110 ]
  %2113 = icmp slt i64 %2112, 72
  br i1 %2113, label %2114, label %2166

2114:                                             ; preds = %2111
  br label %2115

2115:                                             ; preds = %2162, %2114
  %2116 = phi i64 [ %2163, %2162 ], [ 0, %2114 ]
  %2117 = icmp slt i64 %2116, 3
  br i1 %2117, label %2118, label %2164

2118:                                             ; preds = %2115
  br label %2119

2119:                                             ; preds = %2122, %2118
  %2120 = phi i64 [ %2161, %2122 ], [ 0, %2118 ]
  %2121 = icmp slt i64 %2120, 3
  br i1 %2121, label %2122, label %2162

2122:                                             ; preds = %2119
  %2123 = mul nsw i64 %2104, 2
  %2124 = add i64 %2123, %2116
  %2125 = mul nsw i64 %2108, 2
  %2126 = add i64 %2125, %2120
  %2127 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 1
  %2128 = mul nuw nsw i64 %2100, 23328
  %2129 = mul nuw nsw i64 %2112, 324
  %2130 = add nuw nsw i64 %2128, %2129
  %2131 = mul nuw nsw i64 %2124, 18
  %2132 = add nuw nsw i64 %2130, %2131
  %2133 = add nuw nsw i64 %2132, %2126
  %2134 = getelementptr inbounds nuw float, ptr %2127, i64 %2133
  %2135 = load float, ptr %2134, align 4
  %2136 = mul nuw nsw i64 %2112, 9
  %2137 = mul nuw nsw i64 %2116, 3
  %2138 = add nuw nsw i64 %2136, %2137
  %2139 = add nuw nsw i64 %2138, %2120
  %2140 = getelementptr inbounds nuw float, ptr @__constant_72x1x3x3xf32, i64 %2139
  %2141 = load float, ptr %2140, align 4
  %2142 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2057, 1
  %2143 = mul nuw nsw i64 %2100, 4608
  %2144 = mul nuw nsw i64 %2112, 64
  %2145 = add nuw nsw i64 %2143, %2144
  %2146 = mul nuw nsw i64 %2104, 8
  %2147 = add nuw nsw i64 %2145, %2146
  %2148 = add nuw nsw i64 %2147, %2108
  %2149 = getelementptr inbounds nuw float, ptr %2142, i64 %2148
  %2150 = load float, ptr %2149, align 4
  %2151 = fmul float %2135, %2141
  %2152 = fadd float %2150, %2151
  %2153 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2057, 1
  %2154 = mul nuw nsw i64 %2100, 4608
  %2155 = mul nuw nsw i64 %2112, 64
  %2156 = add nuw nsw i64 %2154, %2155
  %2157 = mul nuw nsw i64 %2104, 8
  %2158 = add nuw nsw i64 %2156, %2157
  %2159 = add nuw nsw i64 %2158, %2108
  %2160 = getelementptr inbounds nuw float, ptr %2153, i64 %2159
  store float %2152, ptr %2160, align 4
  %2161 = add i64 %2120, 1
  br label %2119

2162:                                             ; preds = %2119
  %2163 = add i64 %2116, 1
  br label %2115

2164:                                             ; preds = %2115
  %2165 = add i64 %2112, 1
  br label %2111

2166:                                             ; preds = %2111
  %2167 = add i64 %2108, 1
  br label %2107

2168:                                             ; preds = %2107
  %2169 = add i64 %2104, 1
  br label %2103

2170:                                             ; preds = %2103
  %2171 = add i64 %2100, 1
  br label %2099

2172:                                             ; preds = %2099
  %2173 = call ptr @malloc(i64 6208)
  %2174 = ptrtoint ptr %2173 to i64
  %2175 = add i64 %2174, 63
  %2176 = urem i64 %2175, 64
  %2177 = sub i64 %2175, %2176
  %2178 = inttoptr i64 %2177 to ptr
  %2179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2173, 0
  %2180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2179, ptr %2178, 1
  %2181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2180, i64 0, 2
  %2182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2181, i64 1, 3, 0
  %2183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2182, i64 24, 3, 1
  %2184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2183, i64 8, 3, 2
  %2185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2184, i64 8, 3, 3
  %2186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2185, i64 1536, 4, 0
  %2187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2186, i64 64, 4, 1
  %2188 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2187, i64 8, 4, 2
  %2189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2188, i64 1, 4, 3
  br label %2190

2190:                                             ; preds = %2219, %2172
  %2191 = phi i64 [ %2220, %2219 ], [ 0, %2172 ]
  %2192 = icmp slt i64 %2191, 1
  br i1 %2192, label %2193, label %2221

2193:                                             ; preds = %2190
  br label %2194

2194:                                             ; preds = %2217, %2193
  %2195 = phi i64 [ %2218, %2217 ], [ 0, %2193 ]
  %2196 = icmp slt i64 %2195, 24
  br i1 %2196, label %2197, label %2219

2197:                                             ; preds = %2194
  br label %2198

2198:                                             ; preds = %2215, %2197
  %2199 = phi i64 [ %2216, %2215 ], [ 0, %2197 ]
  %2200 = icmp slt i64 %2199, 8
  br i1 %2200, label %2201, label %2217

2201:                                             ; preds = %2198
  br label %2202

2202:                                             ; preds = %2205, %2201
  %2203 = phi i64 [ %2214, %2205 ], [ 0, %2201 ]
  %2204 = icmp slt i64 %2203, 8
  br i1 %2204, label %2205, label %2215

2205:                                             ; preds = %2202
  %2206 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2189, 1
  %2207 = mul nuw nsw i64 %2191, 1536
  %2208 = mul nuw nsw i64 %2195, 64
  %2209 = add nuw nsw i64 %2207, %2208
  %2210 = mul nuw nsw i64 %2199, 8
  %2211 = add nuw nsw i64 %2209, %2210
  %2212 = add nuw nsw i64 %2211, %2203
  %2213 = getelementptr inbounds nuw float, ptr %2206, i64 %2212
  store float 0.000000e+00, ptr %2213, align 4
  %2214 = add i64 %2203, 1
  br label %2202

2215:                                             ; preds = %2202
  %2216 = add i64 %2199, 1
  br label %2198

2217:                                             ; preds = %2198
  %2218 = add i64 %2195, 1
  br label %2194

2219:                                             ; preds = %2194
  %2220 = add i64 %2191, 1
  br label %2190

2221:                                             ; preds = %2190
  %2222 = call ptr @malloc(i64 6208)
  %2223 = ptrtoint ptr %2222 to i64
  %2224 = add i64 %2223, 63
  %2225 = urem i64 %2224, 64
  %2226 = sub i64 %2224, %2225
  %2227 = inttoptr i64 %2226 to ptr
  %2228 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2222, 0
  %2229 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2228, ptr %2227, 1
  %2230 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2229, i64 0, 2
  %2231 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2230, i64 1, 3, 0
  %2232 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2231, i64 24, 3, 1
  %2233 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2232, i64 8, 3, 2
  %2234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2233, i64 8, 3, 3
  %2235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2234, i64 1536, 4, 0
  %2236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2235, i64 64, 4, 1
  %2237 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2236, i64 8, 4, 2
  %2238 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2237, i64 1, 4, 3
  br label %2239

2239:                                             ; preds = %2277, %2221
  %2240 = phi i64 [ %2278, %2277 ], [ 0, %2221 ]
  %2241 = icmp slt i64 %2240, 1
  br i1 %2241, label %2242, label %2279

2242:                                             ; preds = %2239
  br label %2243

2243:                                             ; preds = %2275, %2242
  %2244 = phi i64 [ %2276, %2275 ], [ 0, %2242 ]
  %2245 = icmp slt i64 %2244, 24
  br i1 %2245, label %2246, label %2277

2246:                                             ; preds = %2243
  br label %2247

2247:                                             ; preds = %2273, %2246
  %2248 = phi i64 [ %2274, %2273 ], [ 0, %2246 ]
  %2249 = icmp slt i64 %2248, 8
  br i1 %2249, label %2250, label %2275

2250:                                             ; preds = %2247
  br label %2251

2251:                                             ; preds = %2254, %2250
  %2252 = phi i64 [ %2272, %2254 ], [ 0, %2250 ]
  %2253 = icmp slt i64 %2252, 8
  br i1 %2253, label %2254, label %2273

2254:                                             ; preds = %2251
  %2255 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2189, 1
  %2256 = mul nuw nsw i64 %2240, 1536
  %2257 = mul nuw nsw i64 %2244, 64
  %2258 = add nuw nsw i64 %2256, %2257
  %2259 = mul nuw nsw i64 %2248, 8
  %2260 = add nuw nsw i64 %2258, %2259
  %2261 = add nuw nsw i64 %2260, %2252
  %2262 = getelementptr inbounds nuw float, ptr %2255, i64 %2261
  %2263 = load float, ptr %2262, align 4
  %2264 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2238, 1
  %2265 = mul nuw nsw i64 %2240, 1536
  %2266 = mul nuw nsw i64 %2244, 64
  %2267 = add nuw nsw i64 %2265, %2266
  %2268 = mul nuw nsw i64 %2248, 8
  %2269 = add nuw nsw i64 %2267, %2268
  %2270 = add nuw nsw i64 %2269, %2252
  %2271 = getelementptr inbounds nuw float, ptr %2264, i64 %2270
  store float %2263, ptr %2271, align 4
  %2272 = add i64 %2252, 1
  br label %2251

2273:                                             ; preds = %2251
  %2274 = add i64 %2248, 1
  br label %2247

2275:                                             ; preds = %2247
  %2276 = add i64 %2244, 1
  br label %2243

2277:                                             ; preds = %2243
  %2278 = add i64 %2240, 1
  br label %2239

2279:                                             ; preds = %2239
  br label %2280

2280:                                             ; preds = %2380, %2279
  %2281 = phi i64 [ %2381, %2380 ], [ 0, %2279 ]
  %2282 = icmp slt i64 %2281, 1
  br i1 %2282, label %2283, label %2382

2283:                                             ; preds = %2280
  br label %2284

2284:                                             ; preds = %2378, %2283
  %2285 = phi i64 [ %2379, %2378 ], [ 0, %2283 ]
  %2286 = icmp slt i64 %2285, 24
  br i1 %2286, label %2287, label %2380

2287:                                             ; preds = %2284
  br label %2288

2288:                                             ; preds = %2376, %2287
  %2289 = phi i64 [ %2377, %2376 ], [ 0, %2287 ]
  %2290 = icmp slt i64 %2289, 8
  br i1 %2290, label %2291, label %2378

2291:                                             ; preds = %2288
  br label %2292

2292:                                             ; preds = %2374, %2291
  %2293 = phi i64 [ %2375, %2374 ], [ 0, %2291 ]
  %2294 = icmp slt i64 %2293, 8
  br i1 %2294, label %2295, label %2376

2295:                                             ; preds = %2292
  br label %2296

2296:                                             ; preds = %2372, %2295
  %2297 = phi i64 [ %2373, %2372 ], [ 0, %2295 ]
  %2298 = icmp slt i64 %2297, 72
  br i1 %2298, label %2299, label %2374

2299:                                             ; preds = %2296
  br label %2300

2300:                                             ; preds = %2370, %2299
  %2301 = phi i64 [ %2371, %2370 ], [ 0, %2299 ]
  %2302 = icmp slt i64 %2301, 1
  br i1 %2302, label %2303, label %2372

2303:                                             ; preds = %2300
  br label %2304

2304:                                             ; preds = %2307, %2303
  %2305 = phi i64 [ %2369, %2307 ], [ 0, %2303 ]
  %2306 = icmp slt i64 %2305, 1
  br i1 %2306, label %2307, label %2370

2307:                                             ; preds = %2304
  %2308 = add i64 %2289, %2301
  %2309 = add i64 %2293, %2305
  %2310 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2057, 1
  %2311 = mul nuw nsw i64 %2281, 4608
  %2312 = mul nuw nsw i64 %2297, 64
  %2313 = add nuw nsw i64 %2311, %2312
  %2314 = mul nuw nsw i64 %2308, 8
  %2315 = add nuw nsw i64 %2313, %2314
  %2316 = add nuw nsw i64 %2315, %2309
  %2317 = getelementptr inbounds nuw float, ptr %2310, i64 %2316
  %2318 = load float, ptr %2317, align 4
  %2319 = add nuw nsw i64 %2297, 0
  %2320 = add nuw nsw i64 %2319, 0
  %2321 = getelementptr inbounds nuw float, ptr @__constant_72xf32_134, i64 %2320
  %2322 = load float, ptr %2321, align 4
  %2323 = add nuw nsw i64 %2297, 0
  %2324 = add nuw nsw i64 %2323, 0
  %2325 = getelementptr inbounds nuw float, ptr @__constant_72xf32_133, i64 %2324
  %2326 = load float, ptr %2325, align 4
  %2327 = add nuw nsw i64 %2297, 0
  %2328 = add nuw nsw i64 %2327, 0
  %2329 = getelementptr inbounds nuw float, ptr @__constant_72xf32_132, i64 %2328
  %2330 = load float, ptr %2329, align 4
  %2331 = add nuw nsw i64 %2297, 0
  %2332 = add nuw nsw i64 %2331, 0
  %2333 = getelementptr inbounds nuw float, ptr @__constant_72xf32_131, i64 %2332
  %2334 = load float, ptr %2333, align 4
  %2335 = mul nuw nsw i64 %2285, 72
  %2336 = add nuw nsw i64 %2335, %2297
  %2337 = add nuw nsw i64 %2336, %2301
  %2338 = add nuw nsw i64 %2337, %2305
  %2339 = getelementptr inbounds nuw float, ptr @__constant_24x72x1x1xf32, i64 %2338
  %2340 = load float, ptr %2339, align 4
  %2341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2238, 1
  %2342 = mul nuw nsw i64 %2281, 1536
  %2343 = mul nuw nsw i64 %2285, 64
  %2344 = add nuw nsw i64 %2342, %2343
  %2345 = mul nuw nsw i64 %2289, 8
  %2346 = add nuw nsw i64 %2344, %2345
  %2347 = add nuw nsw i64 %2346, %2293
  %2348 = getelementptr inbounds nuw float, ptr %2341, i64 %2347
  %2349 = load float, ptr %2348, align 4
  %2350 = fadd float %2326, 1.000000e-03
  %2351 = call float @llvm.sqrt.f32(float %2350)
  %2352 = fdiv float 1.000000e+00, %2351
  %2353 = fsub float %2318, %2322
  %2354 = fmul float %2353, %2352
  %2355 = fmul float %2354, %2330
  %2356 = fadd float %2355, %2334
  %2357 = fcmp ugt float %2356, 0.000000e+00
  %2358 = select i1 %2357, float %2356, float 0.000000e+00
  %2359 = fmul float %2358, %2340
  %2360 = fadd float %2349, %2359
  %2361 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2238, 1
  %2362 = mul nuw nsw i64 %2281, 1536
  %2363 = mul nuw nsw i64 %2285, 64
  %2364 = add nuw nsw i64 %2362, %2363
  %2365 = mul nuw nsw i64 %2289, 8
  %2366 = add nuw nsw i64 %2364, %2365
  %2367 = add nuw nsw i64 %2366, %2293
  %2368 = getelementptr inbounds nuw float, ptr %2361, i64 %2367
  store float %2360, ptr %2368, align 4
  %2369 = add i64 %2305, 1
  br label %2304

2370:                                             ; preds = %2304
  %2371 = add i64 %2301, 1
  br label %2300

2372:                                             ; preds = %2300
  %2373 = add i64 %2297, 1
  br label %2296

2374:                                             ; preds = %2296
  %2375 = add i64 %2293, 1
  br label %2292

2376:                                             ; preds = %2292
  %2377 = add i64 %2289, 1
  br label %2288

2378:                                             ; preds = %2288
  %2379 = add i64 %2285, 1
  br label %2284

2380:                                             ; preds = %2284
  %2381 = add i64 %2281, 1
  br label %2280

2382:                                             ; preds = %2280
  %2383 = call ptr @malloc(i64 6208)
  %2384 = ptrtoint ptr %2383 to i64
  %2385 = add i64 %2384, 63
  %2386 = urem i64 %2385, 64
  %2387 = sub i64 %2385, %2386
  %2388 = inttoptr i64 %2387 to ptr
  %2389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2383, 0
  %2390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2389, ptr %2388, 1
  %2391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2390, i64 0, 2
  %2392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2391, i64 1, 3, 0
  %2393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2392, i64 24, 3, 1
  %2394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2393, i64 8, 3, 2
  %2395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2394, i64 8, 3, 3
  %2396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2395, i64 1536, 4, 0
  %2397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2396, i64 64, 4, 1
  %2398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2397, i64 8, 4, 2
  %2399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2398, i64 1, 4, 3
  br label %2400

2400:                                             ; preds = %2461, %2382
  %2401 = phi i64 [ %2462, %2461 ], [ 0, %2382 ]
  %2402 = icmp slt i64 %2401, 1
  br i1 %2402, label %2403, label %2463

2403:                                             ; preds = %2400
  br label %2404

2404:                                             ; preds = %2459, %2403
  %2405 = phi i64 [ %2460, %2459 ], [ 0, %2403 ]
  %2406 = icmp slt i64 %2405, 24
  br i1 %2406, label %2407, label %2461

2407:                                             ; preds = %2404
  br label %2408

2408:                                             ; preds = %2457, %2407
  %2409 = phi i64 [ %2458, %2457 ], [ 0, %2407 ]
  %2410 = icmp slt i64 %2409, 8
  br i1 %2410, label %2411, label %2459

2411:                                             ; preds = %2408
  br label %2412

2412:                                             ; preds = %2415, %2411
  %2413 = phi i64 [ %2456, %2415 ], [ 0, %2411 ]
  %2414 = icmp slt i64 %2413, 8
  br i1 %2414, label %2415, label %2457

2415:                                             ; preds = %2412
  %2416 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2238, 1
  %2417 = mul nuw nsw i64 %2401, 1536
  %2418 = mul nuw nsw i64 %2405, 64
  %2419 = add nuw nsw i64 %2417, %2418
  %2420 = mul nuw nsw i64 %2409, 8
  %2421 = add nuw nsw i64 %2419, %2420
  %2422 = add nuw nsw i64 %2421, %2413
  %2423 = getelementptr inbounds nuw float, ptr %2416, i64 %2422
  %2424 = load float, ptr %2423, align 4
  %2425 = add nuw nsw i64 %2405, 0
  %2426 = add nuw nsw i64 %2425, 0
  %2427 = getelementptr inbounds nuw float, ptr @__constant_24xf32_130, i64 %2426
  %2428 = load float, ptr %2427, align 4
  %2429 = add nuw nsw i64 %2405, 0
  %2430 = add nuw nsw i64 %2429, 0
  %2431 = getelementptr inbounds nuw float, ptr @__constant_24xf32_129, i64 %2430
  %2432 = load float, ptr %2431, align 4
  %2433 = add nuw nsw i64 %2405, 0
  %2434 = add nuw nsw i64 %2433, 0
  %2435 = getelementptr inbounds nuw float, ptr @__constant_24xf32_128, i64 %2434
  %2436 = load float, ptr %2435, align 4
  %2437 = add nuw nsw i64 %2405, 0
  %2438 = add nuw nsw i64 %2437, 0
  %2439 = getelementptr inbounds nuw float, ptr @__constant_24xf32_127, i64 %2438
  %2440 = load float, ptr %2439, align 4
  %2441 = fadd float %2432, 1.000000e-03
  %2442 = call float @llvm.sqrt.f32(float %2441)
  %2443 = fdiv float 1.000000e+00, %2442
  %2444 = fsub float %2424, %2428
  %2445 = fmul float %2444, %2443
  %2446 = fmul float %2445, %2436
  %2447 = fadd float %2446, %2440
  %2448 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2399, 1
  %2449 = mul nuw nsw i64 %2401, 1536
  %2450 = mul nuw nsw i64 %2405, 64
  %2451 = add nuw nsw i64 %2449, %2450
  %2452 = mul nuw nsw i64 %2409, 8
  %2453 = add nuw nsw i64 %2451, %2452
  %2454 = add nuw nsw i64 %2453, %2413
  %2455 = getelementptr inbounds nuw float, ptr %2448, i64 %2454
  store float %2447, ptr %2455, align 4
  %2456 = add i64 %2413, 1
  br label %2412

2457:                                             ; preds = %2412
  %2458 = add i64 %2409, 1
  br label %2408

2459:                                             ; preds = %2408
  %2460 = add i64 %2405, 1
  br label %2404

2461:                                             ; preds = %2404
  %2462 = add i64 %2401, 1
  br label %2400

2463:                                             ; preds = %2400
  %2464 = call ptr @malloc(i64 22592)
  %2465 = ptrtoint ptr %2464 to i64
  %2466 = add i64 %2465, 63
  %2467 = urem i64 %2466, 64
  %2468 = sub i64 %2466, %2467
  %2469 = inttoptr i64 %2468 to ptr
  %2470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2464, 0
  %2471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2470, ptr %2469, 1
  %2472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2471, i64 0, 2
  %2473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2472, i64 1, 3, 0
  %2474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2473, i64 88, 3, 1
  %2475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2474, i64 8, 3, 2
  %2476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2475, i64 8, 3, 3
  %2477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2476, i64 5632, 4, 0
  %2478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2477, i64 64, 4, 1
  %2479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2478, i64 8, 4, 2
  %2480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2479, i64 1, 4, 3
  br label %2481

2481:                                             ; preds = %2510, %2463
  %2482 = phi i64 [ %2511, %2510 ], [ 0, %2463 ]
  %2483 = icmp slt i64 %2482, 1
  br i1 %2483, label %2484, label %2512

2484:                                             ; preds = %2481
  br label %2485

2485:                                             ; preds = %2508, %2484
  %2486 = phi i64 [ %2509, %2508 ], [ 0, %2484 ]
  %2487 = icmp slt i64 %2486, 88
  br i1 %2487, label %2488, label %2510

2488:                                             ; preds = %2485
  br label %2489

2489:                                             ; preds = %2506, %2488
  %2490 = phi i64 [ %2507, %2506 ], [ 0, %2488 ]
  %2491 = icmp slt i64 %2490, 8
  br i1 %2491, label %2492, label %2508

2492:                                             ; preds = %2489
  br label %2493

2493:                                             ; preds = %2496, %2492
  %2494 = phi i64 [ %2505, %2496 ], [ 0, %2492 ]
  %2495 = icmp slt i64 %2494, 8
  br i1 %2495, label %2496, label %2506

2496:                                             ; preds = %2493
  %2497 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2480, 1
  %2498 = mul nuw nsw i64 %2482, 5632
  %2499 = mul nuw nsw i64 %2486, 64
  %2500 = add nuw nsw i64 %2498, %2499
  %2501 = mul nuw nsw i64 %2490, 8
  %2502 = add nuw nsw i64 %2500, %2501
  %2503 = add nuw nsw i64 %2502, %2494
  %2504 = getelementptr inbounds nuw float, ptr %2497, i64 %2503
  store float 0.000000e+00, ptr %2504, align 4
  %2505 = add i64 %2494, 1
  br label %2493

2506:                                             ; preds = %2493
  %2507 = add i64 %2490, 1
  br label %2489

2508:                                             ; preds = %2489
  %2509 = add i64 %2486, 1
  br label %2485

2510:                                             ; preds = %2485
  %2511 = add i64 %2482, 1
  br label %2481

2512:                                             ; preds = %2481
  %2513 = call ptr @malloc(i64 22592)
  %2514 = ptrtoint ptr %2513 to i64
  %2515 = add i64 %2514, 63
  %2516 = urem i64 %2515, 64
  %2517 = sub i64 %2515, %2516
  %2518 = inttoptr i64 %2517 to ptr
  %2519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2513, 0
  %2520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2519, ptr %2518, 1
  %2521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2520, i64 0, 2
  %2522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2521, i64 1, 3, 0
  %2523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2522, i64 88, 3, 1
  %2524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2523, i64 8, 3, 2
  %2525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2524, i64 8, 3, 3
  %2526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2525, i64 5632, 4, 0
  %2527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2526, i64 64, 4, 1
  %2528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2527, i64 8, 4, 2
  %2529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2528, i64 1, 4, 3
  br label %2530

2530:                                             ; preds = %2568, %2512
  %2531 = phi i64 [ %2569, %2568 ], [ 0, %2512 ]
  %2532 = icmp slt i64 %2531, 1
  br i1 %2532, label %2533, label %2570

2533:                                             ; preds = %2530
  br label %2534

2534:                                             ; preds = %2566, %2533
  %2535 = phi i64 [ %2567, %2566 ], [ 0, %2533 ]
  %2536 = icmp slt i64 %2535, 88
  br i1 %2536, label %2537, label %2568

2537:                                             ; preds = %2534
  br label %2538

2538:                                             ; preds = %2564, %2537
  %2539 = phi i64 [ %2565, %2564 ], [ 0, %2537 ]
  %2540 = icmp slt i64 %2539, 8
  br i1 %2540, label %2541, label %2566

2541:                                             ; preds = %2538
  br label %2542

2542:                                             ; preds = %2545, %2541
  %2543 = phi i64 [ %2563, %2545 ], [ 0, %2541 ]
  %2544 = icmp slt i64 %2543, 8
  br i1 %2544, label %2545, label %2564

2545:                                             ; preds = %2542
  %2546 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2480, 1
  %2547 = mul nuw nsw i64 %2531, 5632
  %2548 = mul nuw nsw i64 %2535, 64
  %2549 = add nuw nsw i64 %2547, %2548
  %2550 = mul nuw nsw i64 %2539, 8
  %2551 = add nuw nsw i64 %2549, %2550
  %2552 = add nuw nsw i64 %2551, %2543
  %2553 = getelementptr inbounds nuw float, ptr %2546, i64 %2552
  %2554 = load float, ptr %2553, align 4
  %2555 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2529, 1
  %2556 = mul nuw nsw i64 %2531, 5632
  %2557 = mul nuw nsw i64 %2535, 64
  %2558 = add nuw nsw i64 %2556, %2557
  %2559 = mul nuw nsw i64 %2539, 8
  %2560 = add nuw nsw i64 %2558, %2559
  %2561 = add nuw nsw i64 %2560, %2543
  %2562 = getelementptr inbounds nuw float, ptr %2555, i64 %2561
  store float %2554, ptr %2562, align 4
  %2563 = add i64 %2543, 1
  br label %2542

2564:                                             ; preds = %2542
  %2565 = add i64 %2539, 1
  br label %2538

2566:                                             ; preds = %2538
  %2567 = add i64 %2535, 1
  br label %2534

2568:                                             ; preds = %2534
  %2569 = add i64 %2531, 1
  br label %2530

2570:                                             ; preds = %2530
  br label %2571

2571:                                             ; preds = %2646, %2570
  %2572 = phi i64 [ %2647, %2646 ], [ 0, %2570 ]
  %2573 = icmp slt i64 %2572, 1
  br i1 %2573, label %2574, label %2648

2574:                                             ; preds = %2571
  br label %2575

2575:                                             ; preds = %2644, %2574
  %2576 = phi i64 [ %2645, %2644 ], [ 0, %2574 ]
  %2577 = icmp slt i64 %2576, 88
  br i1 %2577, label %2578, label %2646

2578:                                             ; preds = %2575
  br label %2579

2579:                                             ; preds = %2642, %2578
  %2580 = phi i64 [ %2643, %2642 ], [ 0, %2578 ]
  %2581 = icmp slt i64 %2580, 8
  br i1 %2581, label %2582, label %2644

2582:                                             ; preds = %2579
  br label %2583

2583:                                             ; preds = %2640, %2582
  %2584 = phi i64 [ %2641, %2640 ], [ 0, %2582 ]
  %2585 = icmp slt i64 %2584, 8
  br i1 %2585, label %2586, label %2642

2586:                                             ; preds = %2583
  br label %2587

2587:                                             ; preds = %2638, %2586
  %2588 = phi i64 [ %2639, %2638 ], [ 0, %2586 ]
  %2589 = icmp slt i64 %2588, 24
  br i1 %2589, label %2590, label %2640

2590:                                             ; preds = %2587
  br label %2591

2591:                                             ; preds = %2636, %2590
  %2592 = phi i64 [ %2637, %2636 ], [ 0, %2590 ]
  %2593 = icmp slt i64 %2592, 1
  br i1 %2593, label %2594, label %2638

2594:                                             ; preds = %2591
  br label %2595

2595:                                             ; preds = %2598, %2594
  %2596 = phi i64 [ %2635, %2598 ], [ 0, %2594 ]
  %2597 = icmp slt i64 %2596, 1
  br i1 %2597, label %2598, label %2636

2598:                                             ; preds = %2595
  %2599 = add i64 %2580, %2592
  %2600 = add i64 %2584, %2596
  %2601 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2399, 1
  %2602 = mul nuw nsw i64 %2572, 1536
  %2603 = mul nuw nsw i64 %2588, 64
  %2604 = add nuw nsw i64 %2602, %2603
  %2605 = mul nuw nsw i64 %2599, 8
  %2606 = add nuw nsw i64 %2604, %2605
  %2607 = add nuw nsw i64 %2606, %2600
  %2608 = getelementptr inbounds nuw float, ptr %2601, i64 %2607
  %2609 = load float, ptr %2608, align 4
  %2610 = mul nuw nsw i64 %2576, 24
  %2611 = add nuw nsw i64 %2610, %2588
  %2612 = add nuw nsw i64 %2611, %2592
  %2613 = add nuw nsw i64 %2612, %2596
  %2614 = getelementptr inbounds nuw float, ptr @__constant_88x24x1x1xf32, i64 %2613
  %2615 = load float, ptr %2614, align 4
  %2616 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2529, 1
  %2617 = mul nuw nsw i64 %2572, 5632
  %2618 = mul nuw nsw i64 %2576, 64
  %2619 = add nuw nsw i64 %2617, %2618
  %2620 = mul nuw nsw i64 %2580, 8
  %2621 = add nuw nsw i64 %2619, %2620
  %2622 = add nuw nsw i64 %2621, %2584
  %2623 = getelementptr inbounds nuw float, ptr %2616, i64 %2622
  %2624 = load float, ptr %2623, align 4
  %2625 = fmul float %2609, %2615
  %2626 = fadd float %2624, %2625
  %2627 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2529, 1
  %2628 = mul nuw nsw i64 %2572, 5632
  %2629 = mul nuw nsw i64 %2576, 64
  %2630 = add nuw nsw i64 %2628, %2629
  %2631 = mul nuw nsw i64 %2580, 8
  %2632 = add nuw nsw i64 %2630, %2631
  %2633 = add nuw nsw i64 %2632, %2584
  %2634 = getelementptr inbounds nuw float, ptr %2627, i64 %2633
  store float %2626, ptr %2634, align 4
  %2635 = add i64 %2596, 1
  br label %2595

2636:                                             ; preds = %2595
  %2637 = add i64 %2592, 1
  br label %2591

2638:                                             ; preds = %2591
  %2639 = add i64 %2588, 1
  br label %2587

2640:                                             ; preds = %2587
  %2641 = add i64 %2584, 1
  br label %2583

2642:                                             ; preds = %2583
  %2643 = add i64 %2580, 1
  br label %2579

2644:                                             ; preds = %2579
  %2645 = add i64 %2576, 1
  br label %2575

2646:                                             ; preds = %2575
  %2647 = add i64 %2572, 1
  br label %2571

2648:                                             ; preds = %2571
  %2649 = call ptr @malloc(i64 22592)
  %2650 = ptrtoint ptr %2649 to i64
  %2651 = add i64 %2650, 63
  %2652 = urem i64 %2651, 64
  %2653 = sub i64 %2651, %2652
  %2654 = inttoptr i64 %2653 to ptr
  %2655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2649, 0
  %2656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2655, ptr %2654, 1
  %2657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2656, i64 0, 2
  %2658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2657, i64 1, 3, 0
  %2659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2658, i64 88, 3, 1
  %2660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2659, i64 8, 3, 2
  %2661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2660, i64 8, 3, 3
  %2662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2661, i64 5632, 4, 0
  %2663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2662, i64 64, 4, 1
  %2664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2663, i64 8, 4, 2
  %2665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2664, i64 1, 4, 3
  br label %2666

2666:                                             ; preds = %2729, %2648
  %2667 = phi i64 [ %2730, %2729 ], [ 0, %2648 ]
  %2668 = icmp slt i64 %2667, 1
  br i1 %2668, label %2669, label %2731

2669:                                             ; preds = %2666
  br label %2670

2670:                                             ; preds = %2727, %2669
  %2671 = phi i64 [ %2728, %2727 ], [ 0, %2669 ]
  %2672 = icmp slt i64 %2671, 88
  br i1 %2672, label %2673, label %2729

2673:                                             ; preds = %2670
  br label %2674

2674:                                             ; preds = %2725, %2673
  %2675 = phi i64 [ %2726, %2725 ], [ 0, %2673 ]
  %2676 = icmp slt i64 %2675, 8
  br i1 %2676, label %2677, label %2727

2677:                                             ; preds = %2674
  br label %2678

2678:                                             ; preds = %2681, %2677
  %2679 = phi i64 [ %2724, %2681 ], [ 0, %2677 ]
  %2680 = icmp slt i64 %2679, 8
  br i1 %2680, label %2681, label %2725

2681:                                             ; preds = %2678
  %2682 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2529, 1
  %2683 = mul nuw nsw i64 %2667, 5632
  %2684 = mul nuw nsw i64 %2671, 64
  %2685 = add nuw nsw i64 %2683, %2684
  %2686 = mul nuw nsw i64 %2675, 8
  %2687 = add nuw nsw i64 %2685, %2686
  %2688 = add nuw nsw i64 %2687, %2679
  %2689 = getelementptr inbounds nuw float, ptr %2682, i64 %2688
  %2690 = load float, ptr %2689, align 4
  %2691 = add nuw nsw i64 %2671, 0
  %2692 = add nuw nsw i64 %2691, 0
  %2693 = getelementptr inbounds nuw float, ptr @__constant_88xf32_126, i64 %2692
  %2694 = load float, ptr %2693, align 4
  %2695 = add nuw nsw i64 %2671, 0
  %2696 = add nuw nsw i64 %2695, 0
  %2697 = getelementptr inbounds nuw float, ptr @__constant_88xf32_125, i64 %2696
  %2698 = load float, ptr %2697, align 4
  %2699 = add nuw nsw i64 %2671, 0
  %2700 = add nuw nsw i64 %2699, 0
  %2701 = getelementptr inbounds nuw float, ptr @__constant_88xf32_124, i64 %2700
  %2702 = load float, ptr %2701, align 4
  %2703 = add nuw nsw i64 %2671, 0
  %2704 = add nuw nsw i64 %2703, 0
  %2705 = getelementptr inbounds nuw float, ptr @__constant_88xf32_123, i64 %2704
  %2706 = load float, ptr %2705, align 4
  %2707 = fadd float %2698, 1.000000e-03
  %2708 = call float @llvm.sqrt.f32(float %2707)
  %2709 = fdiv float 1.000000e+00, %2708
  %2710 = fsub float %2690, %2694
  %2711 = fmul float %2710, %2709
  %2712 = fmul float %2711, %2702
  %2713 = fadd float %2712, %2706
  %2714 = fcmp ugt float %2713, 0.000000e+00
  %2715 = select i1 %2714, float %2713, float 0.000000e+00
  %2716 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2665, 1
  %2717 = mul nuw nsw i64 %2667, 5632
  %2718 = mul nuw nsw i64 %2671, 64
  %2719 = add nuw nsw i64 %2717, %2718
  %2720 = mul nuw nsw i64 %2675, 8
  %2721 = add nuw nsw i64 %2719, %2720
  %2722 = add nuw nsw i64 %2721, %2679
  %2723 = getelementptr inbounds nuw float, ptr %2716, i64 %2722
  store float %2715, ptr %2723, align 4
  %2724 = add i64 %2679, 1
  br label %2678

2725:                                             ; preds = %2678
  %2726 = add i64 %2675, 1
  br label %2674

2727:                                             ; preds = %2674
  %2728 = add i64 %2671, 1
  br label %2670

2729:                                             ; preds = %2670
  %2730 = add i64 %2667, 1
  br label %2666

2731:                                             ; preds = %2666
  %2732 = call ptr @malloc(i64 35264)
  %2733 = ptrtoint ptr %2732 to i64
  %2734 = add i64 %2733, 63
  %2735 = urem i64 %2734, 64
  %2736 = sub i64 %2734, %2735
  %2737 = inttoptr i64 %2736 to ptr
  %2738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2732, 0
  %2739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2738, ptr %2737, 1
  %2740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2739, i64 0, 2
  %2741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2740, i64 1, 3, 0
  %2742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2741, i64 88, 3, 1
  %2743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2742, i64 10, 3, 2
  %2744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2743, i64 10, 3, 3
  %2745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2744, i64 8800, 4, 0
  %2746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, i64 100, 4, 1
  %2747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2746, i64 10, 4, 2
  %2748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2747, i64 1, 4, 3
  br label %2749

2749:                                             ; preds = %2778, %2731
  %2750 = phi i64 [ %2779, %2778 ], [ 0, %2731 ]
  %2751 = icmp slt i64 %2750, 1
  br i1 %2751, label %2752, label %2780

2752:                                             ; preds = %2749
  br label %2753

2753:                                             ; preds = %2776, %2752
  %2754 = phi i64 [ %2777, %2776 ], [ 0, %2752 ]
  %2755 = icmp slt i64 %2754, 88
  br i1 %2755, label %2756, label %2778

2756:                                             ; preds = %2753
  br label %2757

2757:                                             ; preds = %2774, %2756
  %2758 = phi i64 [ %2775, %2774 ], [ 0, %2756 ]
  %2759 = icmp slt i64 %2758, 10
  br i1 %2759, label %2760, label %2776

2760:                                             ; preds = %2757
  br label %2761

2761:                                             ; preds = %2764, %2760
  %2762 = phi i64 [ %2773, %2764 ], [ 0, %2760 ]
  %2763 = icmp slt i64 %2762, 10
  br i1 %2763, label %2764, label %2774

2764:                                             ; preds = %2761
  %2765 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2748, 1
  %2766 = mul nuw nsw i64 %2750, 8800
  %2767 = mul nuw nsw i64 %2754, 100
  %2768 = add nuw nsw i64 %2766, %2767
  %2769 = mul nuw nsw i64 %2758, 10
  %2770 = add nuw nsw i64 %2768, %2769
  %2771 = add nuw nsw i64 %2770, %2762
  %2772 = getelementptr inbounds nuw float, ptr %2765, i64 %2771
  store float 0.000000e+00, ptr %2772, align 4
  %2773 = add i64 %2762, 1
  br label %2761

2774:                                             ; preds = %2761
  %2775 = add i64 %2758, 1
  br label %2757

2776:                                             ; preds = %2757
  %2777 = add i64 %2754, 1
  br label %2753

2778:                                             ; preds = %2753
  %2779 = add i64 %2750, 1
  br label %2749

2780:                                             ; preds = %2749
  %2781 = call ptr @malloc(i64 35264)
  %2782 = ptrtoint ptr %2781 to i64
  %2783 = add i64 %2782, 63
  %2784 = urem i64 %2783, 64
  %2785 = sub i64 %2783, %2784
  %2786 = inttoptr i64 %2785 to ptr
  %2787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2781, 0
  %2788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2787, ptr %2786, 1
  %2789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2788, i64 0, 2
  %2790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2789, i64 1, 3, 0
  %2791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2790, i64 88, 3, 1
  %2792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2791, i64 10, 3, 2
  %2793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2792, i64 10, 3, 3
  %2794 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2793, i64 8800, 4, 0
  %2795 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2794, i64 100, 4, 1
  %2796 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2795, i64 10, 4, 2
  %2797 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2796, i64 1, 4, 3
  br label %2798

2798:                                             ; preds = %2836, %2780
  %2799 = phi i64 [ %2837, %2836 ], [ 0, %2780 ]
  %2800 = icmp slt i64 %2799, 1
  br i1 %2800, label %2801, label %2838

2801:                                             ; preds = %2798
  br label %2802

2802:                                             ; preds = %2834, %2801
  %2803 = phi i64 [ %2835, %2834 ], [ 0, %2801 ]
  %2804 = icmp slt i64 %2803, 88
  br i1 %2804, label %2805, label %2836

2805:                                             ; preds = %2802
  br label %2806

2806:                                             ; preds = %2832, %2805
  %2807 = phi i64 [ %2833, %2832 ], [ 0, %2805 ]
  %2808 = icmp slt i64 %2807, 10
  br i1 %2808, label %2809, label %2834

2809:                                             ; preds = %2806
  br label %2810

2810:                                             ; preds = %2813, %2809
  %2811 = phi i64 [ %2831, %2813 ], [ 0, %2809 ]
  %2812 = icmp slt i64 %2811, 10
  br i1 %2812, label %2813, label %2832

2813:                                             ; preds = %2810
  %2814 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2748, 1
  %2815 = mul nuw nsw i64 %2799, 8800
  %2816 = mul nuw nsw i64 %2803, 100
  %2817 = add nuw nsw i64 %2815, %2816
  %2818 = mul nuw nsw i64 %2807, 10
  %2819 = add nuw nsw i64 %2817, %2818
  %2820 = add nuw nsw i64 %2819, %2811
  %2821 = getelementptr inbounds nuw float, ptr %2814, i64 %2820
  %2822 = load float, ptr %2821, align 4
  %2823 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2797, 1
  %2824 = mul nuw nsw i64 %2799, 8800
  %2825 = mul nuw nsw i64 %2803, 100
  %2826 = add nuw nsw i64 %2824, %2825
  %2827 = mul nuw nsw i64 %2807, 10
  %2828 = add nuw nsw i64 %2826, %2827
  %2829 = add nuw nsw i64 %2828, %2811
  %2830 = getelementptr inbounds nuw float, ptr %2823, i64 %2829
  store float %2822, ptr %2830, align 4
  %2831 = add i64 %2811, 1
  br label %2810

2832:                                             ; preds = %2810
  %2833 = add i64 %2807, 1
  br label %2806

2834:                                             ; preds = %2806
  %2835 = add i64 %2803, 1
  br label %2802

2836:                                             ; preds = %2802
  %2837 = add i64 %2799, 1
  br label %2798

2838:                                             ; preds = %2798
  %2839 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2797, 0
  %2840 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2797, 1
  %2841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2839, 0
  %2842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2841, ptr %2840, 1
  %2843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2842, i64 11, 2
  %2844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2843, i64 1, 3, 0
  %2845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2844, i64 8800, 4, 0
  %2846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2845, i64 88, 3, 1
  %2847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2846, i64 100, 4, 1
  %2848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2847, i64 8, 3, 2
  %2849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2848, i64 10, 4, 2
  %2850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2849, i64 8, 3, 3
  %2851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2850, i64 1, 4, 3
  br label %2852

2852:                                             ; preds = %2891, %2838
  %2853 = phi i64 [ %2892, %2891 ], [ 0, %2838 ]
  %2854 = icmp slt i64 %2853, 1
  br i1 %2854, label %2855, label %2893

2855:                                             ; preds = %2852
  br label %2856

2856:                                             ; preds = %2889, %2855
  %2857 = phi i64 [ %2890, %2889 ], [ 0, %2855 ]
  %2858 = icmp slt i64 %2857, 88
  br i1 %2858, label %2859, label %2891

2859:                                             ; preds = %2856
  br label %2860

2860:                                             ; preds = %2887, %2859
  %2861 = phi i64 [ %2888, %2887 ], [ 0, %2859 ]
  %2862 = icmp slt i64 %2861, 8
  br i1 %2862, label %2863, label %2889

2863:                                             ; preds = %2860
  br label %2864

2864:                                             ; preds = %2867, %2863
  %2865 = phi i64 [ %2886, %2867 ], [ 0, %2863 ]
  %2866 = icmp slt i64 %2865, 8
  br i1 %2866, label %2867, label %2887

2867:                                             ; preds = %2864
  %2868 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2665, 1
  %2869 = mul nuw nsw i64 %2853, 5632
  %2870 = mul nuw nsw i64 %2857, 64
  %2871 = add nuw nsw i64 %2869, %2870
  %2872 = mul nuw nsw i64 %2861, 8
  %2873 = add nuw nsw i64 %2871, %2872
  %2874 = add nuw nsw i64 %2873, %2865
  %2875 = getelementptr inbounds nuw float, ptr %2868, i64 %2874
  %2876 = load float, ptr %2875, align 4
  %2877 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2851, 1
  %2878 = getelementptr float, ptr %2877, i64 11
  %2879 = mul nuw nsw i64 %2853, 8800
  %2880 = mul nuw nsw i64 %2857, 100
  %2881 = add nuw nsw i64 %2879, %2880
  %2882 = mul nuw nsw i64 %2861, 10
  %2883 = add nuw nsw i64 %2881, %2882
  %2884 = add nuw nsw i64 %2883, %2865
  %2885 = getelementptr inbounds nuw float, ptr %2878, i64 %2884
  store float %2876, ptr %2885, align 4
  %2886 = add i64 %2865, 1
  br label %2864

2887:                                             ; preds = %2864
  %2888 = add i64 %2861, 1
  br label %2860

2889:                                             ; preds = %2860
  %2890 = add i64 %2857, 1
  br label %2856

2891:                                             ; preds = %2856
  %2892 = add i64 %2853, 1
  br label %2852

2893:                                             ; preds = %2852
  %2894 = call ptr @malloc(i64 22592)
  %2895 = ptrtoint ptr %2894 to i64
  %2896 = add i64 %2895, 63
  %2897 = urem i64 %2896, 64
  %2898 = sub i64 %2896, %2897
  %2899 = inttoptr i64 %2898 to ptr
  %2900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2894, 0
  %2901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2900, ptr %2899, 1
  %2902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2901, i64 0, 2
  %2903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2902, i64 1, 3, 0
  %2904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2903, i64 88, 3, 1
  %2905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2904, i64 8, 3, 2
  %2906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2905, i64 8, 3, 3
  %2907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2906, i64 5632, 4, 0
  %2908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2907, i64 64, 4, 1
  %2909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2908, i64 8, 4, 2
  %2910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2909, i64 1, 4, 3
  br label %2911

2911:                                             ; preds = %2949, %2893
  %2912 = phi i64 [ %2950, %2949 ], [ 0, %2893 ]
  %2913 = icmp slt i64 %2912, 1
  br i1 %2913, label %2914, label %2951

2914:                                             ; preds = %2911
  br label %2915

2915:                                             ; preds = %2947, %2914
  %2916 = phi i64 [ %2948, %2947 ], [ 0, %2914 ]
  %2917 = icmp slt i64 %2916, 88
  br i1 %2917, label %2918, label %2949

2918:                                             ; preds = %2915
  br label %2919

2919:                                             ; preds = %2945, %2918
  %2920 = phi i64 [ %2946, %2945 ], [ 0, %2918 ]
  %2921 = icmp slt i64 %2920, 8
  br i1 %2921, label %2922, label %2947

2922:                                             ; preds = %2919
  br label %2923

2923:                                             ; preds = %2926, %2922
  %2924 = phi i64 [ %2944, %2926 ], [ 0, %2922 ]
  %2925 = icmp slt i64 %2924, 8
  br i1 %2925, label %2926, label %2945

2926:                                             ; preds = %2923
  %2927 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2480, 1
  %2928 = mul nuw nsw i64 %2912, 5632
  %2929 = mul nuw nsw i64 %2916, 64
  %2930 = add nuw nsw i64 %2928, %2929
  %2931 = mul nuw nsw i64 %2920, 8
  %2932 = add nuw nsw i64 %2930, %2931
  %2933 = add nuw nsw i64 %2932, %2924
  %2934 = getelementptr inbounds nuw float, ptr %2927, i64 %2933
  %2935 = load float, ptr %2934, align 4
  %2936 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2910, 1
  %2937 = mul nuw nsw i64 %2912, 5632
  %2938 = mul nuw nsw i64 %2916, 64
  %2939 = add nuw nsw i64 %2937, %2938
  %2940 = mul nuw nsw i64 %2920, 8
  %2941 = add nuw nsw i64 %2939, %2940
  %2942 = add nuw nsw i64 %2941, %2924
  %2943 = getelementptr inbounds nuw float, ptr %2936, i64 %2942
  store float %2935, ptr %2943, align 4
  %2944 = add i64 %2924, 1
  br label %2923

2945:                                             ; preds = %2923
  %2946 = add i64 %2920, 1
  br label %2919

2947:                                             ; preds = %2919
  %2948 = add i64 %2916, 1
  br label %2915

2949:                                             ; preds = %2915
  %2950 = add i64 %2912, 1
  br label %2911

2951:                                             ; preds = %2911
  br label %2952

2952:                                             ; preds = %3021, %2951
  %2953 = phi i64 [ %3022, %3021 ], [ 0, %2951 ]
  %2954 = icmp slt i64 %2953, 1
  br i1 %2954, label %2955, label %3023

2955:                                             ; preds = %2952
  br label %2956

2956:                                             ; preds = %3019, %2955
  %2957 = phi i64 [ %3020, %3019 ], [ 0, %2955 ]
  %2958 = icmp slt i64 %2957, 8
  br i1 %2958, label %2959, label %3021

2959:                                             ; preds = %2956
  br label %2960

2960:                                             ; preds = %3017, %2959
  %2961 = phi i64 [ %3018, %3017 ], [ 0, %2959 ]
  %2962 = icmp slt i64 %2961, 8
  br i1 %2962, label %2963, label %3019

2963:                                             ; preds = %2960
  br label %2964

2964:                                             ; preds = %3015, %2963
  %2965 = phi i64 [ %3016, %3015 ], [ 0, %2963 ]
  %2966 = icmp slt i64 %2965, 88
  br i1 %2966, label %2967, label %3017

2967:                                             ; preds = %2964
  br label %2968

2968:                                             ; preds = %3013, %2967
  %2969 = phi i64 [ %3014, %3013 ], [ 0, %2967 ]
  %2970 = icmp slt i64 %2969, 3
  br i1 %2970, label %2971, label %3015

2971:                                             ; preds = %2968
  br label %2972

2972:                                             ; preds = %2975, %2971
  %2973 = phi i64 [ %3012, %2975 ], [ 0, %2971 ]
  %2974 = icmp slt i64 %2973, 3
  br i1 %2974, label %2975, label %3013

2975:                                             ; preds = %2972
  %2976 = add i64 %2957, %2969
  %2977 = add i64 %2961, %2973
  %2978 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2797, 1
  %2979 = mul nuw nsw i64 %2953, 8800
  %2980 = mul nuw nsw i64 %2965, 100
  %2981 = add nuw nsw i64 %2979, %2980
  %2982 = mul nuw nsw i64 %2976, 10
  %2983 = add nuw nsw i64 %2981, %2982
  %2984 = add nuw nsw i64 %2983, %2977
  %2985 = getelementptr inbounds nuw float, ptr %2978, i64 %2984
  %2986 = load float, ptr %2985, align 4
  %2987 = mul nuw nsw i64 %2965, 9
  %2988 = mul nuw nsw i64 %2969, 3
  %2989 = add nuw nsw i64 %2987, %2988
  %2990 = add nuw nsw i64 %2989, %2973
  %2991 = getelementptr inbounds nuw float, ptr @__constant_88x1x3x3xf32, i64 %2990
  %2992 = load float, ptr %2991, align 4
  %2993 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2910, 1
  %2994 = mul nuw nsw i64 %2953, 5632
  %2995 = mul nuw nsw i64 %2965, 64
  %2996 = add nuw nsw i64 %2994, %2995
  %2997 = mul nuw nsw i64 %2957, 8
  %2998 = add nuw nsw i64 %2996, %2997
  %2999 = add nuw nsw i64 %2998, %2961
  %3000 = getelementptr inbounds nuw float, ptr %2993, i64 %2999
  %3001 = load float, ptr %3000, align 4
  %3002 = fmul float %2986, %2992
  %3003 = fadd float %3001, %3002
  %3004 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2910, 1
  %3005 = mul nuw nsw i64 %2953, 5632
  %3006 = mul nuw nsw i64 %2965, 64
  %3007 = add nuw nsw i64 %3005, %3006
  %3008 = mul nuw nsw i64 %2957, 8
  %3009 = add nuw nsw i64 %3007, %3008
  %3010 = add nuw nsw i64 %3009, %2961
  %3011 = getelementptr inbounds nuw float, ptr %3004, i64 %3010
  store float %3003, ptr %3011, align 4
  %3012 = add i64 %2973, 1
  br label %2972

3013:                                             ; preds = %2972
  %3014 = add i64 %2969, 1
  br label %2968

3015:                                             ; preds = %2968
  %3016 = add i64 %2965, 1
  br label %2964

3017:                                             ; preds = %2964
  %3018 = add i64 %2961, 1
  br label %2960

3019:                                             ; preds = %2960
  %3020 = add i64 %2957, 1
  br label %2956

3021:                                             ; preds = %2956
  %3022 = add i64 %2953, 1
  br label %2952

3023:                                             ; preds = %2952
  %3024 = call ptr @malloc(i64 6208)
  %3025 = ptrtoint ptr %3024 to i64
  %3026 = add i64 %3025, 63
  %3027 = urem i64 %3026, 64
  %3028 = sub i64 %3026, %3027
  %3029 = inttoptr i64 %3028 to ptr
  %3030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3024, 0
  %3031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, ptr %3029, 1
  %3032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3031, i64 0, 2
  %3033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3032, i64 1, 3, 0
  %3034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, i64 24, 3, 1
  %3035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3034, i64 8, 3, 2
  %3036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3035, i64 8, 3, 3
  %3037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3036, i64 1536, 4, 0
  %3038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3037, i64 64, 4, 1
  %3039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3038, i64 8, 4, 2
  %3040 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3039, i64 1, 4, 3
  br label %3041

3041:                                             ; preds = %3079, %3023
  %3042 = phi i64 [ %3080, %3079 ], [ 0, %3023 ]
  %3043 = icmp slt i64 %3042, 1
  br i1 %3043, label %3044, label %3081

3044:                                             ; preds = %3041
  br label %3045

3045:                                             ; preds = %3077, %3044
  %3046 = phi i64 [ %3078, %3077 ], [ 0, %3044 ]
  %3047 = icmp slt i64 %3046, 24
  br i1 %3047, label %3048, label %3079

3048:                                             ; preds = %3045
  br label %3049

3049:                                             ; preds = %3075, %3048
  %3050 = phi i64 [ %3076, %3075 ], [ 0, %3048 ]
  %3051 = icmp slt i64 %3050, 8
  br i1 %3051, label %3052, label %3077

3052:                                             ; preds = %3049
  br label %3053

3053:                                             ; preds = %3056, %3052
  %3054 = phi i64 [ %3074, %3056 ], [ 0, %3052 ]
  %3055 = icmp slt i64 %3054, 8
  br i1 %3055, label %3056, label %3075

3056:                                             ; preds = %3053
  %3057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2189, 1
  %3058 = mul nuw nsw i64 %3042, 1536
  %3059 = mul nuw nsw i64 %3046, 64
  %3060 = add nuw nsw i64 %3058, %3059
  %3061 = mul nuw nsw i64 %3050, 8
  %3062 = add nuw nsw i64 %3060, %3061
  %3063 = add nuw nsw i64 %3062, %3054
  %3064 = getelementptr inbounds nuw float, ptr %3057, i64 %3063
  %3065 = load float, ptr %3064, align 4
  %3066 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3067 = mul nuw nsw i64 %3042, 1536
  %3068 = mul nuw nsw i64 %3046, 64
  %3069 = add nuw nsw i64 %3067, %3068
  %3070 = mul nuw nsw i64 %3050, 8
  %3071 = add nuw nsw i64 %3069, %3070
  %3072 = add nuw nsw i64 %3071, %3054
  %3073 = getelementptr inbounds nuw float, ptr %3066, i64 %3072
  store float %3065, ptr %3073, align 4
  %3074 = add i64 %3054, 1
  br label %3053

3075:                                             ; preds = %3053
  %3076 = add i64 %3050, 1
  br label %3049

3077:                                             ; preds = %3049
  %3078 = add i64 %3046, 1
  br label %3045

3079:                                             ; preds = %3045
  %3080 = add i64 %3042, 1
  br label %3041

3081:                                             ; preds = %3041
  br label %3082

3082:                                             ; preds = %3182, %3081
  %3083 = phi i64 [ %3183, %3182 ], [ 0, %3081 ]
  %3084 = icmp slt i64 %3083, 1
  br i1 %3084, label %3085, label %3184

3085:                                             ; preds = %3082
  br label %3086

3086:                                             ; preds = %3180, %3085
  %3087 = phi i64 [ %3181, %3180 ], [ 0, %3085 ]
  %3088 = icmp slt i64 %3087, 24
  br i1 %3088, label %3089, label %3182

3089:                                             ; preds = %3086
  br label %3090

3090:                                             ; preds = %3178, %3089
  %3091 = phi i64 [ %3179, %3178 ], [ 0, %3089 ]
  %3092 = icmp slt i64 %3091, 8
  br i1 %3092, label %3093, label %3180

3093:                                             ; preds = %3090
  br label %3094

3094:                                             ; preds = %3176, %3093
  %3095 = phi i64 [ %3177, %3176 ], [ 0, %3093 ]
  %3096 = icmp slt i64 %3095, 8
  br i1 %3096, label %3097, label %3178

3097:                                             ; preds = %3094
  br label %3098

3098:                                             ; preds = %3174, %3097
  %3099 = phi i64 [ %3175, %3174 ], [ 0, %3097 ]
  %3100 = icmp slt i64 %3099, 88
  br i1 %3100, label %3101, label %3176

3101:                                             ; preds = %3098
  br label %3102

3102:                                             ; preds = %3172, %3101
  %3103 = phi i64 [ %3173, %3172 ], [ 0, %3101 ]
  %3104 = icmp slt i64 %3103, 1
  br i1 %3104, label %3105, label %3174

3105:                                             ; preds = %3102
  br label %3106

3106:                                             ; preds = %3109, %3105
  %3107 = phi i64 [ %3171, %3109 ], [ 0, %3105 ]
  %3108 = icmp slt i64 %3107, 1
  br i1 %3108, label %3109, label %3172

3109:                                             ; preds = %3106
  %3110 = add i64 %3091, %3103
  %3111 = add i64 %3095, %3107
  %3112 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2910, 1
  %3113 = mul nuw nsw i64 %3083, 5632
  %3114 = mul nuw nsw i64 %3099, 64
  %3115 = add nuw nsw i64 %3113, %3114
  %3116 = mul nuw nsw i64 %3110, 8
  %3117 = add nuw nsw i64 %3115, %3116
  %3118 = add nuw nsw i64 %3117, %3111
  %3119 = getelementptr inbounds nuw float, ptr %3112, i64 %3118
  %3120 = load float, ptr %3119, align 4
  %3121 = add nuw nsw i64 %3099, 0
  %3122 = add nuw nsw i64 %3121, 0
  %3123 = getelementptr inbounds nuw float, ptr @__constant_88xf32_122, i64 %3122
  %3124 = load float, ptr %3123, align 4
  %3125 = add nuw nsw i64 %3099, 0
  %3126 = add nuw nsw i64 %3125, 0
  %3127 = getelementptr inbounds nuw float, ptr @__constant_88xf32_121, i64 %3126
  %3128 = load float, ptr %3127, align 4
  %3129 = add nuw nsw i64 %3099, 0
  %3130 = add nuw nsw i64 %3129, 0
  %3131 = getelementptr inbounds nuw float, ptr @__constant_88xf32_120, i64 %3130
  %3132 = load float, ptr %3131, align 4
  %3133 = add nuw nsw i64 %3099, 0
  %3134 = add nuw nsw i64 %3133, 0
  %3135 = getelementptr inbounds nuw float, ptr @__constant_88xf32, i64 %3134
  %3136 = load float, ptr %3135, align 4
  %3137 = mul nuw nsw i64 %3087, 88
  %3138 = add nuw nsw i64 %3137, %3099
  %3139 = add nuw nsw i64 %3138, %3103
  %3140 = add nuw nsw i64 %3139, %3107
  %3141 = getelementptr inbounds nuw float, ptr @__constant_24x88x1x1xf32, i64 %3140
  %3142 = load float, ptr %3141, align 4
  %3143 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3144 = mul nuw nsw i64 %3083, 1536
  %3145 = mul nuw nsw i64 %3087, 64
  %3146 = add nuw nsw i64 %3144, %3145
  %3147 = mul nuw nsw i64 %3091, 8
  %3148 = add nuw nsw i64 %3146, %3147
  %3149 = add nuw nsw i64 %3148, %3095
  %3150 = getelementptr inbounds nuw float, ptr %3143, i64 %3149
  %3151 = load float, ptr %3150, align 4
  %3152 = fadd float %3128, 1.000000e-03
  %3153 = call float @llvm.sqrt.f32(float %3152)
  %3154 = fdiv float 1.000000e+00, %3153
  %3155 = fsub float %3120, %3124
  %3156 = fmul float %3155, %3154
  %3157 = fmul float %3156, %3132
  %3158 = fadd float %3157, %3136
  %3159 = fcmp ugt float %3158, 0.000000e+00
  %3160 = select i1 %3159, float %3158, float 0.000000e+00
  %3161 = fmul float %3160, %3142
  %3162 = fadd float %3151, %3161
  %3163 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3164 = mul nuw nsw i64 %3083, 1536
  %3165 = mul nuw nsw i64 %3087, 64
  %3166 = add nuw nsw i64 %3164, %3165
  %3167 = mul nuw nsw i64 %3091, 8
  %3168 = add nuw nsw i64 %3166, %3167
  %3169 = add nuw nsw i64 %3168, %3095
  %3170 = getelementptr inbounds nuw float, ptr %3163, i64 %3169
  store float %3162, ptr %3170, align 4
  %3171 = add i64 %3107, 1
  br label %3106

3172:                                             ; preds = %3106
  %3173 = add i64 %3103, 1
  br label %3102

3174:                                             ; preds = %3102
  %3175 = add i64 %3099, 1
  br label %3098

3176:                                             ; preds = %3098
  %3177 = add i64 %3095, 1
  br label %3094

3178:                                             ; preds = %3094
  %3179 = add i64 %3091, 1
  br label %3090

3180:                                             ; preds = %3090
  %3181 = add i64 %3087, 1
  br label %3086

3182:                                             ; preds = %3086
  %3183 = add i64 %3083, 1
  br label %3082

3184:                                             ; preds = %3082
  %3185 = call ptr @malloc(i64 24640)
  %3186 = ptrtoint ptr %3185 to i64
  %3187 = add i64 %3186, 63
  %3188 = urem i64 %3187, 64
  %3189 = sub i64 %3187, %3188
  %3190 = inttoptr i64 %3189 to ptr
  %3191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3185, 0
  %3192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3191, ptr %3190, 1
  %3193 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3192, i64 0, 2
  %3194 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3193, i64 1, 3, 0
  %3195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3194, i64 96, 3, 1
  %3196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3195, i64 8, 3, 2
  %3197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3196, i64 8, 3, 3
  %3198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3197, i64 6144, 4, 0
  %3199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3198, i64 64, 4, 1
  %3200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3199, i64 8, 4, 2
  %3201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3200, i64 1, 4, 3
  br label %3202

3202:                                             ; preds = %3231, %3184
  %3203 = phi i64 [ %3232, %3231 ], [ 0, %3184 ]
  %3204 = icmp slt i64 %3203, 1
  br i1 %3204, label %3205, label %3233

3205:                                             ; preds = %3202
  br label %3206

3206:                                             ; preds = %3229, %3205
  %3207 = phi i64 [ %3230, %3229 ], [ 0, %3205 ]
  %3208 = icmp slt i64 %3207, 96
  br i1 %3208, label %3209, label %3231

3209:                                             ; preds = %3206
  br label %3210

3210:                                             ; preds = %3227, %3209
  %3211 = phi i64 [ %3228, %3227 ], [ 0, %3209 ]
  %3212 = icmp slt i64 %3211, 8
  br i1 %3212, label %3213, label %3229

3213:                                             ; preds = %3210
  br label %3214

3214:                                             ; preds = %3217, %3213
  %3215 = phi i64 [ %3226, %3217 ], [ 0, %3213 ]
  %3216 = icmp slt i64 %3215, 8
  br i1 %3216, label %3217, label %3227

3217:                                             ; preds = %3214
  %3218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 1
  %3219 = mul nuw nsw i64 %3203, 6144
  %3220 = mul nuw nsw i64 %3207, 64
  %3221 = add nuw nsw i64 %3219, %3220
  %3222 = mul nuw nsw i64 %3211, 8
  %3223 = add nuw nsw i64 %3221, %3222
  %3224 = add nuw nsw i64 %3223, %3215
  %3225 = getelementptr inbounds nuw float, ptr %3218, i64 %3224
  store float 0.000000e+00, ptr %3225, align 4
  %3226 = add i64 %3215, 1
  br label %3214

3227:                                             ; preds = %3214
  %3228 = add i64 %3211, 1
  br label %3210

3229:                                             ; preds = %3210
  %3230 = add i64 %3207, 1
  br label %3206

3231:                                             ; preds = %3206
  %3232 = add i64 %3203, 1
  br label %3202

3233:                                             ; preds = %3202
  %3234 = call ptr @malloc(i64 24640)
  %3235 = ptrtoint ptr %3234 to i64
  %3236 = add i64 %3235, 63
  %3237 = urem i64 %3236, 64
  %3238 = sub i64 %3236, %3237
  %3239 = inttoptr i64 %3238 to ptr
  %3240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3234, 0
  %3241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3240, ptr %3239, 1
  %3242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3241, i64 0, 2
  %3243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3242, i64 1, 3, 0
  %3244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3243, i64 96, 3, 1
  %3245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3244, i64 8, 3, 2
  %3246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3245, i64 8, 3, 3
  %3247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3246, i64 6144, 4, 0
  %3248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3247, i64 64, 4, 1
  %3249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3248, i64 8, 4, 2
  %3250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3249, i64 1, 4, 3
  br label %3251

3251:                                             ; preds = %3289, %3233
  %3252 = phi i64 [ %3290, %3289 ], [ 0, %3233 ]
  %3253 = icmp slt i64 %3252, 1
  br i1 %3253, label %3254, label %3291

3254:                                             ; preds = %3251
  br label %3255

3255:                                             ; preds = %3287, %3254
  %3256 = phi i64 [ %3288, %3287 ], [ 0, %3254 ]
  %3257 = icmp slt i64 %3256, 96
  br i1 %3257, label %3258, label %3289

3258:                                             ; preds = %3255
  br label %3259

3259:                                             ; preds = %3285, %3258
  %3260 = phi i64 [ %3286, %3285 ], [ 0, %3258 ]
  %3261 = icmp slt i64 %3260, 8
  br i1 %3261, label %3262, label %3287

3262:                                             ; preds = %3259
  br label %3263

3263:                                             ; preds = %3266, %3262
  %3264 = phi i64 [ %3284, %3266 ], [ 0, %3262 ]
  %3265 = icmp slt i64 %3264, 8
  br i1 %3265, label %3266, label %3285

3266:                                             ; preds = %3263
  %3267 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 1
  %3268 = mul nuw nsw i64 %3252, 6144
  %3269 = mul nuw nsw i64 %3256, 64
  %3270 = add nuw nsw i64 %3268, %3269
  %3271 = mul nuw nsw i64 %3260, 8
  %3272 = add nuw nsw i64 %3270, %3271
  %3273 = add nuw nsw i64 %3272, %3264
  %3274 = getelementptr inbounds nuw float, ptr %3267, i64 %3273
  %3275 = load float, ptr %3274, align 4
  %3276 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3250, 1
  %3277 = mul nuw nsw i64 %3252, 6144
  %3278 = mul nuw nsw i64 %3256, 64
  %3279 = add nuw nsw i64 %3277, %3278
  %3280 = mul nuw nsw i64 %3260, 8
  %3281 = add nuw nsw i64 %3279, %3280
  %3282 = add nuw nsw i64 %3281, %3264
  %3283 = getelementptr inbounds nuw float, ptr %3276, i64 %3282
  store float %3275, ptr %3283, align 4
  %3284 = add i64 %3264, 1
  br label %3263

3285:                                             ; preds = %3263
  %3286 = add i64 %3260, 1
  br label %3259

3287:                                             ; preds = %3259
  %3288 = add i64 %3256, 1
  br label %3255

3289:                                             ; preds = %3255
  %3290 = add i64 %3252, 1
  br label %3251

3291:                                             ; preds = %3251
  br label %3292

3292:                                             ; preds = %3402, %3291
  %3293 = phi i64 [ %3403, %3402 ], [ 0, %3291 ]
  %3294 = icmp slt i64 %3293, 1
  br i1 %3294, label %3295, label %3404

3295:                                             ; preds = %3292
  br label %3296

3296:                                             ; preds = %3400, %3295
  %3297 = phi i64 [ %3401, %3400 ], [ 0, %3295 ]
  %3298 = icmp slt i64 %3297, 96
  br i1 %3298, label %3299, label %3402

3299:                                             ; preds = %3296
  br label %3300

3300:                                             ; preds = %3398, %3299
  %3301 = phi i64 [ %3399, %3398 ], [ 0, %3299 ]
  %3302 = icmp slt i64 %3301, 8
  br i1 %3302, label %3303, label %3400

3303:                                             ; preds = %3300
  br label %3304

3304:                                             ; preds = %3396, %3303
  %3305 = phi i64 [ %3397, %3396 ], [ 0, %3303 ]
  %3306 = icmp slt i64 %3305, 8
  br i1 %3306, label %3307, label %3398

3307:                                             ; preds = %3304
  br label %3308

3308:                                             ; preds = %3394, %3307
  %3309 = phi i64 [ %3395, %3394 ], [ 0, %3307 ]
  %3310 = icmp slt i64 %3309, 24
  br i1 %3310, label %3311, label %3396

3311:                                             ; preds = %3308
  br label %3312

3312:                                             ; preds = %3392, %3311
  %3313 = phi i64 [ %3393, %3392 ], [ 0, %3311 ]
  %3314 = icmp slt i64 %3313, 1
  br i1 %3314, label %3315, label %3394

3315:                                             ; preds = %3312
  br label %3316

3316:                                             ; preds = %3319, %3315
  %3317 = phi i64 [ %3391, %3319 ], [ 0, %3315 ]
  %3318 = icmp slt i64 %3317, 1
  br i1 %3318, label %3319, label %3392

3319:                                             ; preds = %3316
  %3320 = add i64 %3301, %3313
  %3321 = add i64 %3305, %3317
  %3322 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 1
  %3323 = mul nuw nsw i64 %3293, 1536
  %3324 = mul nuw nsw i64 %3309, 64
  %3325 = add nuw nsw i64 %3323, %3324
  %3326 = mul nuw nsw i64 %3320, 8
  %3327 = add nuw nsw i64 %3325, %3326
  %3328 = add nuw nsw i64 %3327, %3321
  %3329 = getelementptr inbounds nuw float, ptr %3322, i64 %3328
  %3330 = load float, ptr %3329, align 4
  %3331 = add nuw nsw i64 %3309, 0
  %3332 = add nuw nsw i64 %3331, 0
  %3333 = getelementptr inbounds nuw float, ptr @__constant_24xf32_119, i64 %3332
  %3334 = load float, ptr %3333, align 4
  %3335 = add nuw nsw i64 %3309, 0
  %3336 = add nuw nsw i64 %3335, 0
  %3337 = getelementptr inbounds nuw float, ptr @__constant_24xf32_118, i64 %3336
  %3338 = load float, ptr %3337, align 4
  %3339 = add nuw nsw i64 %3309, 0
  %3340 = add nuw nsw i64 %3339, 0
  %3341 = getelementptr inbounds nuw float, ptr @__constant_24xf32_117, i64 %3340
  %3342 = load float, ptr %3341, align 4
  %3343 = add nuw nsw i64 %3309, 0
  %3344 = add nuw nsw i64 %3343, 0
  %3345 = getelementptr inbounds nuw float, ptr @__constant_24xf32_116, i64 %3344
  %3346 = load float, ptr %3345, align 4
  %3347 = add i64 %3301, %3313
  %3348 = add i64 %3305, %3317
  %3349 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2399, 1
  %3350 = mul nuw nsw i64 %3293, 1536
  %3351 = mul nuw nsw i64 %3309, 64
  %3352 = add nuw nsw i64 %3350, %3351
  %3353 = mul nuw nsw i64 %3347, 8
  %3354 = add nuw nsw i64 %3352, %3353
  %3355 = add nuw nsw i64 %3354, %3348
  %3356 = getelementptr inbounds nuw float, ptr %3349, i64 %3355
  %3357 = load float, ptr %3356, align 4
  %3358 = mul nuw nsw i64 %3297, 24
  %3359 = add nuw nsw i64 %3358, %3309
  %3360 = add nuw nsw i64 %3359, %3313
  %3361 = add nuw nsw i64 %3360, %3317
  %3362 = getelementptr inbounds nuw float, ptr @__constant_96x24x1x1xf32_115, i64 %3361
  %3363 = load float, ptr %3362, align 4
  %3364 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3250, 1
  %3365 = mul nuw nsw i64 %3293, 6144
  %3366 = mul nuw nsw i64 %3297, 64
  %3367 = add nuw nsw i64 %3365, %3366
  %3368 = mul nuw nsw i64 %3301, 8
  %3369 = add nuw nsw i64 %3367, %3368
  %3370 = add nuw nsw i64 %3369, %3305
  %3371 = getelementptr inbounds nuw float, ptr %3364, i64 %3370
  %3372 = load float, ptr %3371, align 4
  %3373 = fadd float %3338, 1.000000e-03
  %3374 = call float @llvm.sqrt.f32(float %3373)
  %3375 = fdiv float 1.000000e+00, %3374
  %3376 = fsub float %3330, %3334
  %3377 = fmul float %3376, %3375
  %3378 = fmul float %3377, %3342
  %3379 = fadd float %3378, %3346
  %3380 = fadd float %3379, %3357
  %3381 = fmul float %3380, %3363
  %3382 = fadd float %3372, %3381
  %3383 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3250, 1
  %3384 = mul nuw nsw i64 %3293, 6144
  %3385 = mul nuw nsw i64 %3297, 64
  %3386 = add nuw nsw i64 %3384, %3385
  %3387 = mul nuw nsw i64 %3301, 8
  %3388 = add nuw nsw i64 %3386, %3387
  %3389 = add nuw nsw i64 %3388, %3305
  %3390 = getelementptr inbounds nuw float, ptr %3383, i64 %3389
  store float %3382, ptr %3390, align 4
  %3391 = add i64 %3317, 1
  br label %3316

3392:                                             ; preds = %3316
  %3393 = add i64 %3313, 1
  br label %3312

3394:                                             ; preds = %3312
  %3395 = add i64 %3309, 1
  br label %3308

3396:                                             ; preds = %3308
  %3397 = add i64 %3305, 1
  br label %3304

3398:                                             ; preds = %3304
  %3399 = add i64 %3301, 1
  br label %3300

3400:                                             ; preds = %3300
  %3401 = add i64 %3297, 1
  br label %3296

3402:                                             ; preds = %3296
  %3403 = add i64 %3293, 1
  br label %3292

3404:                                             ; preds = %3292
  %3405 = call ptr @malloc(i64 24640)
  %3406 = ptrtoint ptr %3405 to i64
  %3407 = add i64 %3406, 63
  %3408 = urem i64 %3407, 64
  %3409 = sub i64 %3407, %3408
  %3410 = inttoptr i64 %3409 to ptr
  %3411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3405, 0
  %3412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, ptr %3410, 1
  %3413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3412, i64 0, 2
  %3414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3413, i64 1, 3, 0
  %3415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3414, i64 96, 3, 1
  %3416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3415, i64 8, 3, 2
  %3417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3416, i64 8, 3, 3
  %3418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3417, i64 6144, 4, 0
  %3419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3418, i64 64, 4, 1
  %3420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3419, i64 8, 4, 2
  %3421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3420, i64 1, 4, 3
  br label %3422

3422:                                             ; preds = %3490, %3404
  %3423 = phi i64 [ %3491, %3490 ], [ 0, %3404 ]
  %3424 = icmp slt i64 %3423, 1
  br i1 %3424, label %3425, label %3492

3425:                                             ; preds = %3422
  br label %3426

3426:                                             ; preds = %3488, %3425
  %3427 = phi i64 [ %3489, %3488 ], [ 0, %3425 ]
  %3428 = icmp slt i64 %3427, 96
  br i1 %3428, label %3429, label %3490

3429:                                             ; preds = %3426
  br label %3430

3430:                                             ; preds = %3486, %3429
  %3431 = phi i64 [ %3487, %3486 ], [ 0, %3429 ]
  %3432 = icmp slt i64 %3431, 8
  br i1 %3432, label %3433, label %3488

3433:                                             ; preds = %3430
  br label %3434

3434:                                             ; preds = %3437, %3433
  %3435 = phi i64 [ %3485, %3437 ], [ 0, %3433 ]
  %3436 = icmp slt i64 %3435, 8
  br i1 %3436, label %3437, label %3486

3437:                                             ; preds = %3434
  %3438 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3250, 1
  %3439 = mul nuw nsw i64 %3423, 6144
  %3440 = mul nuw nsw i64 %3427, 64
  %3441 = add nuw nsw i64 %3439, %3440
  %3442 = mul nuw nsw i64 %3431, 8
  %3443 = add nuw nsw i64 %3441, %3442
  %3444 = add nuw nsw i64 %3443, %3435
  %3445 = getelementptr inbounds nuw float, ptr %3438, i64 %3444
  %3446 = load float, ptr %3445, align 4
  %3447 = add nuw nsw i64 %3427, 0
  %3448 = add nuw nsw i64 %3447, 0
  %3449 = getelementptr inbounds nuw float, ptr @__constant_96xf32_114, i64 %3448
  %3450 = load float, ptr %3449, align 4
  %3451 = add nuw nsw i64 %3427, 0
  %3452 = add nuw nsw i64 %3451, 0
  %3453 = getelementptr inbounds nuw float, ptr @__constant_96xf32_113, i64 %3452
  %3454 = load float, ptr %3453, align 4
  %3455 = add nuw nsw i64 %3427, 0
  %3456 = add nuw nsw i64 %3455, 0
  %3457 = getelementptr inbounds nuw float, ptr @__constant_96xf32_112, i64 %3456
  %3458 = load float, ptr %3457, align 4
  %3459 = add nuw nsw i64 %3427, 0
  %3460 = add nuw nsw i64 %3459, 0
  %3461 = getelementptr inbounds nuw float, ptr @__constant_96xf32_111, i64 %3460
  %3462 = load float, ptr %3461, align 4
  %3463 = fadd float %3454, 1.000000e-03
  %3464 = call float @llvm.sqrt.f32(float %3463)
  %3465 = fdiv float 1.000000e+00, %3464
  %3466 = fsub float %3446, %3450
  %3467 = fmul float %3466, %3465
  %3468 = fmul float %3467, %3458
  %3469 = fadd float %3468, %3462
  %3470 = fadd float %3469, 3.000000e+00
  %3471 = fcmp ult float %3470, 0.000000e+00
  %3472 = select i1 %3471, float 0.000000e+00, float %3470
  %3473 = fcmp ugt float %3472, 6.000000e+00
  %3474 = select i1 %3473, float 6.000000e+00, float %3472
  %3475 = fmul float %3469, %3474
  %3476 = fdiv float %3475, 6.000000e+00
  %3477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3421, 1
  %3478 = mul nuw nsw i64 %3423, 6144
  %3479 = mul nuw nsw i64 %3427, 64
  %3480 = add nuw nsw i64 %3478, %3479
  %3481 = mul nuw nsw i64 %3431, 8
  %3482 = add nuw nsw i64 %3480, %3481
  %3483 = add nuw nsw i64 %3482, %3435
  %3484 = getelementptr inbounds nuw float, ptr %3477, i64 %3483
  store float %3476, ptr %3484, align 4
  %3485 = add i64 %3435, 1
  br label %3434

3486:                                             ; preds = %3434
  %3487 = add i64 %3431, 1
  br label %3430

3488:                                             ; preds = %3430
  %3489 = add i64 %3427, 1
  br label %3426

3490:                                             ; preds = %3426
  %3491 = add i64 %3423, 1
  br label %3422

3492:                                             ; preds = %3422
  %3493 = call ptr @malloc(i64 55360)
  %3494 = ptrtoint ptr %3493 to i64
  %3495 = add i64 %3494, 63
  %3496 = urem i64 %3495, 64
  %3497 = sub i64 %3495, %3496
  %3498 = inttoptr i64 %3497 to ptr
  %3499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3493, 0
  %3500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3499, ptr %3498, 1
  %3501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3500, i64 0, 2
  %3502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3501, i64 1, 3, 0
  %3503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3502, i64 96, 3, 1
  %3504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3503, i64 12, 3, 2
  %3505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3504, i64 12, 3, 3
  %3506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3505, i64 13824, 4, 0
  %3507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3506, i64 144, 4, 1
  %3508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3507, i64 12, 4, 2
  %3509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3508, i64 1, 4, 3
  br label %3510

3510:                                             ; preds = %3539, %3492
  %3511 = phi i64 [ %3540, %3539 ], [ 0, %3492 ]
  %3512 = icmp slt i64 %3511, 1
  br i1 %3512, label %3513, label %3541

3513:                                             ; preds = %3510
  br label %3514

3514:                                             ; preds = %3537, %3513
  %3515 = phi i64 [ %3538, %3537 ], [ 0, %3513 ]
  %3516 = icmp slt i64 %3515, 96
  br i1 %3516, label %3517, label %3539

3517:                                             ; preds = %3514
  br label %3518

3518:                                             ; preds = %3535, %3517
  %3519 = phi i64 [ %3536, %3535 ], [ 0, %3517 ]
  %3520 = icmp slt i64 %3519, 12
  br i1 %3520, label %3521, label %3537

3521:                                             ; preds = %3518
  br label %3522

3522:                                             ; preds = %3525, %3521
  %3523 = phi i64 [ %3534, %3525 ], [ 0, %3521 ]
  %3524 = icmp slt i64 %3523, 12
  br i1 %3524, label %3525, label %3535

3525:                                             ; preds = %3522
  %3526 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3509, 1
  %3527 = mul nuw nsw i64 %3511, 13824
  %3528 = mul nuw nsw i64 %3515, 144
  %3529 = add nuw nsw i64 %3527, %3528
  %3530 = mul nuw nsw i64 %3519, 12
  %3531 = add nuw nsw i64 %3529, %3530
  %3532 = add nuw nsw i64 %3531, %3523
  %3533 = getelementptr inbounds nuw float, ptr %3526, i64 %3532
  store float 0.000000e+00, ptr %3533, align 4
  %3534 = add i64 %3523, 1
  br label %3522

3535:                                             ; preds = %3522
  %3536 = add i64 %3519, 1
  br label %3518

3537:                                             ; preds = %3518
  %3538 = add i64 %3515, 1
  br label %3514

3539:                                             ; preds = %3514
  %3540 = add i64 %3511, 1
  br label %3510

3541:                                             ; preds = %3510
  %3542 = call ptr @malloc(i64 55360)
  %3543 = ptrtoint ptr %3542 to i64
  %3544 = add i64 %3543, 63
  %3545 = urem i64 %3544, 64
  %3546 = sub i64 %3544, %3545
  %3547 = inttoptr i64 %3546 to ptr
  %3548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3542, 0
  %3549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3548, ptr %3547, 1
  %3550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3549, i64 0, 2
  %3551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3550, i64 1, 3, 0
  %3552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3551, i64 96, 3, 1
  %3553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3552, i64 12, 3, 2
  %3554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3553, i64 12, 3, 3
  %3555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3554, i64 13824, 4, 0
  %3556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3555, i64 144, 4, 1
  %3557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3556, i64 12, 4, 2
  %3558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3557, i64 1, 4, 3
  br label %3559

3559:                                             ; preds = %3597, %3541
  %3560 = phi i64 [ %3598, %3597 ], [ 0, %3541 ]
  %3561 = icmp slt i64 %3560, 1
  br i1 %3561, label %3562, label %3599

3562:                                             ; preds = %3559
  br label %3563

3563:                                             ; preds = %3595, %3562
  %3564 = phi i64 [ %3596, %3595 ], [ 0, %3562 ]
  %3565 = icmp slt i64 %3564, 96
  br i1 %3565, label %3566, label %3597

3566:                                             ; preds = %3563
  br label %3567

3567:                                             ; preds = %3593, %3566
  %3568 = phi i64 [ %3594, %3593 ], [ 0, %3566 ]
  %3569 = icmp slt i64 %3568, 12
  br i1 %3569, label %3570, label %3595

3570:                                             ; preds = %3567
  br label %3571

3571:                                             ; preds = %3574, %3570
  %3572 = phi i64 [ %3592, %3574 ], [ 0, %3570 ]
  %3573 = icmp slt i64 %3572, 12
  br i1 %3573, label %3574, label %3593

3574:                                             ; preds = %3571
  %3575 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3509, 1
  %3576 = mul nuw nsw i64 %3560, 13824
  %3577 = mul nuw nsw i64 %3564, 144
  %3578 = add nuw nsw i64 %3576, %3577
  %3579 = mul nuw nsw i64 %3568, 12
  %3580 = add nuw nsw i64 %3578, %3579
  %3581 = add nuw nsw i64 %3580, %3572
  %3582 = getelementptr inbounds nuw float, ptr %3575, i64 %3581
  %3583 = load float, ptr %3582, align 4
  %3584 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %3585 = mul nuw nsw i64 %3560, 13824
  %3586 = mul nuw nsw i64 %3564, 144
  %3587 = add nuw nsw i64 %3585, %3586
  %3588 = mul nuw nsw i64 %3568, 12
  %3589 = add nuw nsw i64 %3587, %3588
  %3590 = add nuw nsw i64 %3589, %3572
  %3591 = getelementptr inbounds nuw float, ptr %3584, i64 %3590
  store float %3583, ptr %3591, align 4
  %3592 = add i64 %3572, 1
  br label %3571

3593:                                             ; preds = %3571
  %3594 = add i64 %3568, 1
  br label %3567

3595:                                             ; preds = %3567
  %3596 = add i64 %3564, 1
  br label %3563

3597:                                             ; preds = %3563
  %3598 = add i64 %3560, 1
  br label %3559

3599:                                             ; preds = %3559
  %3600 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 0
  %3601 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %3602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3600, 0
  %3603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3602, ptr %3601, 1
  %3604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3603, i64 26, 2
  %3605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3604, i64 1, 3, 0
  %3606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3605, i64 13824, 4, 0
  %3607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3606, i64 96, 3, 1
  %3608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3607, i64 144, 4, 1
  %3609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3608, i64 8, 3, 2
  %3610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3609, i64 12, 4, 2
  %3611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3610, i64 8, 3, 3
  %3612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3611, i64 1, 4, 3
  br label %3613

3613:                                             ; preds = %3652, %3599
  %3614 = phi i64 [ %3653, %3652 ], [ 0, %3599 ]
  %3615 = icmp slt i64 %3614, 1
  br i1 %3615, label %3616, label %3654

3616:                                             ; preds = %3613
  br label %3617

3617:                                             ; preds = %3650, %3616
  %3618 = phi i64 [ %3651, %3650 ], [ 0, %3616 ]
  %3619 = icmp slt i64 %3618, 96
  br i1 %3619, label %3620, label %3652

3620:                                             ; preds = %3617
  br label %3621

3621:                                             ; preds = %3648, %3620
  %3622 = phi i64 [ %3649, %3648 ], [ 0, %3620 ]
  %3623 = icmp slt i64 %3622, 8
  br i1 %3623, label %3624, label %3650

3624:                                             ; preds = %3621
  br label %3625

3625:                                             ; preds = %3628, %3624
  %3626 = phi i64 [ %3647, %3628 ], [ 0, %3624 ]
  %3627 = icmp slt i64 %3626, 8
  br i1 %3627, label %3628, label %3648

3628:                                             ; preds = %3625
  %3629 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3421, 1
  %3630 = mul nuw nsw i64 %3614, 6144
  %3631 = mul nuw nsw i64 %3618, 64
  %3632 = add nuw nsw i64 %3630, %3631
  %3633 = mul nuw nsw i64 %3622, 8
  %3634 = add nuw nsw i64 %3632, %3633
  %3635 = add nuw nsw i64 %3634, %3626
  %3636 = getelementptr inbounds nuw float, ptr %3629, i64 %3635
  %3637 = load float, ptr %3636, align 4
  %3638 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3612, 1
  %3639 = getelementptr float, ptr %3638, i64 26
  %3640 = mul nuw nsw i64 %3614, 13824
  %3641 = mul nuw nsw i64 %3618, 144
  %3642 = add nuw nsw i64 %3640, %3641
  %3643 = mul nuw nsw i64 %3622, 12
  %3644 = add nuw nsw i64 %3642, %3643
  %3645 = add nuw nsw i64 %3644, %3626
  %3646 = getelementptr inbounds nuw float, ptr %3639, i64 %3645
  store float %3637, ptr %3646, align 4
  %3647 = add i64 %3626, 1
  br label %3625

3648:                                             ; preds = %3625
  %3649 = add i64 %3622, 1
  br label %3621

3650:                                             ; preds = %3621
  %3651 = add i64 %3618, 1
  br label %3617

3652:                                             ; preds = %3617
  %3653 = add i64 %3614, 1
  br label %3613

3654:                                             ; preds = %3613
  %3655 = call ptr @malloc(i64 6208)
  %3656 = ptrtoint ptr %3655 to i64
  %3657 = add i64 %3656, 63
  %3658 = urem i64 %3657, 64
  %3659 = sub i64 %3657, %3658
  %3660 = inttoptr i64 %3659 to ptr
  %3661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3655, 0
  %3662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3661, ptr %3660, 1
  %3663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3662, i64 0, 2
  %3664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3663, i64 1, 3, 0
  %3665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3664, i64 96, 3, 1
  %3666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3665, i64 4, 3, 2
  %3667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, i64 4, 3, 3
  %3668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3667, i64 1536, 4, 0
  %3669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3668, i64 16, 4, 1
  %3670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3669, i64 4, 4, 2
  %3671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3670, i64 1, 4, 3
  br label %3672

3672:                                             ; preds = %3701, %3654
  %3673 = phi i64 [ %3702, %3701 ], [ 0, %3654 ]
  %3674 = icmp slt i64 %3673, 1
  br i1 %3674, label %3675, label %3703

3675:                                             ; preds = %3672
  br label %3676

3676:                                             ; preds = %3699, %3675
  %3677 = phi i64 [ %3700, %3699 ], [ 0, %3675 ]
  %3678 = icmp slt i64 %3677, 96
  br i1 %3678, label %3679, label %3701

3679:                                             ; preds = %3676
  br label %3680

3680:                                             ; preds = %3697, %3679
  %3681 = phi i64 [ %3698, %3697 ], [ 0, %3679 ]
  %3682 = icmp slt i64 %3681, 4
  br i1 %3682, label %3683, label %3699

3683:                                             ; preds = %3680
  br label %3684

3684:                                             ; preds = %3687, %3683
  %3685 = phi i64 [ %3696, %3687 ], [ 0, %3683 ]
  %3686 = icmp slt i64 %3685, 4
  br i1 %3686, label %3687, label %3697

3687:                                             ; preds = %3684
  %3688 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3671, 1
  %3689 = mul nuw nsw i64 %3673, 1536
  %3690 = mul nuw nsw i64 %3677, 16
  %3691 = add nuw nsw i64 %3689, %3690
  %3692 = mul nuw nsw i64 %3681, 4
  %3693 = add nuw nsw i64 %3691, %3692
  %3694 = add nuw nsw i64 %3693, %3685
  %3695 = getelementptr inbounds nuw float, ptr %3688, i64 %3694
  store float 0.000000e+00, ptr %3695, align 4
  %3696 = add i64 %3685, 1
  br label %3684

3697:                                             ; preds = %3684
  %3698 = add i64 %3681, 1
  br label %3680

3699:                                             ; preds = %3680
  %3700 = add i64 %3677, 1
  br label %3676

3701:                                             ; preds = %3676
  %3702 = add i64 %3673, 1
  br label %3672

3703:                                             ; preds = %3672
  %3704 = call ptr @malloc(i64 6208)
  %3705 = ptrtoint ptr %3704 to i64
  %3706 = add i64 %3705, 63
  %3707 = urem i64 %3706, 64
  %3708 = sub i64 %3706, %3707
  %3709 = inttoptr i64 %3708 to ptr
  %3710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3704, 0
  %3711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3710, ptr %3709, 1
  %3712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3711, i64 0, 2
  %3713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3712, i64 1, 3, 0
  %3714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3713, i64 96, 3, 1
  %3715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3714, i64 4, 3, 2
  %3716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3715, i64 4, 3, 3
  %3717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3716, i64 1536, 4, 0
  %3718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3717, i64 16, 4, 1
  %3719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3718, i64 4, 4, 2
  %3720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3719, i64 1, 4, 3
  br label %3721

3721:                                             ; preds = %3759, %3703
  %3722 = phi i64 [ %3760, %3759 ], [ 0, %3703 ]
  %3723 = icmp slt i64 %3722, 1
  br i1 %3723, label %3724, label %3761

3724:                                             ; preds = %3721
  br label %3725

3725:                                             ; preds = %3757, %3724
  %3726 = phi i64 [ %3758, %3757 ], [ 0, %3724 ]
  %3727 = icmp slt i64 %3726, 96
  br i1 %3727, label %3728, label %3759

3728:                                             ; preds = %3725
  br label %3729

3729:                                             ; preds = %3755, %3728
  %3730 = phi i64 [ %3756, %3755 ], [ 0, %3728 ]
  %3731 = icmp slt i64 %3730, 4
  br i1 %3731, label %3732, label %3757

3732:                                             ; preds = %3729
  br label %3733

3733:                                             ; preds = %3736, %3732
  %3734 = phi i64 [ %3754, %3736 ], [ 0, %3732 ]
  %3735 = icmp slt i64 %3734, 4
  br i1 %3735, label %3736, label %3755

3736:                                             ; preds = %3733
  %3737 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3671, 1
  %3738 = mul nuw nsw i64 %3722, 1536
  %3739 = mul nuw nsw i64 %3726, 16
  %3740 = add nuw nsw i64 %3738, %3739
  %3741 = mul nuw nsw i64 %3730, 4
  %3742 = add nuw nsw i64 %3740, %3741
  %3743 = add nuw nsw i64 %3742, %3734
  %3744 = getelementptr inbounds nuw float, ptr %3737, i64 %3743
  %3745 = load float, ptr %3744, align 4
  %3746 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3720, 1
  %3747 = mul nuw nsw i64 %3722, 1536
  %3748 = mul nuw nsw i64 %3726, 16
  %3749 = add nuw nsw i64 %3747, %3748
  %3750 = mul nuw nsw i64 %3730, 4
  %3751 = add nuw nsw i64 %3749, %3750
  %3752 = add nuw nsw i64 %3751, %3734
  %3753 = getelementptr inbounds nuw float, ptr %3746, i64 %3752
  store float %3745, ptr %3753, align 4
  %3754 = add i64 %3734, 1
  br label %3733

3755:                                             ; preds = %3733
  %3756 = add i64 %3730, 1
  br label %3729

3757:                                             ; preds = %3729
  %3758 = add i64 %3726, 1
  br label %3725

3759:                                             ; preds = %3725
  %3760 = add i64 %3722, 1
  br label %3721

3761:                                             ; preds = %3721
  br label %3762

3762:                                             ; preds = %3833, %3761
  %3763 = phi i64 [ %3834, %3833 ], [ 0, %3761 ]
  %3764 = icmp slt i64 %3763, 1
  br i1 %3764, label %3765, label %3835

3765:                                             ; preds = %3762
  br label %3766

3766:                                             ; preds = %3831, %3765
  %3767 = phi i64 [ %3832, %3831 ], [ 0, %3765 ]
  %3768 = icmp slt i64 %3767, 4
  br i1 %3768, label %3769, label %3833

3769:                                             ; preds = %3766
  br label %3770

3770:                                             ; preds = %3829, %3769
  %3771 = phi i64 [ %3830, %3829 ], [ 0, %3769 ]
  %3772 = icmp slt i64 %3771, 4
  br i1 %3772, label %3773, label %3831

3773:                                             ; preds = %3770
  br label %3774

3774:                                             ; preds = %3827, %3773
  %3775 = phi i64 [ %3828, %3827 ], [ 0, %3773 ]
  %3776 = icmp slt i64 %3775, 96
  br i1 %3776, label %3777, label %3829

3777:                                             ; preds = %3774
  br label %3778

3778:                                             ; preds = %3825, %3777
  %3779 = phi i64 [ %3826, %3825 ], [ 0, %3777 ]
  %3780 = icmp slt i64 %3779, 5
  br i1 %3780, label %3781, label %3827

3781:                                             ; preds = %3778
  br label %3782

3782:                                             ; preds = %3785, %3781
  %3783 = phi i64 [ %3824, %3785 ], [ 0, %3781 ]
  %3784 = icmp slt i64 %3783, 5
  br i1 %3784, label %3785, label %3825

3785:                                             ; preds = %3782
  %3786 = mul nsw i64 %3767, 2
  %3787 = add i64 %3786, %3779
  %3788 = mul nsw i64 %3771, 2
  %3789 = add i64 %3788, %3783
  %3790 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %3791 = mul nuw nsw i64 %3763, 13824
  %3792 = mul nuw nsw i64 %3775, 144
  %3793 = add nuw nsw i64 %3791, %3792
  %3794 = mul nuw nsw i64 %3787, 12
  %3795 = add nuw nsw i64 %3793, %3794
  %3796 = add nuw nsw i64 %3795, %3789
  %3797 = getelementptr inbounds nuw float, ptr %3790, i64 %3796
  %3798 = load float, ptr %3797, align 4
  %3799 = mul nuw nsw i64 %3775, 25
  %3800 = mul nuw nsw i64 %3779, 5
  %3801 = add nuw nsw i64 %3799, %3800
  %3802 = add nuw nsw i64 %3801, %3783
  %3803 = getelementptr inbounds nuw float, ptr @__constant_96x1x5x5xf32, i64 %3802
  %3804 = load float, ptr %3803, align 4
  %3805 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3720, 1
  %3806 = mul nuw nsw i64 %3763, 1536
  %3807 = mul nuw nsw i64 %3775, 16
  %3808 = add nuw nsw i64 %3806, %3807
  %3809 = mul nuw nsw i64 %3767, 4
  %3810 = add nuw nsw i64 %3808, %3809
  %3811 = add nuw nsw i64 %3810, %3771
  %3812 = getelementptr inbounds nuw float, ptr %3805, i64 %3811
  %3813 = load float, ptr %3812, align 4
  %3814 = fmul float %3798, %3804
  %3815 = fadd float %3813, %3814
  %3816 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3720, 1
  %3817 = mul nuw nsw i64 %3763, 1536
  %3818 = mul nuw nsw i64 %3775, 16
  %3819 = add nuw nsw i64 %3817, %3818
  %3820 = mul nuw nsw i64 %3767, 4
  %3821 = add nuw nsw i64 %3819, %3820
  %3822 = add nuw nsw i64 %3821, %3771
  %3823 = getelementptr inbounds nuw float, ptr %3816, i64 %3822
  store float %3815, ptr %3823, align 4
  %3824 = add i64 %3783, 1
  br label %3782

3825:                                             ; preds = %3782
  %3826 = add i64 %3779, 1
  br label %3778

3827:                                             ; preds = %3778
  %3828 = add i64 %3775, 1
  br label %3774

3829:                                             ; preds = %3774
  %3830 = add i64 %3771, 1
  br label %3770

3831:                                             ; preds = %3770
  %3832 = add i64 %3767, 1
  br label %3766

3833:                                             ; preds = %3766
  %3834 = add i64 %3763, 1
  br label %3762

3835:                                             ; preds = %3762
  %3836 = call ptr @malloc(i64 6208)
  %3837 = ptrtoint ptr %3836 to i64
  %3838 = add i64 %3837, 63
  %3839 = urem i64 %3838, 64
  %3840 = sub i64 %3838, %3839
  %3841 = inttoptr i64 %3840 to ptr
  %3842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3836, 0
  %3843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3842, ptr %3841, 1
  %3844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3843, i64 0, 2
  %3845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3844, i64 1, 3, 0
  %3846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3845, i64 96, 3, 1
  %3847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3846, i64 4, 3, 2
  %3848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3847, i64 4, 3, 3
  %3849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3848, i64 1536, 4, 0
  %3850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3849, i64 16, 4, 1
  %3851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3850, i64 4, 4, 2
  %3852 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3851, i64 1, 4, 3
  br label %3853

3853:                                             ; preds = %3921, %3835
  %3854 = phi i64 [ %3922, %3921 ], [ 0, %3835 ]
  %3855 = icmp slt i64 %3854, 1
  br i1 %3855, label %3856, label %3923

3856:                                             ; preds = %3853
  br label %3857

3857:                                             ; preds = %3919, %3856
  %3858 = phi i64 [ %3920, %3919 ], [ 0, %3856 ]
  %3859 = icmp slt i64 %3858, 96
  br i1 %3859, label %3860, label %3921

3860:                                             ; preds = %3857
  br label %3861

3861:                                             ; preds = %3917, %3860
  %3862 = phi i64 [ %3918, %3917 ], [ 0, %3860 ]
  %3863 = icmp slt i64 %3862, 4
  br i1 %3863, label %3864, label %3919

3864:                                             ; preds = %3861
  br label %3865

3865:                                             ; preds = %3868, %3864
  %3866 = phi i64 [ %3916, %3868 ], [ 0, %3864 ]
  %3867 = icmp slt i64 %3866, 4
  br i1 %3867, label %3868, label %3917

3868:                                             ; preds = %3865
  %3869 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3720, 1
  %3870 = mul nuw nsw i64 %3854, 1536
  %3871 = mul nuw nsw i64 %3858, 16
  %3872 = add nuw nsw i64 %3870, %3871
  %3873 = mul nuw nsw i64 %3862, 4
  %3874 = add nuw nsw i64 %3872, %3873
  %3875 = add nuw nsw i64 %3874, %3866
  %3876 = getelementptr inbounds nuw float, ptr %3869, i64 %3875
  %3877 = load float, ptr %3876, align 4
  %3878 = add nuw nsw i64 %3858, 0
  %3879 = add nuw nsw i64 %3878, 0
  %3880 = getelementptr inbounds nuw float, ptr @__constant_96xf32_110, i64 %3879
  %3881 = load float, ptr %3880, align 4
  %3882 = add nuw nsw i64 %3858, 0
  %3883 = add nuw nsw i64 %3882, 0
  %3884 = getelementptr inbounds nuw float, ptr @__constant_96xf32_109, i64 %3883
  %3885 = load float, ptr %3884, align 4
  %3886 = add nuw nsw i64 %3858, 0
  %3887 = add nuw nsw i64 %3886, 0
  %3888 = getelementptr inbounds nuw float, ptr @__constant_96xf32_108, i64 %3887
  %3889 = load float, ptr %3888, align 4
  %3890 = add nuw nsw i64 %3858, 0
  %3891 = add nuw nsw i64 %3890, 0
  %3892 = getelementptr inbounds nuw float, ptr @__constant_96xf32_107, i64 %3891
  %3893 = load float, ptr %3892, align 4
  %3894 = fadd float %3885, 1.000000e-03
  %3895 = call float @llvm.sqrt.f32(float %3894)
  %3896 = fdiv float 1.000000e+00, %3895
  %3897 = fsub float %3877, %3881
  %3898 = fmul float %3897, %3896
  %3899 = fmul float %3898, %3889
  %3900 = fadd float %3899, %3893
  %3901 = fadd float %3900, 3.000000e+00
  %3902 = fcmp ult float %3901, 0.000000e+00
  %3903 = select i1 %3902, float 0.000000e+00, float %3901
  %3904 = fcmp ugt float %3903, 6.000000e+00
  %3905 = select i1 %3904, float 6.000000e+00, float %3903
  %3906 = fmul float %3900, %3905
  %3907 = fdiv float %3906, 6.000000e+00
  %3908 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3852, 1
  %3909 = mul nuw nsw i64 %3854, 1536
  %3910 = mul nuw nsw i64 %3858, 16
  %3911 = add nuw nsw i64 %3909, %3910
  %3912 = mul nuw nsw i64 %3862, 4
  %3913 = add nuw nsw i64 %3911, %3912
  %3914 = add nuw nsw i64 %3913, %3866
  %3915 = getelementptr inbounds nuw float, ptr %3908, i64 %3914
  store float %3907, ptr %3915, align 4
  %3916 = add i64 %3866, 1
  br label %3865

3917:                                             ; preds = %3865
  %3918 = add i64 %3862, 1
  br label %3861

3919:                                             ; preds = %3861
  %3920 = add i64 %3858, 1
  br label %3857

3921:                                             ; preds = %3857
  %3922 = add i64 %3854, 1
  br label %3853

3923:                                             ; preds = %3853
  %3924 = call ptr @malloc(i64 448)
  %3925 = ptrtoint ptr %3924 to i64
  %3926 = add i64 %3925, 63
  %3927 = urem i64 %3926, 64
  %3928 = sub i64 %3926, %3927
  %3929 = inttoptr i64 %3928 to ptr
  %3930 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3924, 0
  %3931 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3930, ptr %3929, 1
  %3932 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3931, i64 0, 2
  %3933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3932, i64 1, 3, 0
  %3934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3933, i64 96, 3, 1
  %3935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3934, i64 1, 3, 2
  %3936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3935, i64 1, 3, 3
  %3937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3936, i64 96, 4, 0
  %3938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3937, i64 1, 4, 1
  %3939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3938, i64 1, 4, 2
  %3940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3939, i64 1, 4, 3
  br label %3941

3941:                                             ; preds = %3968, %3923
  %3942 = phi i64 [ %3969, %3968 ], [ 0, %3923 ]
  %3943 = icmp slt i64 %3942, 1
  br i1 %3943, label %3944, label %3970

3944:                                             ; preds = %3941
  br label %3945

3945:                                             ; preds = %3966, %3944
  %3946 = phi i64 [ %3967, %3966 ], [ 0, %3944 ]
  %3947 = icmp slt i64 %3946, 96
  br i1 %3947, label %3948, label %3968

3948:                                             ; preds = %3945
  br label %3949

3949:                                             ; preds = %3964, %3948
  %3950 = phi i64 [ %3965, %3964 ], [ 0, %3948 ]
  %3951 = icmp slt i64 %3950, 1
  br i1 %3951, label %3952, label %3966

3952:                                             ; preds = %3949
  br label %3953

3953:                                             ; preds = %3956, %3952
  %3954 = phi i64 [ %3963, %3956 ], [ 0, %3952 ]
  %3955 = icmp slt i64 %3954, 1
  br i1 %3955, label %3956, label %3964

3956:                                             ; preds = %3953
  %3957 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3940, 1
  %3958 = mul nuw nsw i64 %3942, 96
  %3959 = add nuw nsw i64 %3958, %3946
  %3960 = add nuw nsw i64 %3959, %3950
  %3961 = add nuw nsw i64 %3960, %3954
  %3962 = getelementptr inbounds nuw float, ptr %3957, i64 %3961
  store float 0.000000e+00, ptr %3962, align 4
  %3963 = add i64 %3954, 1
  br label %3953

3964:                                             ; preds = %3953
  %3965 = add i64 %3950, 1
  br label %3949

3966:                                             ; preds = %3949
  %3967 = add i64 %3946, 1
  br label %3945

3968:                                             ; preds = %3945
  %3969 = add i64 %3942, 1
  br label %3941

3970:                                             ; preds = %3941
  %3971 = call ptr @malloc(i64 448)
  %3972 = ptrtoint ptr %3971 to i64
  %3973 = add i64 %3972, 63
  %3974 = urem i64 %3973, 64
  %3975 = sub i64 %3973, %3974
  %3976 = inttoptr i64 %3975 to ptr
  %3977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3971, 0
  %3978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3977, ptr %3976, 1
  %3979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3978, i64 0, 2
  %3980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3979, i64 1, 3, 0
  %3981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3980, i64 96, 3, 1
  %3982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3981, i64 1, 3, 2
  %3983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3982, i64 1, 3, 3
  %3984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3983, i64 96, 4, 0
  %3985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3984, i64 1, 4, 1
  %3986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3985, i64 1, 4, 2
  %3987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3986, i64 1, 4, 3
  br label %3988

3988:                                             ; preds = %4022, %3970
  %3989 = phi i64 [ %4023, %4022 ], [ 0, %3970 ]
  %3990 = icmp slt i64 %3989, 1
  br i1 %3990, label %3991, label %4024

3991:                                             ; preds = %3988
  br label %3992

3992:                                             ; preds = %4020, %3991
  %3993 = phi i64 [ %4021, %4020 ], [ 0, %3991 ]
  %3994 = icmp slt i64 %3993, 96
  br i1 %3994, label %3995, label %4022

3995:                                             ; preds = %3992
  br label %3996

3996:                                             ; preds = %4018, %3995
  %3997 = phi i64 [ %4019, %4018 ], [ 0, %3995 ]
  %3998 = icmp slt i64 %3997, 1
  br i1 %3998, label %3999, label %4020

3999:                                             ; preds = %3996
  br label %4000

4000:                                             ; preds = %4003, %3999
  %4001 = phi i64 [ %4017, %4003 ], [ 0, %3999 ]
  %4002 = icmp slt i64 %4001, 1
  br i1 %4002, label %4003, label %4018

4003:                                             ; preds = %4000
  %4004 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3940, 1
  %4005 = mul nuw nsw i64 %3989, 96
  %4006 = add nuw nsw i64 %4005, %3993
  %4007 = add nuw nsw i64 %4006, %3997
  %4008 = add nuw nsw i64 %4007, %4001
  %4009 = getelementptr inbounds nuw float, ptr %4004, i64 %4008
  %4010 = load float, ptr %4009, align 4
  %4011 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3987, 1
  %4012 = mul nuw nsw i64 %3989, 96
  %4013 = add nuw nsw i64 %4012, %3993
  %4014 = add nuw nsw i64 %4013, %3997
  %4015 = add nuw nsw i64 %4014, %4001
  %4016 = getelementptr inbounds nuw float, ptr %4011, i64 %4015
  store float %4010, ptr %4016, align 4
  %4017 = add i64 %4001, 1
  br label %4000

4018:                                             ; preds = %4000
  %4019 = add i64 %3997, 1
  br label %3996

4020:                                             ; preds = %3996
  %4021 = add i64 %3993, 1
  br label %3992

4022:                                             ; preds = %3992
  %4023 = add i64 %3989, 1
  br label %3988

4024:                                             ; preds = %3988
  br label %4025

4025:                                             ; preds = %4069, %4024
  %4026 = phi i64 [ %4070, %4069 ], [ 0, %4024 ]
  %4027 = icmp slt i64 %4026, 1
  br i1 %4027, label %4028, label %4071

4028:                                             ; preds = %4025
  br label %4029

4029:                                             ; preds = %4067, %4028
  %4030 = phi i64 [ %4068, %4067 ], [ 0, %4028 ]
  %4031 = icmp slt i64 %4030, 96
  br i1 %4031, label %4032, label %4069

4032:                                             ; preds = %4029
  br label %4033

4033:                                             ; preds = %4065, %4032
  %4034 = phi i64 [ %4066, %4065 ], [ 0, %4032 ]
  %4035 = icmp slt i64 %4034, 4
  br i1 %4035, label %4036, label %4067

4036:                                             ; preds = %4033
  br label %4037

4037:                                             ; preds = %4040, %4036
  %4038 = phi i64 [ %4064, %4040 ], [ 0, %4036 ]
  %4039 = icmp slt i64 %4038, 4
  br i1 %4039, label %4040, label %4065

4040:                                             ; preds = %4037
  %4041 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3852, 1
  %4042 = mul nuw nsw i64 %4026, 1536
  %4043 = mul nuw nsw i64 %4030, 16
  %4044 = add nuw nsw i64 %4042, %4043
  %4045 = mul nuw nsw i64 %4034, 4
  %4046 = add nuw nsw i64 %4044, %4045
  %4047 = add nuw nsw i64 %4046, %4038
  %4048 = getelementptr inbounds nuw float, ptr %4041, i64 %4047
  %4049 = load float, ptr %4048, align 4
  %4050 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3987, 1
  %4051 = mul nuw nsw i64 %4026, 96
  %4052 = add nuw nsw i64 %4051, %4030
  %4053 = add nuw nsw i64 %4052, 0
  %4054 = add nuw nsw i64 %4053, 0
  %4055 = getelementptr inbounds nuw float, ptr %4050, i64 %4054
  %4056 = load float, ptr %4055, align 4
  %4057 = fadd float %4049, %4056
  %4058 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3987, 1
  %4059 = mul nuw nsw i64 %4026, 96
  %4060 = add nuw nsw i64 %4059, %4030
  %4061 = add nuw nsw i64 %4060, 0
  %4062 = add nuw nsw i64 %4061, 0
  %4063 = getelementptr inbounds nuw float, ptr %4058, i64 %4062
  store float %4057, ptr %4063, align 4
  %4064 = add i64 %4038, 1
  br label %4037

4065:                                             ; preds = %4037
  %4066 = add i64 %4034, 1
  br label %4033

4067:                                             ; preds = %4033
  %4068 = add i64 %4030, 1
  br label %4029

4069:                                             ; preds = %4029
  %4070 = add i64 %4026, 1
  br label %4025

4071:                                             ; preds = %4025
  %4072 = call ptr @malloc(i64 160)
  %4073 = ptrtoint ptr %4072 to i64
  %4074 = add i64 %4073, 63
  %4075 = urem i64 %4074, 64
  %4076 = sub i64 %4074, %4075
  %4077 = inttoptr i64 %4076 to ptr
  %4078 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4072, 0
  %4079 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4078, ptr %4077, 1
  %4080 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4079, i64 0, 2
  %4081 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4080, i64 1, 3, 0
  %4082 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4081, i64 24, 3, 1
  %4083 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4082, i64 1, 3, 2
  %4084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4083, i64 1, 3, 3
  %4085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4084, i64 24, 4, 0
  %4086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4085, i64 1, 4, 1
  %4087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4086, i64 1, 4, 2
  %4088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4087, i64 1, 4, 3
  br label %4089

4089:                                             ; preds = %4118, %4071
  %4090 = phi i64 [ %4119, %4118 ], [ 0, %4071 ]
  %4091 = icmp slt i64 %4090, 1
  br i1 %4091, label %4092, label %4120

4092:                                             ; preds = %4089
  br label %4093

4093:                                             ; preds = %4116, %4092
  %4094 = phi i64 [ %4117, %4116 ], [ 0, %4092 ]
  %4095 = icmp slt i64 %4094, 24
  br i1 %4095, label %4096, label %4118

4096:                                             ; preds = %4093
  br label %4097

4097:                                             ; preds = %4114, %4096
  %4098 = phi i64 [ %4115, %4114 ], [ 0, %4096 ]
  %4099 = icmp slt i64 %4098, 1
  br i1 %4099, label %4100, label %4116

4100:                                             ; preds = %4097
  br label %4101

4101:                                             ; preds = %4104, %4100
  %4102 = phi i64 [ %4113, %4104 ], [ 0, %4100 ]
  %4103 = icmp slt i64 %4102, 1
  br i1 %4103, label %4104, label %4114

4104:                                             ; preds = %4101
  %4105 = getelementptr inbounds nuw float, ptr @__constant_24xf32, i64 %4094
  %4106 = load float, ptr %4105, align 4
  %4107 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4088, 1
  %4108 = mul nuw nsw i64 %4090, 24
  %4109 = add nuw nsw i64 %4108, %4094
  %4110 = add nuw nsw i64 %4109, %4098
  %4111 = add nuw nsw i64 %4110, %4102
  %4112 = getelementptr inbounds nuw float, ptr %4107, i64 %4111
  store float %4106, ptr %4112, align 4
  %4113 = add i64 %4102, 1
  br label %4101

4114:                                             ; preds = %4101
  %4115 = add i64 %4098, 1
  br label %4097

4116:                                             ; preds = %4097
  %4117 = add i64 %4094, 1
  br label %4093

4118:                                             ; preds = %4093
  %4119 = add i64 %4090, 1
  br label %4089

4120:                                             ; preds = %4089
  %4121 = call ptr @malloc(i64 160)
  %4122 = ptrtoint ptr %4121 to i64
  %4123 = add i64 %4122, 63
  %4124 = urem i64 %4123, 64
  %4125 = sub i64 %4123, %4124
  %4126 = inttoptr i64 %4125 to ptr
  %4127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4121, 0
  %4128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4127, ptr %4126, 1
  %4129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4128, i64 0, 2
  %4130 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4129, i64 1, 3, 0
  %4131 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4130, i64 24, 3, 1
  %4132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4131, i64 1, 3, 2
  %4133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4132, i64 1, 3, 3
  %4134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4133, i64 24, 4, 0
  %4135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4134, i64 1, 4, 1
  %4136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4135, i64 1, 4, 2
  %4137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, i64 1, 4, 3
  br label %4138

4138:                                             ; preds = %4172, %4120
  %4139 = phi i64 [ %4173, %4172 ], [ 0, %4120 ]
  %4140 = icmp slt i64 %4139, 1
  br i1 %4140, label %4141, label %4174

4141:                                             ; preds = %4138
  br label %4142

4142:                                             ; preds = %4170, %4141
  %4143 = phi i64 [ %4171, %4170 ], [ 0, %4141 ]
  %4144 = icmp slt i64 %4143, 24
  br i1 %4144, label %4145, label %4172

4145:                                             ; preds = %4142
  br label %4146

4146:                                             ; preds = %4168, %4145
  %4147 = phi i64 [ %4169, %4168 ], [ 0, %4145 ]
  %4148 = icmp slt i64 %4147, 1
  br i1 %4148, label %4149, label %4170

4149:                                             ; preds = %4146
  br label %4150

4150:                                             ; preds = %4153, %4149
  %4151 = phi i64 [ %4167, %4153 ], [ 0, %4149 ]
  %4152 = icmp slt i64 %4151, 1
  br i1 %4152, label %4153, label %4168

4153:                                             ; preds = %4150
  %4154 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4088, 1
  %4155 = mul nuw nsw i64 %4139, 24
  %4156 = add nuw nsw i64 %4155, %4143
  %4157 = add nuw nsw i64 %4156, %4147
  %4158 = add nuw nsw i64 %4157, %4151
  %4159 = getelementptr inbounds nuw float, ptr %4154, i64 %4158
  %4160 = load float, ptr %4159, align 4
  %4161 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4137, 1
  %4162 = mul nuw nsw i64 %4139, 24
  %4163 = add nuw nsw i64 %4162, %4143
  %4164 = add nuw nsw i64 %4163, %4147
  %4165 = add nuw nsw i64 %4164, %4151
  %4166 = getelementptr inbounds nuw float, ptr %4161, i64 %4165
  store float %4160, ptr %4166, align 4
  %4167 = add i64 %4151, 1
  br label %4150

4168:                                             ; preds = %4150
  %4169 = add i64 %4147, 1
  br label %4146

4170:                                             ; preds = %4146
  %4171 = add i64 %4143, 1
  br label %4142

4172:                                             ; preds = %4142
  %4173 = add i64 %4139, 1
  br label %4138

4174:                                             ; preds = %4138
  br label %4175

4175:                                             ; preds = %4245, %4174
  %4176 = phi i64 [ %4246, %4245 ], [ 0, %4174 ]
  %4177 = icmp slt i64 %4176, 1
  br i1 %4177, label %4178, label %4247

4178:                                             ; preds = %4175
  br label %4179

4179:                                             ; preds = %4243, %4178
  %4180 = phi i64 [ %4244, %4243 ], [ 0, %4178 ]
  %4181 = icmp slt i64 %4180, 24
  br i1 %4181, label %4182, label %4245

4182:                                             ; preds = %4179
  br label %4183

4183:                                             ; preds = %4241, %4182
  %4184 = phi i64 [ %4242, %4241 ], [ 0, %4182 ]
  %4185 = icmp slt i64 %4184, 1
  br i1 %4185, label %4186, label %4243

4186:                                             ; preds = %4183
  br label %4187

4187:                                             ; preds = %4239, %4186
  %4188 = phi i64 [ %4240, %4239 ], [ 0, %4186 ]
  %4189 = icmp slt i64 %4188, 1
  br i1 %4189, label %4190, label %4241

4190:                                             ; preds = %4187
  br label %4191

4191:                                             ; preds = %4237, %4190
  %4192 = phi i64 [ %4238, %4237 ], [ 0, %4190 ]
  %4193 = icmp slt i64 %4192, 96
  br i1 %4193, label %4194, label %4239

4194:                                             ; preds = %4191
  br label %4195

4195:                                             ; preds = %4235, %4194
  %4196 = phi i64 [ %4236, %4235 ], [ 0, %4194 ]
  %4197 = icmp slt i64 %4196, 1
  br i1 %4197, label %4198, label %4237

4198:                                             ; preds = %4195
  br label %4199

4199:                                             ; preds = %4202, %4198
  %4200 = phi i64 [ %4234, %4202 ], [ 0, %4198 ]
  %4201 = icmp slt i64 %4200, 1
  br i1 %4201, label %4202, label %4235

4202:                                             ; preds = %4199
  %4203 = add i64 %4184, %4196
  %4204 = add i64 %4188, %4200
  %4205 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3987, 1
  %4206 = mul nuw nsw i64 %4176, 96
  %4207 = add nuw nsw i64 %4206, %4192
  %4208 = add nuw nsw i64 %4207, %4203
  %4209 = add nuw nsw i64 %4208, %4204
  %4210 = getelementptr inbounds nuw float, ptr %4205, i64 %4209
  %4211 = load float, ptr %4210, align 4
  %4212 = mul nuw nsw i64 %4180, 96
  %4213 = add nuw nsw i64 %4212, %4192
  %4214 = add nuw nsw i64 %4213, %4196
  %4215 = add nuw nsw i64 %4214, %4200
  %4216 = getelementptr inbounds nuw float, ptr @__constant_24x96x1x1xf32, i64 %4215
  %4217 = load float, ptr %4216, align 4
  %4218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4137, 1
  %4219 = mul nuw nsw i64 %4176, 24
  %4220 = add nuw nsw i64 %4219, %4180
  %4221 = add nuw nsw i64 %4220, %4184
  %4222 = add nuw nsw i64 %4221, %4188
  %4223 = getelementptr inbounds nuw float, ptr %4218, i64 %4222
  %4224 = load float, ptr %4223, align 4
  %4225 = fdiv float %4211, 1.600000e+01
  %4226 = fmul float %4225, %4217
  %4227 = fadd float %4224, %4226
  %4228 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4137, 1
  %4229 = mul nuw nsw i64 %4176, 24
  %4230 = add nuw nsw i64 %4229, %4180
  %4231 = add nuw nsw i64 %4230, %4184
  %4232 = add nuw nsw i64 %4231, %4188
  %4233 = getelementptr inbounds nuw float, ptr %4228, i64 %4232
  store float %4227, ptr %4233, align 4
  %4234 = add i64 %4200, 1
  br label %4199

4235:                                             ; preds = %4199
  %4236 = add i64 %4196, 1
  br label %4195

4237:                                             ; preds = %4195
  %4238 = add i64 %4192, 1
  br label %4191

4239:                                             ; preds = %4191
  %4240 = add i64 %4188, 1
  br label %4187

4241:                                             ; preds = %4187
  %4242 = add i64 %4184, 1
  br label %4183

4243:                                             ; preds = %4183
  %4244 = add i64 %4180, 1
  br label %4179

4245:                                             ; preds = %4179
  %4246 = add i64 %4176, 1
  br label %4175

4247:                                             ; preds = %4175
  %4248 = call ptr @malloc(i64 448)
  %4249 = ptrtoint ptr %4248 to i64
  %4250 = add i64 %4249, 63
  %4251 = urem i64 %4250, 64
  %4252 = sub i64 %4250, %4251
  %4253 = inttoptr i64 %4252 to ptr
  %4254 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4248, 0
  %4255 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4254, ptr %4253, 1
  %4256 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4255, i64 0, 2
  %4257 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4256, i64 1, 3, 0
  %4258 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4257, i64 96, 3, 1
  %4259 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4258, i64 1, 3, 2
  %4260 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4259, i64 1, 3, 3
  %4261 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4260, i64 96, 4, 0
  %4262 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4261, i64 1, 4, 1
  %4263 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, i64 1, 4, 2
  %4264 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4263, i64 1, 4, 3
  br label %4265

4265:                                             ; preds = %4294, %4247
  %4266 = phi i64 [ %4295, %4294 ], [ 0, %4247 ]
  %4267 = icmp slt i64 %4266, 1
  br i1 %4267, label %4268, label %4296

4268:                                             ; preds = %4265
  br label %4269

4269:                                             ; preds = %4292, %4268
  %4270 = phi i64 [ %4293, %4292 ], [ 0, %4268 ]
  %4271 = icmp slt i64 %4270, 96
  br i1 %4271, label %4272, label %4294

4272:                                             ; preds = %4269
  br label %4273

4273:                                             ; preds = %4290, %4272
  %4274 = phi i64 [ %4291, %4290 ], [ 0, %4272 ]
  %4275 = icmp slt i64 %4274, 1
  br i1 %4275, label %4276, label %4292

4276:                                             ; preds = %4273
  br label %4277

4277:                                             ; preds = %4280, %4276
  %4278 = phi i64 [ %4289, %4280 ], [ 0, %4276 ]
  %4279 = icmp slt i64 %4278, 1
  br i1 %4279, label %4280, label %4290

4280:                                             ; preds = %4277
  %4281 = getelementptr inbounds nuw float, ptr @__constant_96xf32_106, i64 %4270
  %4282 = load float, ptr %4281, align 4
  %4283 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4264, 1
  %4284 = mul nuw nsw i64 %4266, 96
  %4285 = add nuw nsw i64 %4284, %4270
  %4286 = add nuw nsw i64 %4285, %4274
  %4287 = add nuw nsw i64 %4286, %4278
  %4288 = getelementptr inbounds nuw float, ptr %4283, i64 %4287
  store float %4282, ptr %4288, align 4
  %4289 = add i64 %4278, 1
  br label %4277

4290:                                             ; preds = %4277
  %4291 = add i64 %4274, 1
  br label %4273

4292:                                             ; preds = %4273
  %4293 = add i64 %4270, 1
  br label %4269

4294:                                             ; preds = %4269
  %4295 = add i64 %4266, 1
  br label %4265

4296:                                             ; preds = %4265
  %4297 = call ptr @malloc(i64 448)
  %4298 = ptrtoint ptr %4297 to i64
  %4299 = add i64 %4298, 63
  %4300 = urem i64 %4299, 64
  %4301 = sub i64 %4299, %4300
  %4302 = inttoptr i64 %4301 to ptr
  %4303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4297, 0
  %4304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4303, ptr %4302, 1
  %4305 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4304, i64 0, 2
  %4306 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4305, i64 1, 3, 0
  %4307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4306, i64 96, 3, 1
  %4308 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4307, i64 1, 3, 2
  %4309 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4308, i64 1, 3, 3
  %4310 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4309, i64 96, 4, 0
  %4311 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4310, i64 1, 4, 1
  %4312 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4311, i64 1, 4, 2
  %4313 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4312, i64 1, 4, 3
  br label %4314

4314:                                             ; preds = %4348, %4296
  %4315 = phi i64 [ %4349, %4348 ], [ 0, %4296 ]
  %4316 = icmp slt i64 %4315, 1
  br i1 %4316, label %4317, label %4350

4317:                                             ; preds = %4314
  br label %4318

4318:                                             ; preds = %4346, %4317
  %4319 = phi i64 [ %4347, %4346 ], [ 0, %4317 ]
  %4320 = icmp slt i64 %4319, 96
  br i1 %4320, label %4321, label %4348

4321:                                             ; preds = %4318
  br label %4322

4322:                                             ; preds = %4344, %4321
  %4323 = phi i64 [ %4345, %4344 ], [ 0, %4321 ]
  %4324 = icmp slt i64 %4323, 1
  br i1 %4324, label %4325, label %4346

4325:                                             ; preds = %4322
  br label %4326

4326:                                             ; preds = %4329, %4325
  %4327 = phi i64 [ %4343, %4329 ], [ 0, %4325 ]
  %4328 = icmp slt i64 %4327, 1
  br i1 %4328, label %4329, label %4344

4329:                                             ; preds = %4326
  %4330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4264, 1
  %4331 = mul nuw nsw i64 %4315, 96
  %4332 = add nuw nsw i64 %4331, %4319
  %4333 = add nuw nsw i64 %4332, %4323
  %4334 = add nuw nsw i64 %4333, %4327
  %4335 = getelementptr inbounds nuw float, ptr %4330, i64 %4334
  %4336 = load float, ptr %4335, align 4
  %4337 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 1
  %4338 = mul nuw nsw i64 %4315, 96
  %4339 = add nuw nsw i64 %4338, %4319
  %4340 = add nuw nsw i64 %4339, %4323
  %4341 = add nuw nsw i64 %4340, %4327
  %4342 = getelementptr inbounds nuw float, ptr %4337, i64 %4341
  store float %4336, ptr %4342, align 4
  %4343 = add i64 %4327, 1
  br label %4326

4344:                                             ; preds = %4326
  %4345 = add i64 %4323, 1
  br label %4322

4346:                                             ; preds = %4322
  %4347 = add i64 %4319, 1
  br label %4318

4348:                                             ; preds = %4318
  %4349 = add i64 %4315, 1
  br label %4314

4350:                                             ; preds = %4314
  br label %4351

4351:                                             ; preds = %4422, %4350
  %4352 = phi i64 [ %4423, %4422 ], [ 0, %4350 ]
  %4353 = icmp slt i64 %4352, 1
  br i1 %4353, label %4354, label %4424

4354:                                             ; preds = %4351
  br label %4355

4355:                                             ; preds = %4420, %4354
  %4356 = phi i64 [ %4421, %4420 ], [ 0, %4354 ]
  %4357 = icmp slt i64 %4356, 96
  br i1 %4357, label %4358, label %4422

4358:                                             ; preds = %4355
  br label %4359

4359:                                             ; preds = %4418, %4358
  %4360 = phi i64 [ %4419, %4418 ], [ 0, %4358 ]
  %4361 = icmp slt i64 %4360, 1
  br i1 %4361, label %4362, label %4420

4362:                                             ; preds = %4359
  br label %4363

4363:                                             ; preds = %4416, %4362
  %4364 = phi i64 [ %4417, %4416 ], [ 0, %4362 ]
  %4365 = icmp slt i64 %4364, 1
  br i1 %4365, label %4366, label %4418

4366:                                             ; preds = %4363
  br label %4367

4367:                                             ; preds = %4414, %4366
  %4368 = phi i64 [ %4415, %4414 ], [ 0, %4366 ]
  %4369 = icmp slt i64 %4368, 24
  br i1 %4369, label %4370, label %4416

4370:                                             ; preds = %4367
  br label %4371

4371:                                             ; preds = %4412, %4370
  %4372 = phi i64 [ %4413, %4412 ], [ 0, %4370 ]
  %4373 = icmp slt i64 %4372, 1
  br i1 %4373, label %4374, label %4414

4374:                                             ; preds = %4371
  br label %4375

4375:                                             ; preds = %4378, %4374
  %4376 = phi i64 [ %4411, %4378 ], [ 0, %4374 ]
  %4377 = icmp slt i64 %4376, 1
  br i1 %4377, label %4378, label %4412

4378:                                             ; preds = %4375
  %4379 = add i64 %4360, %4372
  %4380 = add i64 %4364, %4376
  %4381 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4137, 1
  %4382 = mul nuw nsw i64 %4352, 24
  %4383 = add nuw nsw i64 %4382, %4368
  %4384 = add nuw nsw i64 %4383, %4379
  %4385 = add nuw nsw i64 %4384, %4380
  %4386 = getelementptr inbounds nuw float, ptr %4381, i64 %4385
  %4387 = load float, ptr %4386, align 4
  %4388 = mul nuw nsw i64 %4356, 24
  %4389 = add nuw nsw i64 %4388, %4368
  %4390 = add nuw nsw i64 %4389, %4372
  %4391 = add nuw nsw i64 %4390, %4376
  %4392 = getelementptr inbounds nuw float, ptr @__constant_96x24x1x1xf32, i64 %4391
  %4393 = load float, ptr %4392, align 4
  %4394 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 1
  %4395 = mul nuw nsw i64 %4352, 96
  %4396 = add nuw nsw i64 %4395, %4356
  %4397 = add nuw nsw i64 %4396, %4360
  %4398 = add nuw nsw i64 %4397, %4364
  %4399 = getelementptr inbounds nuw float, ptr %4394, i64 %4398
  %4400 = load float, ptr %4399, align 4
  %4401 = fcmp ugt float %4387, 0.000000e+00
  %4402 = select i1 %4401, float %4387, float 0.000000e+00
  %4403 = fmul float %4402, %4393
  %4404 = fadd float %4400, %4403
  %4405 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 1
  %4406 = mul nuw nsw i64 %4352, 96
  %4407 = add nuw nsw i64 %4406, %4356
  %4408 = add nuw nsw i64 %4407, %4360
  %4409 = add nuw nsw i64 %4408, %4364
  %4410 = getelementptr inbounds nuw float, ptr %4405, i64 %4409
  store float %4404, ptr %4410, align 4
  %4411 = add i64 %4376, 1
  br label %4375

4412:                                             ; preds = %4375
  %4413 = add i64 %4372, 1
  br label %4371

4414:                                             ; preds = %4371
  %4415 = add i64 %4368, 1
  br label %4367

4416:                                             ; preds = %4367
  %4417 = add i64 %4364, 1
  br label %4363

4418:                                             ; preds = %4363
  %4419 = add i64 %4360, 1
  br label %4359

4420:                                             ; preds = %4359
  %4421 = add i64 %4356, 1
  br label %4355

4422:                                             ; preds = %4355
  %4423 = add i64 %4352, 1
  br label %4351

4424:                                             ; preds = %4351
  %4425 = call ptr @malloc(i64 2624)
  %4426 = ptrtoint ptr %4425 to i64
  %4427 = add i64 %4426, 63
  %4428 = urem i64 %4427, 64
  %4429 = sub i64 %4427, %4428
  %4430 = inttoptr i64 %4429 to ptr
  %4431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4425, 0
  %4432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4431, ptr %4430, 1
  %4433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4432, i64 0, 2
  %4434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4433, i64 1, 3, 0
  %4435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4434, i64 40, 3, 1
  %4436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4435, i64 4, 3, 2
  %4437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4436, i64 4, 3, 3
  %4438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4437, i64 640, 4, 0
  %4439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4438, i64 16, 4, 1
  %4440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4439, i64 4, 4, 2
  %4441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4440, i64 1, 4, 3
  br label %4442

4442:                                             ; preds = %4471, %4424
  %4443 = phi i64 [ %4472, %4471 ], [ 0, %4424 ]
  %4444 = icmp slt i64 %4443, 1
  br i1 %4444, label %4445, label %4473

4445:                                             ; preds = %4442
  br label %4446

4446:                                             ; preds = %4469, %4445
  %4447 = phi i64 [ %4470, %4469 ], [ 0, %4445 ]
  %4448 = icmp slt i64 %4447, 40
  br i1 %4448, label %4449, label %4471

4449:                                             ; preds = %4446
  br label %4450

4450:                                             ; preds = %4467, %4449
  %4451 = phi i64 [ %4468, %4467 ], [ 0, %4449 ]
  %4452 = icmp slt i64 %4451, 4
  br i1 %4452, label %4453, label %4469

4453:                                             ; preds = %4450
  br label %4454

4454:                                             ; preds = %4457, %4453
  %4455 = phi i64 [ %4466, %4457 ], [ 0, %4453 ]
  %4456 = icmp slt i64 %4455, 4
  br i1 %4456, label %4457, label %4467

4457:                                             ; preds = %4454
  %4458 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4441, 1
  %4459 = mul nuw nsw i64 %4443, 640
  %4460 = mul nuw nsw i64 %4447, 16
  %4461 = add nuw nsw i64 %4459, %4460
  %4462 = mul nuw nsw i64 %4451, 4
  %4463 = add nuw nsw i64 %4461, %4462
  %4464 = add nuw nsw i64 %4463, %4455
  %4465 = getelementptr inbounds nuw float, ptr %4458, i64 %4464
  store float 0.000000e+00, ptr %4465, align 4
  %4466 = add i64 %4455, 1
  br label %4454

4467:                                             ; preds = %4454
  %4468 = add i64 %4451, 1
  br label %4450

4469:                                             ; preds = %4450
  %4470 = add i64 %4447, 1
  br label %4446

4471:                                             ; preds = %4446
  %4472 = add i64 %4443, 1
  br label %4442

4473:                                             ; preds = %4442
  %4474 = call ptr @malloc(i64 2624)
  %4475 = ptrtoint ptr %4474 to i64
  %4476 = add i64 %4475, 63
  %4477 = urem i64 %4476, 64
  %4478 = sub i64 %4476, %4477
  %4479 = inttoptr i64 %4478 to ptr
  %4480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4474, 0
  %4481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4480, ptr %4479, 1
  %4482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4481, i64 0, 2
  %4483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4482, i64 1, 3, 0
  %4484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4483, i64 40, 3, 1
  %4485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4484, i64 4, 3, 2
  %4486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4485, i64 4, 3, 3
  %4487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4486, i64 640, 4, 0
  %4488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4487, i64 16, 4, 1
  %4489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4488, i64 4, 4, 2
  %4490 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4489, i64 1, 4, 3
  br label %4491

4491:                                             ; preds = %4529, %4473
  %4492 = phi i64 [ %4530, %4529 ], [ 0, %4473 ]
  %4493 = icmp slt i64 %4492, 1
  br i1 %4493, label %4494, label %4531

4494:                                             ; preds = %4491
  br label %4495

4495:                                             ; preds = %4527, %4494
  %4496 = phi i64 [ %4528, %4527 ], [ 0, %4494 ]
  %4497 = icmp slt i64 %4496, 40
  br i1 %4497, label %4498, label %4529

4498:                                             ; preds = %4495
  br label %4499

4499:                                             ; preds = %4525, %4498
  %4500 = phi i64 [ %4526, %4525 ], [ 0, %4498 ]
  %4501 = icmp slt i64 %4500, 4
  br i1 %4501, label %4502, label %4527

4502:                                             ; preds = %4499
  br label %4503

4503:                                             ; preds = %4506, %4502
  %4504 = phi i64 [ %4524, %4506 ], [ 0, %4502 ]
  %4505 = icmp slt i64 %4504, 4
  br i1 %4505, label %4506, label %4525

4506:                                             ; preds = %4503
  %4507 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4441, 1
  %4508 = mul nuw nsw i64 %4492, 640
  %4509 = mul nuw nsw i64 %4496, 16
  %4510 = add nuw nsw i64 %4508, %4509
  %4511 = mul nuw nsw i64 %4500, 4
  %4512 = add nuw nsw i64 %4510, %4511
  %4513 = add nuw nsw i64 %4512, %4504
  %4514 = getelementptr inbounds nuw float, ptr %4507, i64 %4513
  %4515 = load float, ptr %4514, align 4
  %4516 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4490, 1
  %4517 = mul nuw nsw i64 %4492, 640
  %4518 = mul nuw nsw i64 %4496, 16
  %4519 = add nuw nsw i64 %4517, %4518
  %4520 = mul nuw nsw i64 %4500, 4
  %4521 = add nuw nsw i64 %4519, %4520
  %4522 = add nuw nsw i64 %4521, %4504
  %4523 = getelementptr inbounds nuw float, ptr %4516, i64 %4522
  store float %4515, ptr %4523, align 4
  %4524 = add i64 %4504, 1
  br label %4503

4525:                                             ; preds = %4503
  %4526 = add i64 %4500, 1
  br label %4499

4527:                                             ; preds = %4499
  %4528 = add i64 %4496, 1
  br label %4495

4529:                                             ; preds = %4495
  %4530 = add i64 %4492, 1
  br label %4491

4531:                                             ; preds = %4491
  br label %4532

4532:                                             ; preds = %4621, %4531
  %4533 = phi i64 [ %4622, %4621 ], [ 0, %4531 ]
  %4534 = icmp slt i64 %4533, 1
  br i1 %4534, label %4535, label %4623

4535:                                             ; preds = %4532
  br label %4536

4536:                                             ; preds = %4619, %4535
  %4537 = phi i64 [ %4620, %4619 ], [ 0, %4535 ]
  %4538 = icmp slt i64 %4537, 40
  br i1 %4538, label %4539, label %4621

4539:                                             ; preds = %4536
  br label %4540

4540:                                             ; preds = %4617, %4539
  %4541 = phi i64 [ %4618, %4617 ], [ 0, %4539 ]
  %4542 = icmp slt i64 %4541, 4
  br i1 %4542, label %4543, label %4619

4543:                                             ; preds = %4540
  br label %4544

4544:                                             ; preds = %4615, %4543
  %4545 = phi i64 [ %4616, %4615 ], [ 0, %4543 ]
  %4546 = icmp slt i64 %4545, 4
  br i1 %4546, label %4547, label %4617

4547:                                             ; preds = %4544
  br label %4548

4548:                                             ; preds = %4613, %4547
  %4549 = phi i64 [ %4614, %4613 ], [ 0, %4547 ]
  %4550 = icmp slt i64 %4549, 96
  br i1 %4550, label %4551, label %4615

4551:                                             ; preds = %4548
  br label %4552

4552:                                             ; preds = %4611, %4551
  %4553 = phi i64 [ %4612, %4611 ], [ 0, %4551 ]
  %4554 = icmp slt i64 %4553, 1
  br i1 %4554, label %4555, label %4613

4555:                                             ; preds = %4552
  br label %4556

4556:                                             ; preds = %4559, %4555
  %4557 = phi i64 [ %4610, %4559 ], [ 0, %4555 ]
  %4558 = icmp slt i64 %4557, 1
  br i1 %4558, label %4559, label %4611

4559:                                             ; preds = %4556
  %4560 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 1
  %4561 = mul nuw nsw i64 %4533, 96
  %4562 = add nuw nsw i64 %4561, %4549
  %4563 = add nuw nsw i64 %4562, 0
  %4564 = add nuw nsw i64 %4563, 0
  %4565 = getelementptr inbounds nuw float, ptr %4560, i64 %4564
  %4566 = load float, ptr %4565, align 4
  %4567 = add i64 %4541, %4553
  %4568 = add i64 %4545, %4557
  %4569 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3852, 1
  %4570 = mul nuw nsw i64 %4533, 1536
  %4571 = mul nuw nsw i64 %4549, 16
  %4572 = add nuw nsw i64 %4570, %4571
  %4573 = mul nuw nsw i64 %4567, 4
  %4574 = add nuw nsw i64 %4572, %4573
  %4575 = add nuw nsw i64 %4574, %4568
  %4576 = getelementptr inbounds nuw float, ptr %4569, i64 %4575
  %4577 = load float, ptr %4576, align 4
  %4578 = mul nuw nsw i64 %4537, 96
  %4579 = add nuw nsw i64 %4578, %4549
  %4580 = add nuw nsw i64 %4579, %4553
  %4581 = add nuw nsw i64 %4580, %4557
  %4582 = getelementptr inbounds nuw float, ptr @__constant_40x96x1x1xf32, i64 %4581
  %4583 = load float, ptr %4582, align 4
  %4584 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4490, 1
  %4585 = mul nuw nsw i64 %4533, 640
  %4586 = mul nuw nsw i64 %4537, 16
  %4587 = add nuw nsw i64 %4585, %4586
  %4588 = mul nuw nsw i64 %4541, 4
  %4589 = add nuw nsw i64 %4587, %4588
  %4590 = add nuw nsw i64 %4589, %4545
  %4591 = getelementptr inbounds nuw float, ptr %4584, i64 %4590
  %4592 = load float, ptr %4591, align 4
  %4593 = fadd float %4566, 3.000000e+00
  %4594 = fcmp ult float %4593, 0.000000e+00
  %4595 = select i1 %4594, float 0.000000e+00, float %4593
  %4596 = fcmp ugt float %4595, 6.000000e+00
  %4597 = select i1 %4596, float 6.000000e+00, float %4595
  %4598 = fdiv float %4597, 6.000000e+00
  %4599 = fmul float %4598, %4577
  %4600 = fmul float %4599, %4583
  %4601 = fadd float %4592, %4600
  %4602 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4490, 1
  %4603 = mul nuw nsw i64 %4533, 640
  %4604 = mul nuw nsw i64 %4537, 16
  %4605 = add nuw nsw i64 %4603, %4604
  %4606 = mul nuw nsw i64 %4541, 4
  %4607 = add nuw nsw i64 %4605, %4606
  %4608 = add nuw nsw i64 %4607, %4545
  %4609 = getelementptr inbounds nuw float, ptr %4602, i64 %4608
  store float %4601, ptr %4609, align 4
  %4610 = add i64 %4557, 1
  br label %4556

4611:                                             ; preds = %4556
  %4612 = add i64 %4553, 1
  br label %4552

4613:                                             ; preds = %4552
  %4614 = add i64 %4549, 1
  br label %4548

4615:                                             ; preds = %4548
  %4616 = add i64 %4545, 1
  br label %4544

4617:                                             ; preds = %4544
  %4618 = add i64 %4541, 1
  br label %4540

4619:                                             ; preds = %4540
  %4620 = add i64 %4537, 1
  br label %4536

4621:                                             ; preds = %4536
  %4622 = add i64 %4533, 1
  br label %4532

4623:                                             ; preds = %4532
  %4624 = call ptr @malloc(i64 2624)
  %4625 = ptrtoint ptr %4624 to i64
  %4626 = add i64 %4625, 63
  %4627 = urem i64 %4626, 64
  %4628 = sub i64 %4626, %4627
  %4629 = inttoptr i64 %4628 to ptr
  %4630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4624, 0
  %4631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4630, ptr %4629, 1
  %4632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4631, i64 0, 2
  %4633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4632, i64 1, 3, 0
  %4634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4633, i64 40, 3, 1
  %4635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4634, i64 4, 3, 2
  %4636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4635, i64 4, 3, 3
  %4637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4636, i64 640, 4, 0
  %4638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4637, i64 16, 4, 1
  %4639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4638, i64 4, 4, 2
  %4640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4639, i64 1, 4, 3
  br label %4641

4641:                                             ; preds = %4702, %4623
  %4642 = phi i64 [ %4703, %4702 ], [ 0, %4623 ]
  %4643 = icmp slt i64 %4642, 1
  br i1 %4643, label %4644, label %4704

4644:                                             ; preds = %4641
  br label %4645

4645:                                             ; preds = %4700, %4644
  %4646 = phi i64 [ %4701, %4700 ], [ 0, %4644 ]
  %4647 = icmp slt i64 %4646, 40
  br i1 %4647, label %4648, label %4702

4648:                                             ; preds = %4645
  br label %4649

4649:                                             ; preds = %4698, %4648
  %4650 = phi i64 [ %4699, %4698 ], [ 0, %4648 ]
  %4651 = icmp slt i64 %4650, 4
  br i1 %4651, label %4652, label %4700

4652:                                             ; preds = %4649
  br label %4653

4653:                                             ; preds = %4656, %4652
  %4654 = phi i64 [ %4697, %4656 ], [ 0, %4652 ]
  %4655 = icmp slt i64 %4654, 4
  br i1 %4655, label %4656, label %4698

4656:                                             ; preds = %4653
  %4657 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4490, 1
  %4658 = mul nuw nsw i64 %4642, 640
  %4659 = mul nuw nsw i64 %4646, 16
  %4660 = add nuw nsw i64 %4658, %4659
  %4661 = mul nuw nsw i64 %4650, 4
  %4662 = add nuw nsw i64 %4660, %4661
  %4663 = add nuw nsw i64 %4662, %4654
  %4664 = getelementptr inbounds nuw float, ptr %4657, i64 %4663
  %4665 = load float, ptr %4664, align 4
  %4666 = add nuw nsw i64 %4646, 0
  %4667 = add nuw nsw i64 %4666, 0
  %4668 = getelementptr inbounds nuw float, ptr @__constant_40xf32_105, i64 %4667
  %4669 = load float, ptr %4668, align 4
  %4670 = add nuw nsw i64 %4646, 0
  %4671 = add nuw nsw i64 %4670, 0
  %4672 = getelementptr inbounds nuw float, ptr @__constant_40xf32_104, i64 %4671
  %4673 = load float, ptr %4672, align 4
  %4674 = add nuw nsw i64 %4646, 0
  %4675 = add nuw nsw i64 %4674, 0
  %4676 = getelementptr inbounds nuw float, ptr @__constant_40xf32_103, i64 %4675
  %4677 = load float, ptr %4676, align 4
  %4678 = add nuw nsw i64 %4646, 0
  %4679 = add nuw nsw i64 %4678, 0
  %4680 = getelementptr inbounds nuw float, ptr @__constant_40xf32_102, i64 %4679
  %4681 = load float, ptr %4680, align 4
  %4682 = fadd float %4673, 1.000000e-03
  %4683 = call float @llvm.sqrt.f32(float %4682)
  %4684 = fdiv float 1.000000e+00, %4683
  %4685 = fsub float %4665, %4669
  %4686 = fmul float %4685, %4684
  %4687 = fmul float %4686, %4677
  %4688 = fadd float %4687, %4681
  %4689 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4640, 1
  %4690 = mul nuw nsw i64 %4642, 640
  %4691 = mul nuw nsw i64 %4646, 16
  %4692 = add nuw nsw i64 %4690, %4691
  %4693 = mul nuw nsw i64 %4650, 4
  %4694 = add nuw nsw i64 %4692, %4693
  %4695 = add nuw nsw i64 %4694, %4654
  %4696 = getelementptr inbounds nuw float, ptr %4689, i64 %4695
  store float %4688, ptr %4696, align 4
  %4697 = add i64 %4654, 1
  br label %4653

4698:                                             ; preds = %4653
  %4699 = add i64 %4650, 1
  br label %4649

4700:                                             ; preds = %4649
  %4701 = add i64 %4646, 1
  br label %4645

4702:                                             ; preds = %4645
  %4703 = add i64 %4642, 1
  br label %4641

4704:                                             ; preds = %4641
  %4705 = call ptr @malloc(i64 15424)
  %4706 = ptrtoint ptr %4705 to i64
  %4707 = add i64 %4706, 63
  %4708 = urem i64 %4707, 64
  %4709 = sub i64 %4707, %4708
  %4710 = inttoptr i64 %4709 to ptr
  %4711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4705, 0
  %4712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4711, ptr %4710, 1
  %4713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4712, i64 0, 2
  %4714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4713, i64 1, 3, 0
  %4715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4714, i64 240, 3, 1
  %4716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4715, i64 4, 3, 2
  %4717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4716, i64 4, 3, 3
  %4718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4717, i64 3840, 4, 0
  %4719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4718, i64 16, 4, 1
  %4720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4719, i64 4, 4, 2
  %4721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4720, i64 1, 4, 3
  br label %4722

4722:                                             ; preds = %4751, %4704
  %4723 = phi i64 [ %4752, %4751 ], [ 0, %4704 ]
  %4724 = icmp slt i64 %4723, 1
  br i1 %4724, label %4725, label %4753

4725:                                             ; preds = %4722
  br label %4726

4726:                                             ; preds = %4749, %4725
  %4727 = phi i64 [ %4750, %4749 ], [ 0, %4725 ]
  %4728 = icmp slt i64 %4727, 240
  br i1 %4728, label %4729, label %4751

4729:                                             ; preds = %4726
  br label %4730

4730:                                             ; preds = %4747, %4729
  %4731 = phi i64 [ %4748, %4747 ], [ 0, %4729 ]
  %4732 = icmp slt i64 %4731, 4
  br i1 %4732, label %4733, label %4749

4733:                                             ; preds = %4730
  br label %4734

4734:                                             ; preds = %4737, %4733
  %4735 = phi i64 [ %4746, %4737 ], [ 0, %4733 ]
  %4736 = icmp slt i64 %4735, 4
  br i1 %4736, label %4737, label %4747

4737:                                             ; preds = %4734
  %4738 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, 1
  %4739 = mul nuw nsw i64 %4723, 3840
  %4740 = mul nuw nsw i64 %4727, 16
  %4741 = add nuw nsw i64 %4739, %4740
  %4742 = mul nuw nsw i64 %4731, 4
  %4743 = add nuw nsw i64 %4741, %4742
  %4744 = add nuw nsw i64 %4743, %4735
  %4745 = getelementptr inbounds nuw float, ptr %4738, i64 %4744
  store float 0.000000e+00, ptr %4745, align 4
  %4746 = add i64 %4735, 1
  br label %4734

4747:                                             ; preds = %4734
  %4748 = add i64 %4731, 1
  br label %4730

4749:                                             ; preds = %4730
  %4750 = add i64 %4727, 1
  br label %4726

4751:                                             ; preds = %4726
  %4752 = add i64 %4723, 1
  br label %4722

4753:                                             ; preds = %4722
  %4754 = call ptr @malloc(i64 15424)
  %4755 = ptrtoint ptr %4754 to i64
  %4756 = add i64 %4755, 63
  %4757 = urem i64 %4756, 64
  %4758 = sub i64 %4756, %4757
  %4759 = inttoptr i64 %4758 to ptr
  %4760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4754, 0
  %4761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4760, ptr %4759, 1
  %4762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4761, i64 0, 2
  %4763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4762, i64 1, 3, 0
  %4764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4763, i64 240, 3, 1
  %4765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4764, i64 4, 3, 2
  %4766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4765, i64 4, 3, 3
  %4767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4766, i64 3840, 4, 0
  %4768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4767, i64 16, 4, 1
  %4769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4768, i64 4, 4, 2
  %4770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4769, i64 1, 4, 3
  br label %4771

4771:                                             ; preds = %4809, %4753
  %4772 = phi i64 [ %4810, %4809 ], [ 0, %4753 ]
  %4773 = icmp slt i64 %4772, 1
  br i1 %4773, label %4774, label %4811

4774:                                             ; preds = %4771
  br label %4775

4775:                                             ; preds = %4807, %4774
  %4776 = phi i64 [ %4808, %4807 ], [ 0, %4774 ]
  %4777 = icmp slt i64 %4776, 240
  br i1 %4777, label %4778, label %4809

4778:                                             ; preds = %4775
  br label %4779

4779:                                             ; preds = %4805, %4778
  %4780 = phi i64 [ %4806, %4805 ], [ 0, %4778 ]
  %4781 = icmp slt i64 %4780, 4
  br i1 %4781, label %4782, label %4807

4782:                                             ; preds = %4779
  br label %4783

4783:                                             ; preds = %4786, %4782
  %4784 = phi i64 [ %4804, %4786 ], [ 0, %4782 ]
  %4785 = icmp slt i64 %4784, 4
  br i1 %4785, label %4786, label %4805

4786:                                             ; preds = %4783
  %4787 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, 1
  %4788 = mul nuw nsw i64 %4772, 3840
  %4789 = mul nuw nsw i64 %4776, 16
  %4790 = add nuw nsw i64 %4788, %4789
  %4791 = mul nuw nsw i64 %4780, 4
  %4792 = add nuw nsw i64 %4790, %4791
  %4793 = add nuw nsw i64 %4792, %4784
  %4794 = getelementptr inbounds nuw float, ptr %4787, i64 %4793
  %4795 = load float, ptr %4794, align 4
  %4796 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4770, 1
  %4797 = mul nuw nsw i64 %4772, 3840
  %4798 = mul nuw nsw i64 %4776, 16
  %4799 = add nuw nsw i64 %4797, %4798
  %4800 = mul nuw nsw i64 %4780, 4
  %4801 = add nuw nsw i64 %4799, %4800
  %4802 = add nuw nsw i64 %4801, %4784
  %4803 = getelementptr inbounds nuw float, ptr %4796, i64 %4802
  store float %4795, ptr %4803, align 4
  %4804 = add i64 %4784, 1
  br label %4783

4805:                                             ; preds = %4783
  %4806 = add i64 %4780, 1
  br label %4779

4807:                                             ; preds = %4779
  %4808 = add i64 %4776, 1
  br label %4775

4809:                                             ; preds = %4775
  %4810 = add i64 %4772, 1
  br label %4771

4811:                                             ; preds = %4771
  br label %4812

4812:                                             ; preds = %4887, %4811
  %4813 = phi i64 [ %4888, %4887 ], [ 0, %4811 ]
  %4814 = icmp slt i64 %4813, 1
  br i1 %4814, label %4815, label %4889

4815:                                             ; preds = %4812
  br label %4816

4816:                                             ; preds = %4885, %4815
  %4817 = phi i64 [ %4886, %4885 ], [ 0, %4815 ]
  %4818 = icmp slt i64 %4817, 240
  br i1 %4818, label %4819, label %4887

4819:                                             ; preds = %4816
  br label %4820

4820:                                             ; preds = %4883, %4819
  %4821 = phi i64 [ %4884, %4883 ], [ 0, %4819 ]
  %4822 = icmp slt i64 %4821, 4
  br i1 %4822, label %4823, label %4885

4823:                                             ; preds = %4820
  br label %4824

4824:                                             ; preds = %4881, %4823
  %4825 = phi i64 [ %4882, %4881 ], [ 0, %4823 ]
  %4826 = icmp slt i64 %4825, 4
  br i1 %4826, label %4827, label %4883

4827:                                             ; preds = %4824
  br label %4828

4828:                                             ; preds = %4879, %4827
  %4829 = phi i64 [ %4880, %4879 ], [ 0, %4827 ]
  %4830 = icmp slt i64 %4829, 40
  br i1 %4830, label %4831, label %4881

4831:                                             ; preds = %4828
  br label %4832

4832:                                             ; preds = %4877, %4831
  %4833 = phi i64 [ %4878, %4877 ], [ 0, %4831 ]
  %4834 = icmp slt i64 %4833, 1
  br i1 %4834, label %4835, label %4879

4835:                                             ; preds = %4832
  br label %4836

4836:                                             ; preds = %4839, %4835
  %4837 = phi i64 [ %4876, %4839 ], [ 0, %4835 ]
  %4838 = icmp slt i64 %4837, 1
  br i1 %4838, label %4839, label %4877

4839:                                             ; preds = %4836
  %4840 = add i64 %4821, %4833
  %4841 = add i64 %4825, %4837
  %4842 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4640, 1
  %4843 = mul nuw nsw i64 %4813, 640
  %4844 = mul nuw nsw i64 %4829, 16
  %4845 = add nuw nsw i64 %4843, %4844
  %4846 = mul nuw nsw i64 %4840, 4
  %4847 = add nuw nsw i64 %4845, %4846
  %4848 = add nuw nsw i64 %4847, %4841
  %4849 = getelementptr inbounds nuw float, ptr %4842, i64 %4848
  %4850 = load float, ptr %4849, align 4
  %4851 = mul nuw nsw i64 %4817, 40
  %4852 = add nuw nsw i64 %4851, %4829
  %4853 = add nuw nsw i64 %4852, %4833
  %4854 = add nuw nsw i64 %4853, %4837
  %4855 = getelementptr inbounds nuw float, ptr @__constant_240x40x1x1xf32_101, i64 %4854
  %4856 = load float, ptr %4855, align 4
  %4857 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4770, 1
  %4858 = mul nuw nsw i64 %4813, 3840
  %4859 = mul nuw nsw i64 %4817, 16
  %4860 = add nuw nsw i64 %4858, %4859
  %4861 = mul nuw nsw i64 %4821, 4
  %4862 = add nuw nsw i64 %4860, %4861
  %4863 = add nuw nsw i64 %4862, %4825
  %4864 = getelementptr inbounds nuw float, ptr %4857, i64 %4863
  %4865 = load float, ptr %4864, align 4
  %4866 = fmul float %4850, %4856
  %4867 = fadd float %4865, %4866
  %4868 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4770, 1
  %4869 = mul nuw nsw i64 %4813, 3840
  %4870 = mul nuw nsw i64 %4817, 16
  %4871 = add nuw nsw i64 %4869, %4870
  %4872 = mul nuw nsw i64 %4821, 4
  %4873 = add nuw nsw i64 %4871, %4872
  %4874 = add nuw nsw i64 %4873, %4825
  %4875 = getelementptr inbounds nuw float, ptr %4868, i64 %4874
  store float %4867, ptr %4875, align 4
  %4876 = add i64 %4837, 1
  br label %4836

4877:                                             ; preds = %4836
  %4878 = add i64 %4833, 1
  br label %4832

4879:                                             ; preds = %4832
  %4880 = add i64 %4829, 1
  br label %4828

4881:                                             ; preds = %4828
  %4882 = add i64 %4825, 1
  br label %4824

4883:                                             ; preds = %4824
  %4884 = add i64 %4821, 1
  br label %4820

4885:                                             ; preds = %4820
  %4886 = add i64 %4817, 1
  br label %4816

4887:                                             ; preds = %4816
  %4888 = add i64 %4813, 1
  br label %4812

4889:                                             ; preds = %4812
  %4890 = call ptr @malloc(i64 15424)
  %4891 = ptrtoint ptr %4890 to i64
  %4892 = add i64 %4891, 63
  %4893 = urem i64 %4892, 64
  %4894 = sub i64 %4892, %4893
  %4895 = inttoptr i64 %4894 to ptr
  %4896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4890, 0
  %4897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4896, ptr %4895, 1
  %4898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4897, i64 0, 2
  %4899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4898, i64 1, 3, 0
  %4900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4899, i64 240, 3, 1
  %4901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4900, i64 4, 3, 2
  %4902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4901, i64 4, 3, 3
  %4903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4902, i64 3840, 4, 0
  %4904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4903, i64 16, 4, 1
  %4905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4904, i64 4, 4, 2
  %4906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4905, i64 1, 4, 3
  br label %4907

4907:                                             ; preds = %4975, %4889
  %4908 = phi i64 [ %4976, %4975 ], [ 0, %4889 ]
  %4909 = icmp slt i64 %4908, 1
  br i1 %4909, label %4910, label %4977

4910:                                             ; preds = %4907
  br label %4911

4911:                                             ; preds = %4973, %4910
  %4912 = phi i64 [ %4974, %4973 ], [ 0, %4910 ]
  %4913 = icmp slt i64 %4912, 240
  br i1 %4913, label %4914, label %4975

4914:                                             ; preds = %4911
  br label %4915

4915:                                             ; preds = %4971, %4914
  %4916 = phi i64 [ %4972, %4971 ], [ 0, %4914 ]
  %4917 = icmp slt i64 %4916, 4
  br i1 %4917, label %4918, label %4973

4918:                                             ; preds = %4915
  br label %4919

4919:                                             ; preds = %4922, %4918
  %4920 = phi i64 [ %4970, %4922 ], [ 0, %4918 ]
  %4921 = icmp slt i64 %4920, 4
  br i1 %4921, label %4922, label %4971

4922:                                             ; preds = %4919
  %4923 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4770, 1
  %4924 = mul nuw nsw i64 %4908, 3840
  %4925 = mul nuw nsw i64 %4912, 16
  %4926 = add nuw nsw i64 %4924, %4925
  %4927 = mul nuw nsw i64 %4916, 4
  %4928 = add nuw nsw i64 %4926, %4927
  %4929 = add nuw nsw i64 %4928, %4920
  %4930 = getelementptr inbounds nuw float, ptr %4923, i64 %4929
  %4931 = load float, ptr %4930, align 4
  %4932 = add nuw nsw i64 %4912, 0
  %4933 = add nuw nsw i64 %4932, 0
  %4934 = getelementptr inbounds nuw float, ptr @__constant_240xf32_100, i64 %4933
  %4935 = load float, ptr %4934, align 4
  %4936 = add nuw nsw i64 %4912, 0
  %4937 = add nuw nsw i64 %4936, 0
  %4938 = getelementptr inbounds nuw float, ptr @__constant_240xf32_99, i64 %4937
  %4939 = load float, ptr %4938, align 4
  %4940 = add nuw nsw i64 %4912, 0
  %4941 = add nuw nsw i64 %4940, 0
  %4942 = getelementptr inbounds nuw float, ptr @__constant_240xf32_98, i64 %4941
  %4943 = load float, ptr %4942, align 4
  %4944 = add nuw nsw i64 %4912, 0
  %4945 = add nuw nsw i64 %4944, 0
  %4946 = getelementptr inbounds nuw float, ptr @__constant_240xf32_97, i64 %4945
  %4947 = load float, ptr %4946, align 4
  %4948 = fadd float %4939, 1.000000e-03
  %4949 = call float @llvm.sqrt.f32(float %4948)
  %4950 = fdiv float 1.000000e+00, %4949
  %4951 = fsub float %4931, %4935
  %4952 = fmul float %4951, %4950
  %4953 = fmul float %4952, %4943
  %4954 = fadd float %4953, %4947
  %4955 = fadd float %4954, 3.000000e+00
  %4956 = fcmp ult float %4955, 0.000000e+00
  %4957 = select i1 %4956, float 0.000000e+00, float %4955
  %4958 = fcmp ugt float %4957, 6.000000e+00
  %4959 = select i1 %4958, float 6.000000e+00, float %4957
  %4960 = fmul float %4954, %4959
  %4961 = fdiv float %4960, 6.000000e+00
  %4962 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4906, 1
  %4963 = mul nuw nsw i64 %4908, 3840
  %4964 = mul nuw nsw i64 %4912, 16
  %4965 = add nuw nsw i64 %4963, %4964
  %4966 = mul nuw nsw i64 %4916, 4
  %4967 = add nuw nsw i64 %4965, %4966
  %4968 = add nuw nsw i64 %4967, %4920
  %4969 = getelementptr inbounds nuw float, ptr %4962, i64 %4968
  store float %4961, ptr %4969, align 4
  %4970 = add i64 %4920, 1
  br label %4919

4971:                                             ; preds = %4919
  %4972 = add i64 %4916, 1
  br label %4915

4973:                                             ; preds = %4915
  %4974 = add i64 %4912, 1
  br label %4911

4975:                                             ; preds = %4911
  %4976 = add i64 %4908, 1
  br label %4907

4977:                                             ; preds = %4907
  %4978 = call ptr @malloc(i64 61504)
  %4979 = ptrtoint ptr %4978 to i64
  %4980 = add i64 %4979, 63
  %4981 = urem i64 %4980, 64
  %4982 = sub i64 %4980, %4981
  %4983 = inttoptr i64 %4982 to ptr
  %4984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4978, 0
  %4985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4984, ptr %4983, 1
  %4986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4985, i64 0, 2
  %4987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4986, i64 1, 3, 0
  %4988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4987, i64 240, 3, 1
  %4989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4988, i64 8, 3, 2
  %4990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4989, i64 8, 3, 3
  %4991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4990, i64 15360, 4, 0
  %4992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4991, i64 64, 4, 1
  %4993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4992, i64 8, 4, 2
  %4994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4993, i64 1, 4, 3
  br label %4995

4995:                                             ; preds = %5024, %4977
  %4996 = phi i64 [ %5025, %5024 ], [ 0, %4977 ]
  %4997 = icmp slt i64 %4996, 1
  br i1 %4997, label %4998, label %5026

4998:                                             ; preds = %4995
  br label %4999

4999:                                             ; preds = %5022, %4998
  %5000 = phi i64 [ %5023, %5022 ], [ 0, %4998 ]
  %5001 = icmp slt i64 %5000, 240
  br i1 %5001, label %5002, label %5024

5002:                                             ; preds = %4999
  br label %5003

5003:                                             ; preds = %5020, %5002
  %5004 = phi i64 [ %5021, %5020 ], [ 0, %5002 ]
  %5005 = icmp slt i64 %5004, 8
  br i1 %5005, label %5006, label %5022

5006:                                             ; preds = %5003
  br label %5007

5007:                                             ; preds = %5010, %5006
  %5008 = phi i64 [ %5019, %5010 ], [ 0, %5006 ]
  %5009 = icmp slt i64 %5008, 8
  br i1 %5009, label %5010, label %5020

5010:                                             ; preds = %5007
  %5011 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4994, 1
  %5012 = mul nuw nsw i64 %4996, 15360
  %5013 = mul nuw nsw i64 %5000, 64
  %5014 = add nuw nsw i64 %5012, %5013
  %5015 = mul nuw nsw i64 %5004, 8
  %5016 = add nuw nsw i64 %5014, %5015
  %5017 = add nuw nsw i64 %5016, %5008
  %5018 = getelementptr inbounds nuw float, ptr %5011, i64 %5017
  store float 0.000000e+00, ptr %5018, align 4
  %5019 = add i64 %5008, 1
  br label %5007

5020:                                             ; preds = %5007
  %5021 = add i64 %5004, 1
  br label %5003

5022:                                             ; preds = %5003
  %5023 = add i64 %5000, 1
  br label %4999

5024:                                             ; preds = %4999
  %5025 = add i64 %4996, 1
  br label %4995

5026:                                             ; preds = %4995
  %5027 = call ptr @malloc(i64 61504)
  %5028 = ptrtoint ptr %5027 to i64
  %5029 = add i64 %5028, 63
  %5030 = urem i64 %5029, 64
  %5031 = sub i64 %5029, %5030
  %5032 = inttoptr i64 %5031 to ptr
  %5033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5027, 0
  %5034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5033, ptr %5032, 1
  %5035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5034, i64 0, 2
  %5036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5035, i64 1, 3, 0
  %5037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5036, i64 240, 3, 1
  %5038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5037, i64 8, 3, 2
  %5039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5038, i64 8, 3, 3
  %5040 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5039, i64 15360, 4, 0
  %5041 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5040, i64 64, 4, 1
  %5042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5041, i64 8, 4, 2
  %5043 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5042, i64 1, 4, 3
  br label %5044

5044:                                             ; preds = %5082, %5026
  %5045 = phi i64 [ %5083, %5082 ], [ 0, %5026 ]
  %5046 = icmp slt i64 %5045, 1
  br i1 %5046, label %5047, label %5084

5047:                                             ; preds = %5044
  br label %5048

5048:                                             ; preds = %5080, %5047
  %5049 = phi i64 [ %5081, %5080 ], [ 0, %5047 ]
  %5050 = icmp slt i64 %5049, 240
  br i1 %5050, label %5051, label %5082

5051:                                             ; preds = %5048
  br label %5052

5052:                                             ; preds = %5078, %5051
  %5053 = phi i64 [ %5079, %5078 ], [ 0, %5051 ]
  %5054 = icmp slt i64 %5053, 8
  br i1 %5054, label %5055, label %5080

5055:                                             ; preds = %5052
  br label %5056

5056:                                             ; preds = %5059, %5055
  %5057 = phi i64 [ %5077, %5059 ], [ 0, %5055 ]
  %5058 = icmp slt i64 %5057, 8
  br i1 %5058, label %5059, label %5078

5059:                                             ; preds = %5056
  %5060 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4994, 1
  %5061 = mul nuw nsw i64 %5045, 15360
  %5062 = mul nuw nsw i64 %5049, 64
  %5063 = add nuw nsw i64 %5061, %5062
  %5064 = mul nuw nsw i64 %5053, 8
  %5065 = add nuw nsw i64 %5063, %5064
  %5066 = add nuw nsw i64 %5065, %5057
  %5067 = getelementptr inbounds nuw float, ptr %5060, i64 %5066
  %5068 = load float, ptr %5067, align 4
  %5069 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5043, 1
  %5070 = mul nuw nsw i64 %5045, 15360
  %5071 = mul nuw nsw i64 %5049, 64
  %5072 = add nuw nsw i64 %5070, %5071
  %5073 = mul nuw nsw i64 %5053, 8
  %5074 = add nuw nsw i64 %5072, %5073
  %5075 = add nuw nsw i64 %5074, %5057
  %5076 = getelementptr inbounds nuw float, ptr %5069, i64 %5075
  store float %5068, ptr %5076, align 4
  %5077 = add i64 %5057, 1
  br label %5056

5078:                                             ; preds = %5056
  %5079 = add i64 %5053, 1
  br label %5052

5080:                                             ; preds = %5052
  %5081 = add i64 %5049, 1
  br label %5048

5082:                                             ; preds = %5048
  %5083 = add i64 %5045, 1
  br label %5044

5084:                                             ; preds = %5044
  %5085 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5043, 0
  %5086 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5043, 1
  %5087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5085, 0
  %5088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5087, ptr %5086, 1
  %5089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5088, i64 18, 2
  %5090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5089, i64 1, 3, 0
  %5091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5090, i64 15360, 4, 0
  %5092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5091, i64 240, 3, 1
  %5093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5092, i64 64, 4, 1
  %5094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5093, i64 4, 3, 2
  %5095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5094, i64 8, 4, 2
  %5096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5095, i64 4, 3, 3
  %5097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5096, i64 1, 4, 3
  br label %5098

5098:                                             ; preds = %5137, %5084
  %5099 = phi i64 [ %5138, %5137 ], [ 0, %5084 ]
  %5100 = icmp slt i64 %5099, 1
  br i1 %5100, label %5101, label %5139

5101:                                             ; preds = %5098
  br label %5102

5102:                                             ; preds = %5135, %5101
  %5103 = phi i64 [ %5136, %5135 ], [ 0, %5101 ]
  %5104 = icmp slt i64 %5103, 240
  br i1 %5104, label %5105, label %5137

5105:                                             ; preds = %5102
  br label %5106

5106:                                             ; preds = %5133, %5105
  %5107 = phi i64 [ %5134, %5133 ], [ 0, %5105 ]
  %5108 = icmp slt i64 %5107, 4
  br i1 %5108, label %5109, label %5135

5109:                                             ; preds = %5106
  br label %5110

5110:                                             ; preds = %5113, %5109
  %5111 = phi i64 [ %5132, %5113 ], [ 0, %5109 ]
  %5112 = icmp slt i64 %5111, 4
  br i1 %5112, label %5113, label %5133

5113:                                             ; preds = %5110
  %5114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4906, 1
  %5115 = mul nuw nsw i64 %5099, 3840
  %5116 = mul nuw nsw i64 %5103, 16
  %5117 = add nuw nsw i64 %5115, %5116
  %5118 = mul nuw nsw i64 %5107, 4
  %5119 = add nuw nsw i64 %5117, %5118
  %5120 = add nuw nsw i64 %5119, %5111
  %5121 = getelementptr inbounds nuw float, ptr %5114, i64 %5120
  %5122 = load float, ptr %5121, align 4
  %5123 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5097, 1
  %5124 = getelementptr float, ptr %5123, i64 18
  %5125 = mul nuw nsw i64 %5099, 15360
  %5126 = mul nuw nsw i64 %5103, 64
  %5127 = add nuw nsw i64 %5125, %5126
  %5128 = mul nuw nsw i64 %5107, 8
  %5129 = add nuw nsw i64 %5127, %5128
  %5130 = add nuw nsw i64 %5129, %5111
  %5131 = getelementptr inbounds nuw float, ptr %5124, i64 %5130
  store float %5122, ptr %5131, align 4
  %5132 = add i64 %5111, 1
  br label %5110

5133:                                             ; preds = %5110
  %5134 = add i64 %5107, 1
  br label %5106

5135:                                             ; preds = %5106
  %5136 = add i64 %5103, 1
  br label %5102

5137:                                             ; preds = %5102
  %5138 = add i64 %5099, 1
  br label %5098

5139:                                             ; preds = %5098
  %5140 = call ptr @malloc(i64 15424)
  %5141 = ptrtoint ptr %5140 to i64
  %5142 = add i64 %5141, 63
  %5143 = urem i64 %5142, 64
  %5144 = sub i64 %5142, %5143
  %5145 = inttoptr i64 %5144 to ptr
  %5146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5140, 0
  %5147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5146, ptr %5145, 1
  %5148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5147, i64 0, 2
  %5149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5148, i64 1, 3, 0
  %5150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5149, i64 240, 3, 1
  %5151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5150, i64 4, 3, 2
  %5152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5151, i64 4, 3, 3
  %5153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5152, i64 3840, 4, 0
  %5154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5153, i64 16, 4, 1
  %5155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5154, i64 4, 4, 2
  %5156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5155, i64 1, 4, 3
  br label %5157

5157:                                             ; preds = %5195, %5139
  %5158 = phi i64 [ %5196, %5195 ], [ 0, %5139 ]
  %5159 = icmp slt i64 %5158, 1
  br i1 %5159, label %5160, label %5197

5160:                                             ; preds = %5157
  br label %5161

5161:                                             ; preds = %5193, %5160
  %5162 = phi i64 [ %5194, %5193 ], [ 0, %5160 ]
  %5163 = icmp slt i64 %5162, 240
  br i1 %5163, label %5164, label %5195

5164:                                             ; preds = %5161
  br label %5165

5165:                                             ; preds = %5191, %5164
  %5166 = phi i64 [ %5192, %5191 ], [ 0, %5164 ]
  %5167 = icmp slt i64 %5166, 4
  br i1 %5167, label %5168, label %5193

5168:                                             ; preds = %5165
  br label %5169

5169:                                             ; preds = %5172, %5168
  %5170 = phi i64 [ %5190, %5172 ], [ 0, %5168 ]
  %5171 = icmp slt i64 %5170, 4
  br i1 %5171, label %5172, label %5191

5172:                                             ; preds = %5169
  %5173 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, 1
  %5174 = mul nuw nsw i64 %5158, 3840
  %5175 = mul nuw nsw i64 %5162, 16
  %5176 = add nuw nsw i64 %5174, %5175
  %5177 = mul nuw nsw i64 %5166, 4
  %5178 = add nuw nsw i64 %5176, %5177
  %5179 = add nuw nsw i64 %5178, %5170
  %5180 = getelementptr inbounds nuw float, ptr %5173, i64 %5179
  %5181 = load float, ptr %5180, align 4
  %5182 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5156, 1
  %5183 = mul nuw nsw i64 %5158, 3840
  %5184 = mul nuw nsw i64 %5162, 16
  %5185 = add nuw nsw i64 %5183, %5184
  %5186 = mul nuw nsw i64 %5166, 4
  %5187 = add nuw nsw i64 %5185, %5186
  %5188 = add nuw nsw i64 %5187, %5170
  %5189 = getelementptr inbounds nuw float, ptr %5182, i64 %5188
  store float %5181, ptr %5189, align 4
  %5190 = add i64 %5170, 1
  br label %5169

5191:                                             ; preds = %5169
  %5192 = add i64 %5166, 1
  br label %5165

5193:                                             ; preds = %5165
  %5194 = add i64 %5162, 1
  br label %5161

5195:                                             ; preds = %5161
  %5196 = add i64 %5158, 1
  br label %5157

5197:                                             ; preds = %5157
  br label %5198

5198:                                             ; preds = %5267, %5197
  %5199 = phi i64 [ %5268, %5267 ], [ 0, %5197 ]
  %5200 = icmp slt i64 %5199, 1
  br i1 %5200, label %5201, label %5269

5201:                                             ; preds = %5198
  br label %5202

5202:                                             ; preds = %5265, %5201
  %5203 = phi i64 [ %5266, %5265 ], [ 0, %5201 ]
  %5204 = icmp slt i64 %5203, 4
  br i1 %5204, label %5205, label %5267

5205:                                             ; preds = %5202
  br label %5206

5206:                                             ; preds = %5263, %5205
  %5207 = phi i64 [ %5264, %5263 ], [ 0, %5205 ]
  %5208 = icmp slt i64 %5207, 4
  br i1 %5208, label %5209, label %5265

5209:                                             ; preds = %5206
  br label %5210

5210:                                             ; preds = %5261, %5209
  %5211 = phi i64 [ %5262, %5261 ], [ 0, %5209 ]
  %5212 = icmp slt i64 %5211, 240
  br i1 %5212, label %5213, label %5263

5213:                                             ; preds = %5210
  br label %5214

5214:                                             ; preds = %5259, %5213
  %5215 = phi i64 [ %5260, %5259 ], [ 0, %5213 ]
  %5216 = icmp slt i64 %5215, 5
  br i1 %5216, label %5217, label %5261

5217:                                             ; preds = %5214
  br label %5218

5218:                                             ; preds = %5221, %5217
  %5219 = phi i64 [ %5258, %5221 ], [ 0, %5217 ]
  %5220 = icmp slt i64 %5219, 5
  br i1 %5220, label %5221, label %5259

5221:                                             ; preds = %5218
  %5222 = add i64 %5203, %5215
  %5223 = add i64 %5207, %5219
  %5224 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5043, 1
  %5225 = mul nuw nsw i64 %5199, 15360
  %5226 = mul nuw nsw i64 %5211, 64
  %5227 = add nuw nsw i64 %5225, %5226
  %5228 = mul nuw nsw i64 %5222, 8
  %5229 = add nuw nsw i64 %5227, %5228
  %5230 = add nuw nsw i64 %5229, %5223
  %5231 = getelementptr inbounds nuw float, ptr %5224, i64 %5230
  %5232 = load float, ptr %5231, align 4
  %5233 = mul nuw nsw i64 %5211, 25
  %5234 = mul nuw nsw i64 %5215, 5
  %5235 = add nuw nsw i64 %5233, %5234
  %5236 = add nuw nsw i64 %5235, %5219
  %5237 = getelementptr inbounds nuw float, ptr @__constant_240x1x5x5xf32_96, i64 %5236
  %5238 = load float, ptr %5237, align 4
  %5239 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5156, 1
  %5240 = mul nuw nsw i64 %5199, 3840
  %5241 = mul nuw nsw i64 %5211, 16
  %5242 = add nuw nsw i64 %5240, %5241
  %5243 = mul nuw nsw i64 %5203, 4
  %5244 = add nuw nsw i64 %5242, %5243
  %5245 = add nuw nsw i64 %5244, %5207
  %5246 = getelementptr inbounds nuw float, ptr %5239, i64 %5245
  %5247 = load float, ptr %5246, align 4
  %5248 = fmul float %5232, %5238
  %5249 = fadd float %5247, %5248
  %5250 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5156, 1
  %5251 = mul nuw nsw i64 %5199, 3840
  %5252 = mul nuw nsw i64 %5211, 16
  %5253 = add nuw nsw i64 %5251, %5252
  %5254 = mul nuw nsw i64 %5203, 4
  %5255 = add nuw nsw i64 %5253, %5254
  %5256 = add nuw nsw i64 %5255, %5207
  %5257 = getelementptr inbounds nuw float, ptr %5250, i64 %5256
  store float %5249, ptr %5257, align 4
  %5258 = add i64 %5219, 1
  br label %5218

5259:                                             ; preds = %5218
  %5260 = add i64 %5215, 1
  br label %5214

5261:                                             ; preds = %5214
  %5262 = add i64 %5211, 1
  br label %5210

5263:                                             ; preds = %5210
  %5264 = add i64 %5207, 1
  br label %5206

5265:                                             ; preds = %5206
  %5266 = add i64 %5203, 1
  br label %5202

5267:                                             ; preds = %5202
  %5268 = add i64 %5199, 1
  br label %5198

5269:                                             ; preds = %5198
  %5270 = call ptr @malloc(i64 15424)
  %5271 = ptrtoint ptr %5270 to i64
  %5272 = add i64 %5271, 63
  %5273 = urem i64 %5272, 64
  %5274 = sub i64 %5272, %5273
  %5275 = inttoptr i64 %5274 to ptr
  %5276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5270, 0
  %5277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5276, ptr %5275, 1
  %5278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5277, i64 0, 2
  %5279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5278, i64 1, 3, 0
  %5280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5279, i64 240, 3, 1
  %5281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5280, i64 4, 3, 2
  %5282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5281, i64 4, 3, 3
  %5283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5282, i64 3840, 4, 0
  %5284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5283, i64 16, 4, 1
  %5285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5284, i64 4, 4, 2
  %5286 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5285, i64 1, 4, 3
  br label %5287

5287:                                             ; preds = %5355, %5269
  %5288 = phi i64 [ %5356, %5355 ], [ 0, %5269 ]
  %5289 = icmp slt i64 %5288, 1
  br i1 %5289, label %5290, label %5357

5290:                                             ; preds = %5287
  br label %5291

5291:                                             ; preds = %5353, %5290
  %5292 = phi i64 [ %5354, %5353 ], [ 0, %5290 ]
  %5293 = icmp slt i64 %5292, 240
  br i1 %5293, label %5294, label %5355

5294:                                             ; preds = %5291
  br label %5295

5295:                                             ; preds = %5351, %5294
  %5296 = phi i64 [ %5352, %5351 ], [ 0, %5294 ]
  %5297 = icmp slt i64 %5296, 4
  br i1 %5297, label %5298, label %5353

5298:                                             ; preds = %5295
  br label %5299

5299:                                             ; preds = %5302, %5298
  %5300 = phi i64 [ %5350, %5302 ], [ 0, %5298 ]
  %5301 = icmp slt i64 %5300, 4
  br i1 %5301, label %5302, label %5351

5302:                                             ; preds = %5299
  %5303 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5156, 1
  %5304 = mul nuw nsw i64 %5288, 3840
  %5305 = mul nuw nsw i64 %5292, 16
  %5306 = add nuw nsw i64 %5304, %5305
  %5307 = mul nuw nsw i64 %5296, 4
  %5308 = add nuw nsw i64 %5306, %5307
  %5309 = add nuw nsw i64 %5308, %5300
  %5310 = getelementptr inbounds nuw float, ptr %5303, i64 %5309
  %5311 = load float, ptr %5310, align 4
  %5312 = add nuw nsw i64 %5292, 0
  %5313 = add nuw nsw i64 %5312, 0
  %5314 = getelementptr inbounds nuw float, ptr @__constant_240xf32_95, i64 %5313
  %5315 = load float, ptr %5314, align 4
  %5316 = add nuw nsw i64 %5292, 0
  %5317 = add nuw nsw i64 %5316, 0
  %5318 = getelementptr inbounds nuw float, ptr @__constant_240xf32_94, i64 %5317
  %5319 = load float, ptr %5318, align 4
  %5320 = add nuw nsw i64 %5292, 0
  %5321 = add nuw nsw i64 %5320, 0
  %5322 = getelementptr inbounds nuw float, ptr @__constant_240xf32_93, i64 %5321
  %5323 = load float, ptr %5322, align 4
  %5324 = add nuw nsw i64 %5292, 0
  %5325 = add nuw nsw i64 %5324, 0
  %5326 = getelementptr inbounds nuw float, ptr @__constant_240xf32_92, i64 %5325
  %5327 = load float, ptr %5326, align 4
  %5328 = fadd float %5319, 1.000000e-03
  %5329 = call float @llvm.sqrt.f32(float %5328)
  %5330 = fdiv float 1.000000e+00, %5329
  %5331 = fsub float %5311, %5315
  %5332 = fmul float %5331, %5330
  %5333 = fmul float %5332, %5323
  %5334 = fadd float %5333, %5327
  %5335 = fadd float %5334, 3.000000e+00
  %5336 = fcmp ult float %5335, 0.000000e+00
  %5337 = select i1 %5336, float 0.000000e+00, float %5335
  %5338 = fcmp ugt float %5337, 6.000000e+00
  %5339 = select i1 %5338, float 6.000000e+00, float %5337
  %5340 = fmul float %5334, %5339
  %5341 = fdiv float %5340, 6.000000e+00
  %5342 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5286, 1
  %5343 = mul nuw nsw i64 %5288, 3840
  %5344 = mul nuw nsw i64 %5292, 16
  %5345 = add nuw nsw i64 %5343, %5344
  %5346 = mul nuw nsw i64 %5296, 4
  %5347 = add nuw nsw i64 %5345, %5346
  %5348 = add nuw nsw i64 %5347, %5300
  %5349 = getelementptr inbounds nuw float, ptr %5342, i64 %5348
  store float %5341, ptr %5349, align 4
  %5350 = add i64 %5300, 1
  br label %5299

5351:                                             ; preds = %5299
  %5352 = add i64 %5296, 1
  br label %5295

5353:                                             ; preds = %5295
  %5354 = add i64 %5292, 1
  br label %5291

5355:                                             ; preds = %5291
  %5356 = add i64 %5288, 1
  br label %5287

5357:                                             ; preds = %5287
  %5358 = call ptr @malloc(i64 1024)
  %5359 = ptrtoint ptr %5358 to i64
  %5360 = add i64 %5359, 63
  %5361 = urem i64 %5360, 64
  %5362 = sub i64 %5360, %5361
  %5363 = inttoptr i64 %5362 to ptr
  %5364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5358, 0
  %5365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5364, ptr %5363, 1
  %5366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5365, i64 0, 2
  %5367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5366, i64 1, 3, 0
  %5368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5367, i64 240, 3, 1
  %5369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5368, i64 1, 3, 2
  %5370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5369, i64 1, 3, 3
  %5371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5370, i64 240, 4, 0
  %5372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5371, i64 1, 4, 1
  %5373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5372, i64 1, 4, 2
  %5374 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5373, i64 1, 4, 3
  br label %5375

5375:                                             ; preds = %5402, %5357
  %5376 = phi i64 [ %5403, %5402 ], [ 0, %5357 ]
  %5377 = icmp slt i64 %5376, 1
  br i1 %5377, label %5378, label %5404

5378:                                             ; preds = %5375
  br label %5379

5379:                                             ; preds = %5400, %5378
  %5380 = phi i64 [ %5401, %5400 ], [ 0, %5378 ]
  %5381 = icmp slt i64 %5380, 240
  br i1 %5381, label %5382, label %5402

5382:                                             ; preds = %5379
  br label %5383

5383:                                             ; preds = %5398, %5382
  %5384 = phi i64 [ %5399, %5398 ], [ 0, %5382 ]
  %5385 = icmp slt i64 %5384, 1
  br i1 %5385, label %5386, label %5400

5386:                                             ; preds = %5383
  br label %5387

5387:                                             ; preds = %5390, %5386
  %5388 = phi i64 [ %5397, %5390 ], [ 0, %5386 ]
  %5389 = icmp slt i64 %5388, 1
  br i1 %5389, label %5390, label %5398

5390:                                             ; preds = %5387
  %5391 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5374, 1
  %5392 = mul nuw nsw i64 %5376, 240
  %5393 = add nuw nsw i64 %5392, %5380
  %5394 = add nuw nsw i64 %5393, %5384
  %5395 = add nuw nsw i64 %5394, %5388
  %5396 = getelementptr inbounds nuw float, ptr %5391, i64 %5395
  store float 0.000000e+00, ptr %5396, align 4
  %5397 = add i64 %5388, 1
  br label %5387

5398:                                             ; preds = %5387
  %5399 = add i64 %5384, 1
  br label %5383

5400:                                             ; preds = %5383
  %5401 = add i64 %5380, 1
  br label %5379

5402:                                             ; preds = %5379
  %5403 = add i64 %5376, 1
  br label %5375

5404:                                             ; preds = %5375
  %5405 = call ptr @malloc(i64 1024)
  %5406 = ptrtoint ptr %5405 to i64
  %5407 = add i64 %5406, 63
  %5408 = urem i64 %5407, 64
  %5409 = sub i64 %5407, %5408
  %5410 = inttoptr i64 %5409 to ptr
  %5411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5405, 0
  %5412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5411, ptr %5410, 1
  %5413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5412, i64 0, 2
  %5414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5413, i64 1, 3, 0
  %5415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5414, i64 240, 3, 1
  %5416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5415, i64 1, 3, 2
  %5417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5416, i64 1, 3, 3
  %5418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5417, i64 240, 4, 0
  %5419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5418, i64 1, 4, 1
  %5420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5419, i64 1, 4, 2
  %5421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5420, i64 1, 4, 3
  br label %5422

5422:                                             ; preds = %5456, %5404
  %5423 = phi i64 [ %5457, %5456 ], [ 0, %5404 ]
  %5424 = icmp slt i64 %5423, 1
  br i1 %5424, label %5425, label %5458

5425:                                             ; preds = %5422
  br label %5426

5426:                                             ; preds = %5454, %5425
  %5427 = phi i64 [ %5455, %5454 ], [ 0, %5425 ]
  %5428 = icmp slt i64 %5427, 240
  br i1 %5428, label %5429, label %5456

5429:                                             ; preds = %5426
  br label %5430

5430:                                             ; preds = %5452, %5429
  %5431 = phi i64 [ %5453, %5452 ], [ 0, %5429 ]
  %5432 = icmp slt i64 %5431, 1
  br i1 %5432, label %5433, label %5454

5433:                                             ; preds = %5430
  br label %5434

5434:                                             ; preds = %5437, %5433
  %5435 = phi i64 [ %5451, %5437 ], [ 0, %5433 ]
  %5436 = icmp slt i64 %5435, 1
  br i1 %5436, label %5437, label %5452

5437:                                             ; preds = %5434
  %5438 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5374, 1
  %5439 = mul nuw nsw i64 %5423, 240
  %5440 = add nuw nsw i64 %5439, %5427
  %5441 = add nuw nsw i64 %5440, %5431
  %5442 = add nuw nsw i64 %5441, %5435
  %5443 = getelementptr inbounds nuw float, ptr %5438, i64 %5442
  %5444 = load float, ptr %5443, align 4
  %5445 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5421, 1
  %5446 = mul nuw nsw i64 %5423, 240
  %5447 = add nuw nsw i64 %5446, %5427
  %5448 = add nuw nsw i64 %5447, %5431
  %5449 = add nuw nsw i64 %5448, %5435
  %5450 = getelementptr inbounds nuw float, ptr %5445, i64 %5449
  store float %5444, ptr %5450, align 4
  %5451 = add i64 %5435, 1
  br label %5434

5452:                                             ; preds = %5434
  %5453 = add i64 %5431, 1
  br label %5430

5454:                                             ; preds = %5430
  %5455 = add i64 %5427, 1
  br label %5426

5456:                                             ; preds = %5426
  %5457 = add i64 %5423, 1
  br label %5422

5458:                                             ; preds = %5422
  br label %5459

5459:                                             ; preds = %5503, %5458
  %5460 = phi i64 [ %5504, %5503 ], [ 0, %5458 ]
  %5461 = icmp slt i64 %5460, 1
  br i1 %5461, label %5462, label %5505

5462:                                             ; preds = %5459
  br label %5463

5463:                                             ; preds = %5501, %5462
  %5464 = phi i64 [ %5502, %5501 ], [ 0, %5462 ]
  %5465 = icmp slt i64 %5464, 240
  br i1 %5465, label %5466, label %5503

5466:                                             ; preds = %5463
  br label %5467

5467:                                             ; preds = %5499, %5466
  %5468 = phi i64 [ %5500, %5499 ], [ 0, %5466 ]
  %5469 = icmp slt i64 %5468, 4
  br i1 %5469, label %5470, label %5501

5470:                                             ; preds = %5467
  br label %5471

5471:                                             ; preds = %5474, %5470
  %5472 = phi i64 [ %5498, %5474 ], [ 0, %5470 ]
  %5473 = icmp slt i64 %5472, 4
  br i1 %5473, label %5474, label %5499

5474:                                             ; preds = %5471
  %5475 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5286, 1
  %5476 = mul nuw nsw i64 %5460, 3840
  %5477 = mul nuw nsw i64 %5464, 16
  %5478 = add nuw nsw i64 %5476, %5477
  %5479 = mul nuw nsw i64 %5468, 4
  %5480 = add nuw nsw i64 %5478, %5479
  %5481 = add nuw nsw i64 %5480, %5472
  %5482 = getelementptr inbounds nuw float, ptr %5475, i64 %5481
  %5483 = load float, ptr %5482, align 4
  %5484 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5421, 1
  %5485 = mul nuw nsw i64 %5460, 240
  %5486 = add nuw nsw i64 %5485, %5464
  %5487 = add nuw nsw i64 %5486, 0
  %5488 = add nuw nsw i64 %5487, 0
  %5489 = getelementptr inbounds nuw float, ptr %5484, i64 %5488
  %5490 = load float, ptr %5489, align 4
  %5491 = fadd float %5483, %5490
  %5492 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5421, 1
  %5493 = mul nuw nsw i64 %5460, 240
  %5494 = add nuw nsw i64 %5493, %5464
  %5495 = add nuw nsw i64 %5494, 0
  %5496 = add nuw nsw i64 %5495, 0
  %5497 = getelementptr inbounds nuw float, ptr %5492, i64 %5496
  store float %5491, ptr %5497, align 4
  %5498 = add i64 %5472, 1
  br label %5471

5499:                                             ; preds = %5471
  %5500 = add i64 %5468, 1
  br label %5467

5501:                                             ; preds = %5467
  %5502 = add i64 %5464, 1
  br label %5463

5503:                                             ; preds = %5463
  %5504 = add i64 %5460, 1
  br label %5459

5505:                                             ; preds = %5459
  %5506 = call ptr @malloc(i64 320)
  %5507 = ptrtoint ptr %5506 to i64
  %5508 = add i64 %5507, 63
  %5509 = urem i64 %5508, 64
  %5510 = sub i64 %5508, %5509
  %5511 = inttoptr i64 %5510 to ptr
  %5512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5506, 0
  %5513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5512, ptr %5511, 1
  %5514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5513, i64 0, 2
  %5515 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5514, i64 1, 3, 0
  %5516 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5515, i64 64, 3, 1
  %5517 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5516, i64 1, 3, 2
  %5518 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5517, i64 1, 3, 3
  %5519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5518, i64 64, 4, 0
  %5520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5519, i64 1, 4, 1
  %5521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5520, i64 1, 4, 2
  %5522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5521, i64 1, 4, 3
  br label %5523

5523:                                             ; preds = %5552, %5505
  %5524 = phi i64 [ %5553, %5552 ], [ 0, %5505 ]
  %5525 = icmp slt i64 %5524, 1
  br i1 %5525, label %5526, label %5554

5526:                                             ; preds = %5523
  br label %5527

5527:                                             ; preds = %5550, %5526
  %5528 = phi i64 [ %5551, %5550 ], [ 0, %5526 ]
  %5529 = icmp slt i64 %5528, 64
  br i1 %5529, label %5530, label %5552

5530:                                             ; preds = %5527
  br label %5531

5531:                                             ; preds = %5548, %5530
  %5532 = phi i64 [ %5549, %5548 ], [ 0, %5530 ]
  %5533 = icmp slt i64 %5532, 1
  br i1 %5533, label %5534, label %5550

5534:                                             ; preds = %5531
  br label %5535

5535:                                             ; preds = %5538, %5534
  %5536 = phi i64 [ %5547, %5538 ], [ 0, %5534 ]
  %5537 = icmp slt i64 %5536, 1
  br i1 %5537, label %5538, label %5548

5538:                                             ; preds = %5535
  %5539 = getelementptr inbounds nuw float, ptr @__constant_64xf32_90, i64 %5528
  %5540 = load float, ptr %5539, align 4
  %5541 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5522, 1
  %5542 = mul nuw nsw i64 %5524, 64
  %5543 = add nuw nsw i64 %5542, %5528
  %5544 = add nuw nsw i64 %5543, %5532
  %5545 = add nuw nsw i64 %5544, %5536
  %5546 = getelementptr inbounds nuw float, ptr %5541, i64 %5545
  store float %5540, ptr %5546, align 4
  %5547 = add i64 %5536, 1
  br label %5535

5548:                                             ; preds = %5535
  %5549 = add i64 %5532, 1
  br label %5531

5550:                                             ; preds = %5531
  %5551 = add i64 %5528, 1
  br label %5527

5552:                                             ; preds = %5527
  %5553 = add i64 %5524, 1
  br label %5523

5554:                                             ; preds = %5523
  %5555 = call ptr @malloc(i64 320)
  %5556 = ptrtoint ptr %5555 to i64
  %5557 = add i64 %5556, 63
  %5558 = urem i64 %5557, 64
  %5559 = sub i64 %5557, %5558
  %5560 = inttoptr i64 %5559 to ptr
  %5561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5555, 0
  %5562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5561, ptr %5560, 1
  %5563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5562, i64 0, 2
  %5564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5563, i64 1, 3, 0
  %5565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5564, i64 64, 3, 1
  %5566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5565, i64 1, 3, 2
  %5567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5566, i64 1, 3, 3
  %5568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5567, i64 64, 4, 0
  %5569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5568, i64 1, 4, 1
  %5570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5569, i64 1, 4, 2
  %5571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5570, i64 1, 4, 3
  br label %5572

5572:                                             ; preds = %5606, %5554
  %5573 = phi i64 [ %5607, %5606 ], [ 0, %5554 ]
  %5574 = icmp slt i64 %5573, 1
  br i1 %5574, label %5575, label %5608

5575:                                             ; preds = %5572
  br label %5576

5576:                                             ; preds = %5604, %5575
  %5577 = phi i64 [ %5605, %5604 ], [ 0, %5575 ]
  %5578 = icmp slt i64 %5577, 64
  br i1 %5578, label %5579, label %5606

5579:                                             ; preds = %5576
  br label %5580

5580:                                             ; preds = %5602, %5579
  %5581 = phi i64 [ %5603, %5602 ], [ 0, %5579 ]
  %5582 = icmp slt i64 %5581, 1
  br i1 %5582, label %5583, label %5604

5583:                                             ; preds = %5580
  br label %5584

5584:                                             ; preds = %5587, %5583
  %5585 = phi i64 [ %5601, %5587 ], [ 0, %5583 ]
  %5586 = icmp slt i64 %5585, 1
  br i1 %5586, label %5587, label %5602

5587:                                             ; preds = %5584
  %5588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5522, 1
  %5589 = mul nuw nsw i64 %5573, 64
  %5590 = add nuw nsw i64 %5589, %5577
  %5591 = add nuw nsw i64 %5590, %5581
  %5592 = add nuw nsw i64 %5591, %5585
  %5593 = getelementptr inbounds nuw float, ptr %5588, i64 %5592
  %5594 = load float, ptr %5593, align 4
  %5595 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5571, 1
  %5596 = mul nuw nsw i64 %5573, 64
  %5597 = add nuw nsw i64 %5596, %5577
  %5598 = add nuw nsw i64 %5597, %5581
  %5599 = add nuw nsw i64 %5598, %5585
  %5600 = getelementptr inbounds nuw float, ptr %5595, i64 %5599
  store float %5594, ptr %5600, align 4
  %5601 = add i64 %5585, 1
  br label %5584

5602:                                             ; preds = %5584
  %5603 = add i64 %5581, 1
  br label %5580

5604:                                             ; preds = %5580
  %5605 = add i64 %5577, 1
  br label %5576

5606:                                             ; preds = %5576
  %5607 = add i64 %5573, 1
  br label %5572

5608:                                             ; preds = %5572
  br label %5609

5609:                                             ; preds = %5679, %5608
  %5610 = phi i64 [ %5680, %5679 ], [ 0, %5608 ]
  %5611 = icmp slt i64 %5610, 1
  br i1 %5611, label %5612, label %5681

5612:                                             ; preds = %5609
  br label %5613

5613:                                             ; preds = %5677, %5612
  %5614 = phi i64 [ %5678, %5677 ], [ 0, %5612 ]
  %5615 = icmp slt i64 %5614, 64
  br i1 %5615, label %5616, label %5679

5616:                                             ; preds = %5613
  br label %5617

5617:                                             ; preds = %5675, %5616
  %5618 = phi i64 [ %5676, %5675 ], [ 0, %5616 ]
  %5619 = icmp slt i64 %5618, 1
  br i1 %5619, label %5620, label %5677

5620:                                             ; preds = %5617
  br label %5621

5621:                                             ; preds = %5673, %5620
  %5622 = phi i64 [ %5674, %5673 ], [ 0, %5620 ]
  %5623 = icmp slt i64 %5622, 1
  br i1 %5623, label %5624, label %5675

5624:                                             ; preds = %5621
  br label %5625

5625:                                             ; preds = %5671, %5624
  %5626 = phi i64 [ %5672, %5671 ], [ 0, %5624 ]
  %5627 = icmp slt i64 %5626, 240
  br i1 %5627, label %5628, label %5673

5628:                                             ; preds = %5625
  br label %5629

5629:                                             ; preds = %5669, %5628
  %5630 = phi i64 [ %5670, %5669 ], [ 0, %5628 ]
  %5631 = icmp slt i64 %5630, 1
  br i1 %5631, label %5632, label %5671

5632:                                             ; preds = %5629
  br label %5633

5633:                                             ; preds = %5636, %5632
  %5634 = phi i64 [ %5668, %5636 ], [ 0, %5632 ]
  %5635 = icmp slt i64 %5634, 1
  br i1 %5635, label %5636, label %5669

5636:                                             ; preds = %5633
  %5637 = add i64 %5618, %5630
  %5638 = add i64 %5622, %5634
  %5639 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5421, 1
  %5640 = mul nuw nsw i64 %5610, 240
  %5641 = add nuw nsw i64 %5640, %5626
  %5642 = add nuw nsw i64 %5641, %5637
  %5643 = add nuw nsw i64 %5642, %5638
  %5644 = getelementptr inbounds nuw float, ptr %5639, i64 %5643
  %5645 = load float, ptr %5644, align 4
  %5646 = mul nuw nsw i64 %5614, 240
  %5647 = add nuw nsw i64 %5646, %5626
  %5648 = add nuw nsw i64 %5647, %5630
  %5649 = add nuw nsw i64 %5648, %5634
  %5650 = getelementptr inbounds nuw float, ptr @__constant_64x240x1x1xf32_91, i64 %5649
  %5651 = load float, ptr %5650, align 4
  %5652 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5571, 1
  %5653 = mul nuw nsw i64 %5610, 64
  %5654 = add nuw nsw i64 %5653, %5614
  %5655 = add nuw nsw i64 %5654, %5618
  %5656 = add nuw nsw i64 %5655, %5622
  %5657 = getelementptr inbounds nuw float, ptr %5652, i64 %5656
  %5658 = load float, ptr %5657, align 4
  %5659 = fdiv float %5645, 1.600000e+01
  %5660 = fmul float %5659, %5651
  %5661 = fadd float %5658, %5660
  %5662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5571, 1
  %5663 = mul nuw nsw i64 %5610, 64
  %5664 = add nuw nsw i64 %5663, %5614
  %5665 = add nuw nsw i64 %5664, %5618
  %5666 = add nuw nsw i64 %5665, %5622
  %5667 = getelementptr inbounds nuw float, ptr %5662, i64 %5666
  store float %5661, ptr %5667, align 4
  %5668 = add i64 %5634, 1
  br label %5633

5669:                                             ; preds = %5633
  %5670 = add i64 %5630, 1
  br label %5629

5671:                                             ; preds = %5629
  %5672 = add i64 %5626, 1
  br label %5625

5673:                                             ; preds = %5625
  %5674 = add i64 %5622, 1
  br label %5621

5675:                                             ; preds = %5621
  %5676 = add i64 %5618, 1
  br label %5617

5677:                                             ; preds = %5617
  %5678 = add i64 %5614, 1
  br label %5613

5679:                                             ; preds = %5613
  %5680 = add i64 %5610, 1
  br label %5609

5681:                                             ; preds = %5609
  %5682 = call ptr @malloc(i64 1024)
  %5683 = ptrtoint ptr %5682 to i64
  %5684 = add i64 %5683, 63
  %5685 = urem i64 %5684, 64
  %5686 = sub i64 %5684, %5685
  %5687 = inttoptr i64 %5686 to ptr
  %5688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5682, 0
  %5689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5688, ptr %5687, 1
  %5690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5689, i64 0, 2
  %5691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5690, i64 1, 3, 0
  %5692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5691, i64 240, 3, 1
  %5693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5692, i64 1, 3, 2
  %5694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5693, i64 1, 3, 3
  %5695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5694, i64 240, 4, 0
  %5696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5695, i64 1, 4, 1
  %5697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5696, i64 1, 4, 2
  %5698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5697, i64 1, 4, 3
  br label %5699

5699:                                             ; preds = %5728, %5681
  %5700 = phi i64 [ %5729, %5728 ], [ 0, %5681 ]
  %5701 = icmp slt i64 %5700, 1
  br i1 %5701, label %5702, label %5730

5702:                                             ; preds = %5699
  br label %5703

5703:                                             ; preds = %5726, %5702
  %5704 = phi i64 [ %5727, %5726 ], [ 0, %5702 ]
  %5705 = icmp slt i64 %5704, 240
  br i1 %5705, label %5706, label %5728

5706:                                             ; preds = %5703
  br label %5707

5707:                                             ; preds = %5724, %5706
  %5708 = phi i64 [ %5725, %5724 ], [ 0, %5706 ]
  %5709 = icmp slt i64 %5708, 1
  br i1 %5709, label %5710, label %5726

5710:                                             ; preds = %5707
  br label %5711

5711:                                             ; preds = %5714, %5710
  %5712 = phi i64 [ %5723, %5714 ], [ 0, %5710 ]
  %5713 = icmp slt i64 %5712, 1
  br i1 %5713, label %5714, label %5724

5714:                                             ; preds = %5711
  %5715 = getelementptr inbounds nuw float, ptr @__constant_240xf32_88, i64 %5704
  %5716 = load float, ptr %5715, align 4
  %5717 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5698, 1
  %5718 = mul nuw nsw i64 %5700, 240
  %5719 = add nuw nsw i64 %5718, %5704
  %5720 = add nuw nsw i64 %5719, %5708
  %5721 = add nuw nsw i64 %5720, %5712
  %5722 = getelementptr inbounds nuw float, ptr %5717, i64 %5721
  store float %5716, ptr %5722, align 4
  %5723 = add i64 %5712, 1
  br label %5711

5724:                                             ; preds = %5711
  %5725 = add i64 %5708, 1
  br label %5707

5726:                                             ; preds = %5707
  %5727 = add i64 %5704, 1
  br label %5703

5728:                                             ; preds = %5703
  %5729 = add i64 %5700, 1
  br label %5699

5730:                                             ; preds = %5699
  %5731 = call ptr @malloc(i64 1024)
  %5732 = ptrtoint ptr %5731 to i64
  %5733 = add i64 %5732, 63
  %5734 = urem i64 %5733, 64
  %5735 = sub i64 %5733, %5734
  %5736 = inttoptr i64 %5735 to ptr
  %5737 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5731, 0
  %5738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5737, ptr %5736, 1
  %5739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5738, i64 0, 2
  %5740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5739, i64 1, 3, 0
  %5741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5740, i64 240, 3, 1
  %5742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5741, i64 1, 3, 2
  %5743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5742, i64 1, 3, 3
  %5744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5743, i64 240, 4, 0
  %5745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5744, i64 1, 4, 1
  %5746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5745, i64 1, 4, 2
  %5747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5746, i64 1, 4, 3
  br label %5748

5748:                                             ; preds = %5782, %5730
  %5749 = phi i64 [ %5783, %5782 ], [ 0, %5730 ]
  %5750 = icmp slt i64 %5749, 1
  br i1 %5750, label %5751, label %5784

5751:                                             ; preds = %5748
  br label %5752

5752:                                             ; preds = %5780, %5751
  %5753 = phi i64 [ %5781, %5780 ], [ 0, %5751 ]
  %5754 = icmp slt i64 %5753, 240
  br i1 %5754, label %5755, label %5782

5755:                                             ; preds = %5752
  br label %5756

5756:                                             ; preds = %5778, %5755
  %5757 = phi i64 [ %5779, %5778 ], [ 0, %5755 ]
  %5758 = icmp slt i64 %5757, 1
  br i1 %5758, label %5759, label %5780

5759:                                             ; preds = %5756
  br label %5760

5760:                                             ; preds = %5763, %5759
  %5761 = phi i64 [ %5777, %5763 ], [ 0, %5759 ]
  %5762 = icmp slt i64 %5761, 1
  br i1 %5762, label %5763, label %5778

5763:                                             ; preds = %5760
  %5764 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5698, 1
  %5765 = mul nuw nsw i64 %5749, 240
  %5766 = add nuw nsw i64 %5765, %5753
  %5767 = add nuw nsw i64 %5766, %5757
  %5768 = add nuw nsw i64 %5767, %5761
  %5769 = getelementptr inbounds nuw float, ptr %5764, i64 %5768
  %5770 = load float, ptr %5769, align 4
  %5771 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5747, 1
  %5772 = mul nuw nsw i64 %5749, 240
  %5773 = add nuw nsw i64 %5772, %5753
  %5774 = add nuw nsw i64 %5773, %5757
  %5775 = add nuw nsw i64 %5774, %5761
  %5776 = getelementptr inbounds nuw float, ptr %5771, i64 %5775
  store float %5770, ptr %5776, align 4
  %5777 = add i64 %5761, 1
  br label %5760

5778:                                             ; preds = %5760
  %5779 = add i64 %5757, 1
  br label %5756

5780:                                             ; preds = %5756
  %5781 = add i64 %5753, 1
  br label %5752

5782:                                             ; preds = %5752
  %5783 = add i64 %5749, 1
  br label %5748

5784:                                             ; preds = %5748
  br label %5785

5785:                                             ; preds = %5856, %5784
  %5786 = phi i64 [ %5857, %5856 ], [ 0, %5784 ]
  %5787 = icmp slt i64 %5786, 1
  br i1 %5787, label %5788, label %5858

5788:                                             ; preds = %5785
  br label %5789

5789:                                             ; preds = %5854, %5788
  %5790 = phi i64 [ %5855, %5854 ], [ 0, %5788 ]
  %5791 = icmp slt i64 %5790, 240
  br i1 %5791, label %5792, label %5856

5792:                                             ; preds = %5789
  br label %5793

5793:                                             ; preds = %5852, %5792
  %5794 = phi i64 [ %5853, %5852 ], [ 0, %5792 ]
  %5795 = icmp slt i64 %5794, 1
  br i1 %5795, label %5796, label %5854

5796:                                             ; preds = %5793
  br label %5797

5797:                                             ; preds = %5850, %5796
  %5798 = phi i64 [ %5851, %5850 ], [ 0, %5796 ]
  %5799 = icmp slt i64 %5798, 1
  br i1 %5799, label %5800, label %5852

5800:                                             ; preds = %5797
  br label %5801

5801:                                             ; preds = %5848, %5800
  %5802 = phi i64 [ %5849, %5848 ], [ 0, %5800 ]
  %5803 = icmp slt i64 %5802, 64
  br i1 %5803, label %5804, label %5850

5804:                                             ; preds = %5801
  br label %5805

5805:                                             ; preds = %5846, %5804
  %5806 = phi i64 [ %5847, %5846 ], [ 0, %5804 ]
  %5807 = icmp slt i64 %5806, 1
  br i1 %5807, label %5808, label %5848

5808:                                             ; preds = %5805
  br label %5809

5809:                                             ; preds = %5812, %5808
  %5810 = phi i64 [ %5845, %5812 ], [ 0, %5808 ]
  %5811 = icmp slt i64 %5810, 1
  br i1 %5811, label %5812, label %5846

5812:                                             ; preds = %5809
  %5813 = add i64 %5794, %5806
  %5814 = add i64 %5798, %5810
  %5815 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5571, 1
  %5816 = mul nuw nsw i64 %5786, 64
  %5817 = add nuw nsw i64 %5816, %5802
  %5818 = add nuw nsw i64 %5817, %5813
  %5819 = add nuw nsw i64 %5818, %5814
  %5820 = getelementptr inbounds nuw float, ptr %5815, i64 %5819
  %5821 = load float, ptr %5820, align 4
  %5822 = mul nuw nsw i64 %5790, 64
  %5823 = add nuw nsw i64 %5822, %5802
  %5824 = add nuw nsw i64 %5823, %5806
  %5825 = add nuw nsw i64 %5824, %5810
  %5826 = getelementptr inbounds nuw float, ptr @__constant_240x64x1x1xf32_89, i64 %5825
  %5827 = load float, ptr %5826, align 4
  %5828 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5747, 1
  %5829 = mul nuw nsw i64 %5786, 240
  %5830 = add nuw nsw i64 %5829, %5790
  %5831 = add nuw nsw i64 %5830, %5794
  %5832 = add nuw nsw i64 %5831, %5798
  %5833 = getelementptr inbounds nuw float, ptr %5828, i64 %5832
  %5834 = load float, ptr %5833, align 4
  %5835 = fcmp ugt float %5821, 0.000000e+00
  %5836 = select i1 %5835, float %5821, float 0.000000e+00
  %5837 = fmul float %5836, %5827
  %5838 = fadd float %5834, %5837
  %5839 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5747, 1
  %5840 = mul nuw nsw i64 %5786, 240
  %5841 = add nuw nsw i64 %5840, %5790
  %5842 = add nuw nsw i64 %5841, %5794
  %5843 = add nuw nsw i64 %5842, %5798
  %5844 = getelementptr inbounds nuw float, ptr %5839, i64 %5843
  store float %5838, ptr %5844, align 4
  %5845 = add i64 %5810, 1
  br label %5809

5846:                                             ; preds = %5809
  %5847 = add i64 %5806, 1
  br label %5805

5848:                                             ; preds = %5805
  %5849 = add i64 %5802, 1
  br label %5801

5850:                                             ; preds = %5801
  %5851 = add i64 %5798, 1
  br label %5797

5852:                                             ; preds = %5797
  %5853 = add i64 %5794, 1
  br label %5793

5854:                                             ; preds = %5793
  %5855 = add i64 %5790, 1
  br label %5789

5856:                                             ; preds = %5789
  %5857 = add i64 %5786, 1
  br label %5785

5858:                                             ; preds = %5785
  %5859 = call ptr @malloc(i64 2624)
  %5860 = ptrtoint ptr %5859 to i64
  %5861 = add i64 %5860, 63
  %5862 = urem i64 %5861, 64
  %5863 = sub i64 %5861, %5862
  %5864 = inttoptr i64 %5863 to ptr
  %5865 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5859, 0
  %5866 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5865, ptr %5864, 1
  %5867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5866, i64 0, 2
  %5868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5867, i64 1, 3, 0
  %5869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5868, i64 40, 3, 1
  %5870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5869, i64 4, 3, 2
  %5871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5870, i64 4, 3, 3
  %5872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5871, i64 640, 4, 0
  %5873 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5872, i64 16, 4, 1
  %5874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5873, i64 4, 4, 2
  %5875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5874, i64 1, 4, 3
  br label %5876

5876:                                             ; preds = %5914, %5858
  %5877 = phi i64 [ %5915, %5914 ], [ 0, %5858 ]
  %5878 = icmp slt i64 %5877, 1
  br i1 %5878, label %5879, label %5916

5879:                                             ; preds = %5876
  br label %5880

5880:                                             ; preds = %5912, %5879
  %5881 = phi i64 [ %5913, %5912 ], [ 0, %5879 ]
  %5882 = icmp slt i64 %5881, 40
  br i1 %5882, label %5883, label %5914

5883:                                             ; preds = %5880
  br label %5884

5884:                                             ; preds = %5910, %5883
  %5885 = phi i64 [ %5911, %5910 ], [ 0, %5883 ]
  %5886 = icmp slt i64 %5885, 4
  br i1 %5886, label %5887, label %5912

5887:                                             ; preds = %5884
  br label %5888

5888:                                             ; preds = %5891, %5887
  %5889 = phi i64 [ %5909, %5891 ], [ 0, %5887 ]
  %5890 = icmp slt i64 %5889, 4
  br i1 %5890, label %5891, label %5910

5891:                                             ; preds = %5888
  %5892 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4441, 1
  %5893 = mul nuw nsw i64 %5877, 640
  %5894 = mul nuw nsw i64 %5881, 16
  %5895 = add nuw nsw i64 %5893, %5894
  %5896 = mul nuw nsw i64 %5885, 4
  %5897 = add nuw nsw i64 %5895, %5896
  %5898 = add nuw nsw i64 %5897, %5889
  %5899 = getelementptr inbounds nuw float, ptr %5892, i64 %5898
  %5900 = load float, ptr %5899, align 4
  %5901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5875, 1
  %5902 = mul nuw nsw i64 %5877, 640
  %5903 = mul nuw nsw i64 %5881, 16
  %5904 = add nuw nsw i64 %5902, %5903
  %5905 = mul nuw nsw i64 %5885, 4
  %5906 = add nuw nsw i64 %5904, %5905
  %5907 = add nuw nsw i64 %5906, %5889
  %5908 = getelementptr inbounds nuw float, ptr %5901, i64 %5907
  store float %5900, ptr %5908, align 4
  %5909 = add i64 %5889, 1
  br label %5888

5910:                                             ; preds = %5888
  %5911 = add i64 %5885, 1
  br label %5884

5912:                                             ; preds = %5884
  %5913 = add i64 %5881, 1
  br label %5880

5914:                                             ; preds = %5880
  %5915 = add i64 %5877, 1
  br label %5876

5916:                                             ; preds = %5876
  br label %5917

5917:                                             ; preds = %6006, %5916
  %5918 = phi i64 [ %6007, %6006 ], [ 0, %5916 ]
  %5919 = icmp slt i64 %5918, 1
  br i1 %5919, label %5920, label %6008

5920:                                             ; preds = %5917
  br label %5921

5921:                                             ; preds = %6004, %5920
  %5922 = phi i64 [ %6005, %6004 ], [ 0, %5920 ]
  %5923 = icmp slt i64 %5922, 40
  br i1 %5923, label %5924, label %6006

5924:                                             ; preds = %5921
  br label %5925

5925:                                             ; preds = %6002, %5924
  %5926 = phi i64 [ %6003, %6002 ], [ 0, %5924 ]
  %5927 = icmp slt i64 %5926, 4
  br i1 %5927, label %5928, label %6004

5928:                                             ; preds = %5925
  br label %5929

5929:                                             ; preds = %6000, %5928
  %5930 = phi i64 [ %6001, %6000 ], [ 0, %5928 ]
  %5931 = icmp slt i64 %5930, 4
  br i1 %5931, label %5932, label %6002

5932:                                             ; preds = %5929
  br label %5933

5933:                                             ; preds = %5998, %5932
  %5934 = phi i64 [ %5999, %5998 ], [ 0, %5932 ]
  %5935 = icmp slt i64 %5934, 240
  br i1 %5935, label %5936, label %6000

5936:                                             ; preds = %5933
  br label %5937

5937:                                             ; preds = %5996, %5936
  %5938 = phi i64 [ %5997, %5996 ], [ 0, %5936 ]
  %5939 = icmp slt i64 %5938, 1
  br i1 %5939, label %5940, label %5998

5940:                                             ; preds = %5937
  br label %5941

5941:                                             ; preds = %5944, %5940
  %5942 = phi i64 [ %5995, %5944 ], [ 0, %5940 ]
  %5943 = icmp slt i64 %5942, 1
  br i1 %5943, label %5944, label %5996

5944:                                             ; preds = %5941
  %5945 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5747, 1
  %5946 = mul nuw nsw i64 %5918, 240
  %5947 = add nuw nsw i64 %5946, %5934
  %5948 = add nuw nsw i64 %5947, 0
  %5949 = add nuw nsw i64 %5948, 0
  %5950 = getelementptr inbounds nuw float, ptr %5945, i64 %5949
  %5951 = load float, ptr %5950, align 4
  %5952 = add i64 %5926, %5938
  %5953 = add i64 %5930, %5942
  %5954 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5286, 1
  %5955 = mul nuw nsw i64 %5918, 3840
  %5956 = mul nuw nsw i64 %5934, 16
  %5957 = add nuw nsw i64 %5955, %5956
  %5958 = mul nuw nsw i64 %5952, 4
  %5959 = add nuw nsw i64 %5957, %5958
  %5960 = add nuw nsw i64 %5959, %5953
  %5961 = getelementptr inbounds nuw float, ptr %5954, i64 %5960
  %5962 = load float, ptr %5961, align 4
  %5963 = mul nuw nsw i64 %5922, 240
  %5964 = add nuw nsw i64 %5963, %5934
  %5965 = add nuw nsw i64 %5964, %5938
  %5966 = add nuw nsw i64 %5965, %5942
  %5967 = getelementptr inbounds nuw float, ptr @__constant_40x240x1x1xf32_87, i64 %5966
  %5968 = load float, ptr %5967, align 4
  %5969 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5875, 1
  %5970 = mul nuw nsw i64 %5918, 640
  %5971 = mul nuw nsw i64 %5922, 16
  %5972 = add nuw nsw i64 %5970, %5971
  %5973 = mul nuw nsw i64 %5926, 4
  %5974 = add nuw nsw i64 %5972, %5973
  %5975 = add nuw nsw i64 %5974, %5930
  %5976 = getelementptr inbounds nuw float, ptr %5969, i64 %5975
  %5977 = load float, ptr %5976, align 4
  %5978 = fadd float %5951, 3.000000e+00
  %5979 = fcmp ult float %5978, 0.000000e+00
  %5980 = select i1 %5979, float 0.000000e+00, float %5978
  %5981 = fcmp ugt float %5980, 6.000000e+00
  %5982 = select i1 %5981, float 6.000000e+00, float %5980
  %5983 = fdiv float %5982, 6.000000e+00
  %5984 = fmul float %5983, %5962
  %5985 = fmul float %5984, %5968
  %5986 = fadd float %5977, %5985
  %5987 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5875, 1
  %5988 = mul nuw nsw i64 %5918, 640
  %5989 = mul nuw nsw i64 %5922, 16
  %5990 = add nuw nsw i64 %5988, %5989
  %5991 = mul nuw nsw i64 %5926, 4
  %5992 = add nuw nsw i64 %5990, %5991
  %5993 = add nuw nsw i64 %5992, %5930
  %5994 = getelementptr inbounds nuw float, ptr %5987, i64 %5993
  store float %5986, ptr %5994, align 4
  %5995 = add i64 %5942, 1
  br label %5941

5996:                                             ; preds = %5941
  %5997 = add i64 %5938, 1
  br label %5937

5998:                                             ; preds = %5937
  %5999 = add i64 %5934, 1
  br label %5933

6000:                                             ; preds = %5933
  %6001 = add i64 %5930, 1
  br label %5929

6002:                                             ; preds = %5929
  %6003 = add i64 %5926, 1
  br label %5925

6004:                                             ; preds = %5925
  %6005 = add i64 %5922, 1
  br label %5921

6006:                                             ; preds = %5921
  %6007 = add i64 %5918, 1
  br label %5917

6008:                                             ; preds = %5917
  %6009 = call ptr @malloc(i64 2624)
  %6010 = ptrtoint ptr %6009 to i64
  %6011 = add i64 %6010, 63
  %6012 = urem i64 %6011, 64
  %6013 = sub i64 %6011, %6012
  %6014 = inttoptr i64 %6013 to ptr
  %6015 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6009, 0
  %6016 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6015, ptr %6014, 1
  %6017 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6016, i64 0, 2
  %6018 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6017, i64 1, 3, 0
  %6019 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6018, i64 40, 3, 1
  %6020 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6019, i64 4, 3, 2
  %6021 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6020, i64 4, 3, 3
  %6022 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6021, i64 640, 4, 0
  %6023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6022, i64 16, 4, 1
  %6024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6023, i64 4, 4, 2
  %6025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6024, i64 1, 4, 3
  br label %6026

6026:                                             ; preds = %6097, %6008
  %6027 = phi i64 [ %6098, %6097 ], [ 0, %6008 ]
  %6028 = icmp slt i64 %6027, 1
  br i1 %6028, label %6029, label %6099

6029:                                             ; preds = %6026
  br label %6030

6030:                                             ; preds = %6095, %6029
  %6031 = phi i64 [ %6096, %6095 ], [ 0, %6029 ]
  %6032 = icmp slt i64 %6031, 40
  br i1 %6032, label %6033, label %6097

6033:                                             ; preds = %6030
  br label %6034

6034:                                             ; preds = %6093, %6033
  %6035 = phi i64 [ %6094, %6093 ], [ 0, %6033 ]
  %6036 = icmp slt i64 %6035, 4
  br i1 %6036, label %6037, label %6095

6037:                                             ; preds = %6034
  br label %6038

6038:                                             ; preds = %6041, %6037
  %6039 = phi i64 [ %6092, %6041 ], [ 0, %6037 ]
  %6040 = icmp slt i64 %6039, 4
  br i1 %6040, label %6041, label %6093

6041:                                             ; preds = %6038
  %6042 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5875, 1
  %6043 = mul nuw nsw i64 %6027, 640
  %6044 = mul nuw nsw i64 %6031, 16
  %6045 = add nuw nsw i64 %6043, %6044
  %6046 = mul nuw nsw i64 %6035, 4
  %6047 = add nuw nsw i64 %6045, %6046
  %6048 = add nuw nsw i64 %6047, %6039
  %6049 = getelementptr inbounds nuw float, ptr %6042, i64 %6048
  %6050 = load float, ptr %6049, align 4
  %6051 = add nuw nsw i64 %6031, 0
  %6052 = add nuw nsw i64 %6051, 0
  %6053 = getelementptr inbounds nuw float, ptr @__constant_40xf32_86, i64 %6052
  %6054 = load float, ptr %6053, align 4
  %6055 = add nuw nsw i64 %6031, 0
  %6056 = add nuw nsw i64 %6055, 0
  %6057 = getelementptr inbounds nuw float, ptr @__constant_40xf32_85, i64 %6056
  %6058 = load float, ptr %6057, align 4
  %6059 = add nuw nsw i64 %6031, 0
  %6060 = add nuw nsw i64 %6059, 0
  %6061 = getelementptr inbounds nuw float, ptr @__constant_40xf32_84, i64 %6060
  %6062 = load float, ptr %6061, align 4
  %6063 = add nuw nsw i64 %6031, 0
  %6064 = add nuw nsw i64 %6063, 0
  %6065 = getelementptr inbounds nuw float, ptr @__constant_40xf32_83, i64 %6064
  %6066 = load float, ptr %6065, align 4
  %6067 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4640, 1
  %6068 = mul nuw nsw i64 %6027, 640
  %6069 = mul nuw nsw i64 %6031, 16
  %6070 = add nuw nsw i64 %6068, %6069
  %6071 = mul nuw nsw i64 %6035, 4
  %6072 = add nuw nsw i64 %6070, %6071
  %6073 = add nuw nsw i64 %6072, %6039
  %6074 = getelementptr inbounds nuw float, ptr %6067, i64 %6073
  %6075 = load float, ptr %6074, align 4
  %6076 = fadd float %6058, 1.000000e-03
  %6077 = call float @llvm.sqrt.f32(float %6076)
  %6078 = fdiv float 1.000000e+00, %6077
  %6079 = fsub float %6050, %6054
  %6080 = fmul float %6079, %6078
  %6081 = fmul float %6080, %6062
  %6082 = fadd float %6081, %6066
  %6083 = fadd float %6082, %6075
  %6084 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6025, 1
  %6085 = mul nuw nsw i64 %6027, 640
  %6086 = mul nuw nsw i64 %6031, 16
  %6087 = add nuw nsw i64 %6085, %6086
  %6088 = mul nuw nsw i64 %6035, 4
  %6089 = add nuw nsw i64 %6087, %6088
  %6090 = add nuw nsw i64 %6089, %6039
  %6091 = getelementptr inbounds nuw float, ptr %6084, i64 %6090
  store float %6083, ptr %6091, align 4
  %6092 = add i64 %6039, 1
  br label %6038

6093:                                             ; preds = %6038
  %6094 = add i64 %6035, 1
  br label %6034

6095:                                             ; preds = %6034
  %6096 = add i64 %6031, 1
  br label %6030

6097:                                             ; preds = %6030
  %6098 = add i64 %6027, 1
  br label %6026

6099:                                             ; preds = %6026
  %6100 = call ptr @malloc(i64 15424)
  %6101 = ptrtoint ptr %6100 to i64
  %6102 = add i64 %6101, 63
  %6103 = urem i64 %6102, 64
  %6104 = sub i64 %6102, %6103
  %6105 = inttoptr i64 %6104 to ptr
  %6106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6100, 0
  %6107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6106, ptr %6105, 1
  %6108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6107, i64 0, 2
  %6109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6108, i64 1, 3, 0
  %6110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6109, i64 240, 3, 1
  %6111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6110, i64 4, 3, 2
  %6112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6111, i64 4, 3, 3
  %6113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6112, i64 3840, 4, 0
  %6114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, i64 16, 4, 1
  %6115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6114, i64 4, 4, 2
  %6116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6115, i64 1, 4, 3
  br label %6117

6117:                                             ; preds = %6155, %6099
  %6118 = phi i64 [ %6156, %6155 ], [ 0, %6099 ]
  %6119 = icmp slt i64 %6118, 1
  br i1 %6119, label %6120, label %6157

6120:                                             ; preds = %6117
  br label %6121

6121:                                             ; preds = %6153, %6120
  %6122 = phi i64 [ %6154, %6153 ], [ 0, %6120 ]
  %6123 = icmp slt i64 %6122, 240
  br i1 %6123, label %6124, label %6155

6124:                                             ; preds = %6121
  br label %6125

6125:                                             ; preds = %6151, %6124
  %6126 = phi i64 [ %6152, %6151 ], [ 0, %6124 ]
  %6127 = icmp slt i64 %6126, 4
  br i1 %6127, label %6128, label %6153

6128:                                             ; preds = %6125
  br label %6129

6129:                                             ; preds = %6132, %6128
  %6130 = phi i64 [ %6150, %6132 ], [ 0, %6128 ]
  %6131 = icmp slt i64 %6130, 4
  br i1 %6131, label %6132, label %6151

6132:                                             ; preds = %6129
  %6133 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, 1
  %6134 = mul nuw nsw i64 %6118, 3840
  %6135 = mul nuw nsw i64 %6122, 16
  %6136 = add nuw nsw i64 %6134, %6135
  %6137 = mul nuw nsw i64 %6126, 4
  %6138 = add nuw nsw i64 %6136, %6137
  %6139 = add nuw nsw i64 %6138, %6130
  %6140 = getelementptr inbounds nuw float, ptr %6133, i64 %6139
  %6141 = load float, ptr %6140, align 4
  %6142 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6116, 1
  %6143 = mul nuw nsw i64 %6118, 3840
  %6144 = mul nuw nsw i64 %6122, 16
  %6145 = add nuw nsw i64 %6143, %6144
  %6146 = mul nuw nsw i64 %6126, 4
  %6147 = add nuw nsw i64 %6145, %6146
  %6148 = add nuw nsw i64 %6147, %6130
  %6149 = getelementptr inbounds nuw float, ptr %6142, i64 %6148
  store float %6141, ptr %6149, align 4
  %6150 = add i64 %6130, 1
  br label %6129

6151:                                             ; preds = %6129
  %6152 = add i64 %6126, 1
  br label %6125

6153:                                             ; preds = %6125
  %6154 = add i64 %6122, 1
  br label %6121

6155:                                             ; preds = %6121
  %6156 = add i64 %6118, 1
  br label %6117

6157:                                             ; preds = %6117
  br label %6158

6158:                                             ; preds = %6233, %6157
  %6159 = phi i64 [ %6234, %6233 ], [ 0, %6157 ]
  %6160 = icmp slt i64 %6159, 1
  br i1 %6160, label %6161, label %6235

6161:                                             ; preds = %6158
  br label %6162

6162:                                             ; preds = %6231, %6161
  %6163 = phi i64 [ %6232, %6231 ], [ 0, %6161 ]
  %6164 = icmp slt i64 %6163, 240
  br i1 %6164, label %6165, label %6233

6165:                                             ; preds = %6162
  br label %6166

6166:                                             ; preds = %6229, %6165
  %6167 = phi i64 [ %6230, %6229 ], [ 0, %6165 ]
  %6168 = icmp slt i64 %6167, 4
  br i1 %6168, label %6169, label %6231

6169:                                             ; preds = %6166
  br label %6170

6170:                                             ; preds = %6227, %6169
  %6171 = phi i64 [ %6228, %6227 ], [ 0, %6169 ]
  %6172 = icmp slt i64 %6171, 4
  br i1 %6172, label %6173, label %6229

6173:                                             ; preds = %6170
  br label %6174

6174:                                             ; preds = %6225, %6173
  %6175 = phi i64 [ %6226, %6225 ], [ 0, %6173 ]
  %6176 = icmp slt i64 %6175, 40
  br i1 %6176, label %6177, label %6227

6177:                                             ; preds = %6174
  br label %6178

6178:                                             ; preds = %6223, %6177
  %6179 = phi i64 [ %6224, %6223 ], [ 0, %6177 ]
  %6180 = icmp slt i64 %6179, 1
  br i1 %6180, label %6181, label %6225

6181:                                             ; preds = %6178
  br label %6182

6182:                                             ; preds = %6185, %6181
  %6183 = phi i64 [ %6222, %6185 ], [ 0, %6181 ]
  %6184 = icmp slt i64 %6183, 1
  br i1 %6184, label %6185, label %6223

6185:                                             ; preds = %6182
  %6186 = add i64 %6167, %6179
  %6187 = add i64 %6171, %6183
  %6188 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6025, 1
  %6189 = mul nuw nsw i64 %6159, 640
  %6190 = mul nuw nsw i64 %6175, 16
  %6191 = add nuw nsw i64 %6189, %6190
  %6192 = mul nuw nsw i64 %6186, 4
  %6193 = add nuw nsw i64 %6191, %6192
  %6194 = add nuw nsw i64 %6193, %6187
  %6195 = getelementptr inbounds nuw float, ptr %6188, i64 %6194
  %6196 = load float, ptr %6195, align 4
  %6197 = mul nuw nsw i64 %6163, 40
  %6198 = add nuw nsw i64 %6197, %6175
  %6199 = add nuw nsw i64 %6198, %6179
  %6200 = add nuw nsw i64 %6199, %6183
  %6201 = getelementptr inbounds nuw float, ptr @__constant_240x40x1x1xf32, i64 %6200
  %6202 = load float, ptr %6201, align 4
  %6203 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6116, 1
  %6204 = mul nuw nsw i64 %6159, 3840
  %6205 = mul nuw nsw i64 %6163, 16
  %6206 = add nuw nsw i64 %6204, %6205
  %6207 = mul nuw nsw i64 %6167, 4
  %6208 = add nuw nsw i64 %6206, %6207
  %6209 = add nuw nsw i64 %6208, %6171
  %6210 = getelementptr inbounds nuw float, ptr %6203, i64 %6209
  %6211 = load float, ptr %6210, align 4
  %6212 = fmul float %6196, %6202
  %6213 = fadd float %6211, %6212
  %6214 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6116, 1
  %6215 = mul nuw nsw i64 %6159, 3840
  %6216 = mul nuw nsw i64 %6163, 16
  %6217 = add nuw nsw i64 %6215, %6216
  %6218 = mul nuw nsw i64 %6167, 4
  %6219 = add nuw nsw i64 %6217, %6218
  %6220 = add nuw nsw i64 %6219, %6171
  %6221 = getelementptr inbounds nuw float, ptr %6214, i64 %6220
  store float %6213, ptr %6221, align 4
  %6222 = add i64 %6183, 1
  br label %6182

6223:                                             ; preds = %6182
  %6224 = add i64 %6179, 1
  br label %6178

6225:                                             ; preds = %6178
  %6226 = add i64 %6175, 1
  br label %6174

6227:                                             ; preds = %6174
  %6228 = add i64 %6171, 1
  br label %6170

6229:                                             ; preds = %6170
  %6230 = add i64 %6167, 1
  br label %6166

6231:                                             ; preds = %6166
  %6232 = add i64 %6163, 1
  br label %6162

6233:                                             ; preds = %6162
  %6234 = add i64 %6159, 1
  br label %6158

6235:                                             ; preds = %6158
  %6236 = call ptr @malloc(i64 15424)
  %6237 = ptrtoint ptr %6236 to i64
  %6238 = add i64 %6237, 63
  %6239 = urem i64 %6238, 64
  %6240 = sub i64 %6238, %6239
  %6241 = inttoptr i64 %6240 to ptr
  %6242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6236, 0
  %6243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6242, ptr %6241, 1
  %6244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6243, i64 0, 2
  %6245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6244, i64 1, 3, 0
  %6246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6245, i64 240, 3, 1
  %6247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6246, i64 4, 3, 2
  %6248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6247, i64 4, 3, 3
  %6249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6248, i64 3840, 4, 0
  %6250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6249, i64 16, 4, 1
  %6251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6250, i64 4, 4, 2
  %6252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6251, i64 1, 4, 3
  br label %6253

6253:                                             ; preds = %6321, %6235
  %6254 = phi i64 [ %6322, %6321 ], [ 0, %6235 ]
  %6255 = icmp slt i64 %6254, 1
  br i1 %6255, label %6256, label %6323

6256:                                             ; preds = %6253
  br label %6257

6257:                                             ; preds = %6319, %6256
  %6258 = phi i64 [ %6320, %6319 ], [ 0, %6256 ]
  %6259 = icmp slt i64 %6258, 240
  br i1 %6259, label %6260, label %6321

6260:                                             ; preds = %6257
  br label %6261

6261:                                             ; preds = %6317, %6260
  %6262 = phi i64 [ %6318, %6317 ], [ 0, %6260 ]
  %6263 = icmp slt i64 %6262, 4
  br i1 %6263, label %6264, label %6319

6264:                                             ; preds = %6261
  br label %6265

6265:                                             ; preds = %6268, %6264
  %6266 = phi i64 [ %6316, %6268 ], [ 0, %6264 ]
  %6267 = icmp slt i64 %6266, 4
  br i1 %6267, label %6268, label %6317

6268:                                             ; preds = %6265
  %6269 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6116, 1
  %6270 = mul nuw nsw i64 %6254, 3840
  %6271 = mul nuw nsw i64 %6258, 16
  %6272 = add nuw nsw i64 %6270, %6271
  %6273 = mul nuw nsw i64 %6262, 4
  %6274 = add nuw nsw i64 %6272, %6273
  %6275 = add nuw nsw i64 %6274, %6266
  %6276 = getelementptr inbounds nuw float, ptr %6269, i64 %6275
  %6277 = load float, ptr %6276, align 4
  %6278 = add nuw nsw i64 %6258, 0
  %6279 = add nuw nsw i64 %6278, 0
  %6280 = getelementptr inbounds nuw float, ptr @__constant_240xf32_82, i64 %6279
  %6281 = load float, ptr %6280, align 4
  %6282 = add nuw nsw i64 %6258, 0
  %6283 = add nuw nsw i64 %6282, 0
  %6284 = getelementptr inbounds nuw float, ptr @__constant_240xf32_81, i64 %6283
  %6285 = load float, ptr %6284, align 4
  %6286 = add nuw nsw i64 %6258, 0
  %6287 = add nuw nsw i64 %6286, 0
  %6288 = getelementptr inbounds nuw float, ptr @__constant_240xf32_80, i64 %6287
  %6289 = load float, ptr %6288, align 4
  %6290 = add nuw nsw i64 %6258, 0
  %6291 = add nuw nsw i64 %6290, 0
  %6292 = getelementptr inbounds nuw float, ptr @__constant_240xf32_79, i64 %6291
  %6293 = load float, ptr %6292, align 4
  %6294 = fadd float %6285, 1.000000e-03
  %6295 = call float @llvm.sqrt.f32(float %6294)
  %6296 = fdiv float 1.000000e+00, %6295
  %6297 = fsub float %6277, %6281
  %6298 = fmul float %6297, %6296
  %6299 = fmul float %6298, %6289
  %6300 = fadd float %6299, %6293
  %6301 = fadd float %6300, 3.000000e+00
  %6302 = fcmp ult float %6301, 0.000000e+00
  %6303 = select i1 %6302, float 0.000000e+00, float %6301
  %6304 = fcmp ugt float %6303, 6.000000e+00
  %6305 = select i1 %6304, float 6.000000e+00, float %6303
  %6306 = fmul float %6300, %6305
  %6307 = fdiv float %6306, 6.000000e+00
  %6308 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6252, 1
  %6309 = mul nuw nsw i64 %6254, 3840
  %6310 = mul nuw nsw i64 %6258, 16
  %6311 = add nuw nsw i64 %6309, %6310
  %6312 = mul nuw nsw i64 %6262, 4
  %6313 = add nuw nsw i64 %6311, %6312
  %6314 = add nuw nsw i64 %6313, %6266
  %6315 = getelementptr inbounds nuw float, ptr %6308, i64 %6314
  store float %6307, ptr %6315, align 4
  %6316 = add i64 %6266, 1
  br label %6265

6317:                                             ; preds = %6265
  %6318 = add i64 %6262, 1
  br label %6261

6319:                                             ; preds = %6261
  %6320 = add i64 %6258, 1
  br label %6257

6321:                                             ; preds = %6257
  %6322 = add i64 %6254, 1
  br label %6253

6323:                                             ; preds = %6253
  %6324 = call ptr @malloc(i64 61504)
  %6325 = ptrtoint ptr %6324 to i64
  %6326 = add i64 %6325, 63
  %6327 = urem i64 %6326, 64
  %6328 = sub i64 %6326, %6327
  %6329 = inttoptr i64 %6328 to ptr
  %6330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6324, 0
  %6331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6330, ptr %6329, 1
  %6332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6331, i64 0, 2
  %6333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6332, i64 1, 3, 0
  %6334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6333, i64 240, 3, 1
  %6335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6334, i64 8, 3, 2
  %6336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6335, i64 8, 3, 3
  %6337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6336, i64 15360, 4, 0
  %6338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6337, i64 64, 4, 1
  %6339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6338, i64 8, 4, 2
  %6340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6339, i64 1, 4, 3
  br label %6341

6341:                                             ; preds = %6370, %6323
  %6342 = phi i64 [ %6371, %6370 ], [ 0, %6323 ]
  %6343 = icmp slt i64 %6342, 1
  br i1 %6343, label %6344, label %6372

6344:                                             ; preds = %6341
  br label %6345

6345:                                             ; preds = %6368, %6344
  %6346 = phi i64 [ %6369, %6368 ], [ 0, %6344 ]
  %6347 = icmp slt i64 %6346, 240
  br i1 %6347, label %6348, label %6370

6348:                                             ; preds = %6345
  br label %6349

6349:                                             ; preds = %6366, %6348
  %6350 = phi i64 [ %6367, %6366 ], [ 0, %6348 ]
  %6351 = icmp slt i64 %6350, 8
  br i1 %6351, label %6352, label %6368

6352:                                             ; preds = %6349
  br label %6353

6353:                                             ; preds = %6356, %6352
  %6354 = phi i64 [ %6365, %6356 ], [ 0, %6352 ]
  %6355 = icmp slt i64 %6354, 8
  br i1 %6355, label %6356, label %6366

6356:                                             ; preds = %6353
  %6357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6340, 1
  %6358 = mul nuw nsw i64 %6342, 15360
  %6359 = mul nuw nsw i64 %6346, 64
  %6360 = add nuw nsw i64 %6358, %6359
  %6361 = mul nuw nsw i64 %6350, 8
  %6362 = add nuw nsw i64 %6360, %6361
  %6363 = add nuw nsw i64 %6362, %6354
  %6364 = getelementptr inbounds nuw float, ptr %6357, i64 %6363
  store float 0.000000e+00, ptr %6364, align 4
  %6365 = add i64 %6354, 1
  br label %6353

6366:                                             ; preds = %6353
  %6367 = add i64 %6350, 1
  br label %6349

6368:                                             ; preds = %6349
  %6369 = add i64 %6346, 1
  br label %6345

6370:                                             ; preds = %6345
  %6371 = add i64 %6342, 1
  br label %6341

6372:                                             ; preds = %6341
  %6373 = call ptr @malloc(i64 61504)
  %6374 = ptrtoint ptr %6373 to i64
  %6375 = add i64 %6374, 63
  %6376 = urem i64 %6375, 64
  %6377 = sub i64 %6375, %6376
  %6378 = inttoptr i64 %6377 to ptr
  %6379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6373, 0
  %6380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6379, ptr %6378, 1
  %6381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6380, i64 0, 2
  %6382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6381, i64 1, 3, 0
  %6383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6382, i64 240, 3, 1
  %6384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6383, i64 8, 3, 2
  %6385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6384, i64 8, 3, 3
  %6386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6385, i64 15360, 4, 0
  %6387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6386, i64 64, 4, 1
  %6388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6387, i64 8, 4, 2
  %6389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6388, i64 1, 4, 3
  br label %6390

6390:                                             ; preds = %6428, %6372
  %6391 = phi i64 [ %6429, %6428 ], [ 0, %6372 ]
  %6392 = icmp slt i64 %6391, 1
  br i1 %6392, label %6393, label %6430

6393:                                             ; preds = %6390
  br label %6394

6394:                                             ; preds = %6426, %6393
  %6395 = phi i64 [ %6427, %6426 ], [ 0, %6393 ]
  %6396 = icmp slt i64 %6395, 240
  br i1 %6396, label %6397, label %6428

6397:                                             ; preds = %6394
  br label %6398

6398:                                             ; preds = %6424, %6397
  %6399 = phi i64 [ %6425, %6424 ], [ 0, %6397 ]
  %6400 = icmp slt i64 %6399, 8
  br i1 %6400, label %6401, label %6426

6401:                                             ; preds = %6398
  br label %6402

6402:                                             ; preds = %6405, %6401
  %6403 = phi i64 [ %6423, %6405 ], [ 0, %6401 ]
  %6404 = icmp slt i64 %6403, 8
  br i1 %6404, label %6405, label %6424

6405:                                             ; preds = %6402
  %6406 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6340, 1
  %6407 = mul nuw nsw i64 %6391, 15360
  %6408 = mul nuw nsw i64 %6395, 64
  %6409 = add nuw nsw i64 %6407, %6408
  %6410 = mul nuw nsw i64 %6399, 8
  %6411 = add nuw nsw i64 %6409, %6410
  %6412 = add nuw nsw i64 %6411, %6403
  %6413 = getelementptr inbounds nuw float, ptr %6406, i64 %6412
  %6414 = load float, ptr %6413, align 4
  %6415 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6389, 1
  %6416 = mul nuw nsw i64 %6391, 15360
  %6417 = mul nuw nsw i64 %6395, 64
  %6418 = add nuw nsw i64 %6416, %6417
  %6419 = mul nuw nsw i64 %6399, 8
  %6420 = add nuw nsw i64 %6418, %6419
  %6421 = add nuw nsw i64 %6420, %6403
  %6422 = getelementptr inbounds nuw float, ptr %6415, i64 %6421
  store float %6414, ptr %6422, align 4
  %6423 = add i64 %6403, 1
  br label %6402

6424:                                             ; preds = %6402
  %6425 = add i64 %6399, 1
  br label %6398

6426:                                             ; preds = %6398
  %6427 = add i64 %6395, 1
  br label %6394

6428:                                             ; preds = %6394
  %6429 = add i64 %6391, 1
  br label %6390

6430:                                             ; preds = %6390
  %6431 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6389, 0
  %6432 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6389, 1
  %6433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6431, 0
  %6434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6433, ptr %6432, 1
  %6435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, i64 18, 2
  %6436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6435, i64 1, 3, 0
  %6437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6436, i64 15360, 4, 0
  %6438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6437, i64 240, 3, 1
  %6439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6438, i64 64, 4, 1
  %6440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6439, i64 4, 3, 2
  %6441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6440, i64 8, 4, 2
  %6442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6441, i64 4, 3, 3
  %6443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6442, i64 1, 4, 3
  br label %6444

6444:                                             ; preds = %6483, %6430
  %6445 = phi i64 [ %6484, %6483 ], [ 0, %6430 ]
  %6446 = icmp slt i64 %6445, 1
  br i1 %6446, label %6447, label %6485

6447:                                             ; preds = %6444
  br label %6448

6448:                                             ; preds = %6481, %6447
  %6449 = phi i64 [ %6482, %6481 ], [ 0, %6447 ]
  %6450 = icmp slt i64 %6449, 240
  br i1 %6450, label %6451, label %6483

6451:                                             ; preds = %6448
  br label %6452

6452:                                             ; preds = %6479, %6451
  %6453 = phi i64 [ %6480, %6479 ], [ 0, %6451 ]
  %6454 = icmp slt i64 %6453, 4
  br i1 %6454, label %6455, label %6481

6455:                                             ; preds = %6452
  br label %6456

6456:                                             ; preds = %6459, %6455
  %6457 = phi i64 [ %6478, %6459 ], [ 0, %6455 ]
  %6458 = icmp slt i64 %6457, 4
  br i1 %6458, label %6459, label %6479

6459:                                             ; preds = %6456
  %6460 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6252, 1
  %6461 = mul nuw nsw i64 %6445, 3840
  %6462 = mul nuw nsw i64 %6449, 16
  %6463 = add nuw nsw i64 %6461, %6462
  %6464 = mul nuw nsw i64 %6453, 4
  %6465 = add nuw nsw i64 %6463, %6464
  %6466 = add nuw nsw i64 %6465, %6457
  %6467 = getelementptr inbounds nuw float, ptr %6460, i64 %6466
  %6468 = load float, ptr %6467, align 4
  %6469 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6443, 1
  %6470 = getelementptr float, ptr %6469, i64 18
  %6471 = mul nuw nsw i64 %6445, 15360
  %6472 = mul nuw nsw i64 %6449, 64
  %6473 = add nuw nsw i64 %6471, %6472
  %6474 = mul nuw nsw i64 %6453, 8
  %6475 = add nuw nsw i64 %6473, %6474
  %6476 = add nuw nsw i64 %6475, %6457
  %6477 = getelementptr inbounds nuw float, ptr %6470, i64 %6476
  store float %6468, ptr %6477, align 4
  %6478 = add i64 %6457, 1
  br label %6456

6479:                                             ; preds = %6456
  %6480 = add i64 %6453, 1
  br label %6452

6481:                                             ; preds = %6452
  %6482 = add i64 %6449, 1
  br label %6448

6483:                                             ; preds = %6448
  %6484 = add i64 %6445, 1
  br label %6444

6485:                                             ; preds = %6444
  %6486 = call ptr @malloc(i64 15424)
  %6487 = ptrtoint ptr %6486 to i64
  %6488 = add i64 %6487, 63
  %6489 = urem i64 %6488, 64
  %6490 = sub i64 %6488, %6489
  %6491 = inttoptr i64 %6490 to ptr
  %6492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6486, 0
  %6493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6492, ptr %6491, 1
  %6494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6493, i64 0, 2
  %6495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6494, i64 1, 3, 0
  %6496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6495, i64 240, 3, 1
  %6497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6496, i64 4, 3, 2
  %6498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6497, i64 4, 3, 3
  %6499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6498, i64 3840, 4, 0
  %6500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6499, i64 16, 4, 1
  %6501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6500, i64 4, 4, 2
  %6502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6501, i64 1, 4, 3
  br label %6503

6503:                                             ; preds = %6541, %6485
  %6504 = phi i64 [ %6542, %6541 ], [ 0, %6485 ]
  %6505 = icmp slt i64 %6504, 1
  br i1 %6505, label %6506, label %6543

6506:                                             ; preds = %6503
  br label %6507

6507:                                             ; preds = %6539, %6506
  %6508 = phi i64 [ %6540, %6539 ], [ 0, %6506 ]
  %6509 = icmp slt i64 %6508, 240
  br i1 %6509, label %6510, label %6541

6510:                                             ; preds = %6507
  br label %6511

6511:                                             ; preds = %6537, %6510
  %6512 = phi i64 [ %6538, %6537 ], [ 0, %6510 ]
  %6513 = icmp slt i64 %6512, 4
  br i1 %6513, label %6514, label %6539

6514:                                             ; preds = %6511
  br label %6515

6515:                                             ; preds = %6518, %6514
  %6516 = phi i64 [ %6536, %6518 ], [ 0, %6514 ]
  %6517 = icmp slt i64 %6516, 4
  br i1 %6517, label %6518, label %6537

6518:                                             ; preds = %6515
  %6519 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, 1
  %6520 = mul nuw nsw i64 %6504, 3840
  %6521 = mul nuw nsw i64 %6508, 16
  %6522 = add nuw nsw i64 %6520, %6521
  %6523 = mul nuw nsw i64 %6512, 4
  %6524 = add nuw nsw i64 %6522, %6523
  %6525 = add nuw nsw i64 %6524, %6516
  %6526 = getelementptr inbounds nuw float, ptr %6519, i64 %6525
  %6527 = load float, ptr %6526, align 4
  %6528 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6502, 1
  %6529 = mul nuw nsw i64 %6504, 3840
  %6530 = mul nuw nsw i64 %6508, 16
  %6531 = add nuw nsw i64 %6529, %6530
  %6532 = mul nuw nsw i64 %6512, 4
  %6533 = add nuw nsw i64 %6531, %6532
  %6534 = add nuw nsw i64 %6533, %6516
  %6535 = getelementptr inbounds nuw float, ptr %6528, i64 %6534
  store float %6527, ptr %6535, align 4
  %6536 = add i64 %6516, 1
  br label %6515

6537:                                             ; preds = %6515
  %6538 = add i64 %6512, 1
  br label %6511

6539:                                             ; preds = %6511
  %6540 = add i64 %6508, 1
  br label %6507

6541:                                             ; preds = %6507
  %6542 = add i64 %6504, 1
  br label %6503

6543:                                             ; preds = %6503
  br label %6544

6544:                                             ; preds = %6613, %6543
  %6545 = phi i64 [ %6614, %6613 ], [ 0, %6543 ]
  %6546 = icmp slt i64 %6545, 1
  br i1 %6546, label %6547, label %6615

6547:                                             ; preds = %6544
  br label %6548

6548:                                             ; preds = %6611, %6547
  %6549 = phi i64 [ %6612, %6611 ], [ 0, %6547 ]
  %6550 = icmp slt i64 %6549, 4
  br i1 %6550, label %6551, label %6613

6551:                                             ; preds = %6548
  br label %6552

6552:                                             ; preds = %6609, %6551
  %6553 = phi i64 [ %6610, %6609 ], [ 0, %6551 ]
  %6554 = icmp slt i64 %6553, 4
  br i1 %6554, label %6555, label %6611

6555:                                             ; preds = %6552
  br label %6556

6556:                                             ; preds = %6607, %6555
  %6557 = phi i64 [ %6608, %6607 ], [ 0, %6555 ]
  %6558 = icmp slt i64 %6557, 240
  br i1 %6558, label %6559, label %6609

6559:                                             ; preds = %6556
  br label %6560

6560:                                             ; preds = %6605, %6559
  %6561 = phi i64 [ %6606, %6605 ], [ 0, %6559 ]
  %6562 = icmp slt i64 %6561, 5
  br i1 %6562, label %6563, label %6607

6563:                                             ; preds = %6560
  br label %6564

6564:                                             ; preds = %6567, %6563
  %6565 = phi i64 [ %6604, %6567 ], [ 0, %6563 ]
  %6566 = icmp slt i64 %6565, 5
  br i1 %6566, label %6567, label %6605

6567:                                             ; preds = %6564
  %6568 = add i64 %6549, %6561
  %6569 = add i64 %6553, %6565
  %6570 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6389, 1
  %6571 = mul nuw nsw i64 %6545, 15360
  %6572 = mul nuw nsw i64 %6557, 64
  %6573 = add nuw nsw i64 %6571, %6572
  %6574 = mul nuw nsw i64 %6568, 8
  %6575 = add nuw nsw i64 %6573, %6574
  %6576 = add nuw nsw i64 %6575, %6569
  %6577 = getelementptr inbounds nuw float, ptr %6570, i64 %6576
  %6578 = load float, ptr %6577, align 4
  %6579 = mul nuw nsw i64 %6557, 25
  %6580 = mul nuw nsw i64 %6561, 5
  %6581 = add nuw nsw i64 %6579, %6580
  %6582 = add nuw nsw i64 %6581, %6565
  %6583 = getelementptr inbounds nuw float, ptr @__constant_240x1x5x5xf32, i64 %6582
  %6584 = load float, ptr %6583, align 4
  %6585 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6502, 1
  %6586 = mul nuw nsw i64 %6545, 3840
  %6587 = mul nuw nsw i64 %6557, 16
  %6588 = add nuw nsw i64 %6586, %6587
  %6589 = mul nuw nsw i64 %6549, 4
  %6590 = add nuw nsw i64 %6588, %6589
  %6591 = add nuw nsw i64 %6590, %6553
  %6592 = getelementptr inbounds nuw float, ptr %6585, i64 %6591
  %6593 = load float, ptr %6592, align 4
  %6594 = fmul float %6578, %6584
  %6595 = fadd float %6593, %6594
  %6596 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6502, 1
  %6597 = mul nuw nsw i64 %6545, 3840
  %6598 = mul nuw nsw i64 %6557, 16
  %6599 = add nuw nsw i64 %6597, %6598
  %6600 = mul nuw nsw i64 %6549, 4
  %6601 = add nuw nsw i64 %6599, %6600
  %6602 = add nuw nsw i64 %6601, %6553
  %6603 = getelementptr inbounds nuw float, ptr %6596, i64 %6602
  store float %6595, ptr %6603, align 4
  %6604 = add i64 %6565, 1
  br label %6564

6605:                                             ; preds = %6564
  %6606 = add i64 %6561, 1
  br label %6560

6607:                                             ; preds = %6560
  %6608 = add i64 %6557, 1
  br label %6556

6609:                                             ; preds = %6556
  %6610 = add i64 %6553, 1
  br label %6552

6611:                                             ; preds = %6552
  %6612 = add i64 %6549, 1
  br label %6548

6613:                                             ; preds = %6548
  %6614 = add i64 %6545, 1
  br label %6544

6615:                                             ; preds = %6544
  %6616 = call ptr @malloc(i64 15424)
  %6617 = ptrtoint ptr %6616 to i64
  %6618 = add i64 %6617, 63
  %6619 = urem i64 %6618, 64
  %6620 = sub i64 %6618, %6619
  %6621 = inttoptr i64 %6620 to ptr
  %6622 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6616, 0
  %6623 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6622, ptr %6621, 1
  %6624 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6623, i64 0, 2
  %6625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6624, i64 1, 3, 0
  %6626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6625, i64 240, 3, 1
  %6627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6626, i64 4, 3, 2
  %6628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6627, i64 4, 3, 3
  %6629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6628, i64 3840, 4, 0
  %6630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6629, i64 16, 4, 1
  %6631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6630, i64 4, 4, 2
  %6632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6631, i64 1, 4, 3
  br label %6633

6633:                                             ; preds = %6701, %6615
  %6634 = phi i64 [ %6702, %6701 ], [ 0, %6615 ]
  %6635 = icmp slt i64 %6634, 1
  br i1 %6635, label %6636, label %6703

6636:                                             ; preds = %6633
  br label %6637

6637:                                             ; preds = %6699, %6636
  %6638 = phi i64 [ %6700, %6699 ], [ 0, %6636 ]
  %6639 = icmp slt i64 %6638, 240
  br i1 %6639, label %6640, label %6701

6640:                                             ; preds = %6637
  br label %6641

6641:                                             ; preds = %6697, %6640
  %6642 = phi i64 [ %6698, %6697 ], [ 0, %6640 ]
  %6643 = icmp slt i64 %6642, 4
  br i1 %6643, label %6644, label %6699

6644:                                             ; preds = %6641
  br label %6645

6645:                                             ; preds = %6648, %6644
  %6646 = phi i64 [ %6696, %6648 ], [ 0, %6644 ]
  %6647 = icmp slt i64 %6646, 4
  br i1 %6647, label %6648, label %6697

6648:                                             ; preds = %6645
  %6649 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6502, 1
  %6650 = mul nuw nsw i64 %6634, 3840
  %6651 = mul nuw nsw i64 %6638, 16
  %6652 = add nuw nsw i64 %6650, %6651
  %6653 = mul nuw nsw i64 %6642, 4
  %6654 = add nuw nsw i64 %6652, %6653
  %6655 = add nuw nsw i64 %6654, %6646
  %6656 = getelementptr inbounds nuw float, ptr %6649, i64 %6655
  %6657 = load float, ptr %6656, align 4
  %6658 = add nuw nsw i64 %6638, 0
  %6659 = add nuw nsw i64 %6658, 0
  %6660 = getelementptr inbounds nuw float, ptr @__constant_240xf32_78, i64 %6659
  %6661 = load float, ptr %6660, align 4
  %6662 = add nuw nsw i64 %6638, 0
  %6663 = add nuw nsw i64 %6662, 0
  %6664 = getelementptr inbounds nuw float, ptr @__constant_240xf32_77, i64 %6663
  %6665 = load float, ptr %6664, align 4
  %6666 = add nuw nsw i64 %6638, 0
  %6667 = add nuw nsw i64 %6666, 0
  %6668 = getelementptr inbounds nuw float, ptr @__constant_240xf32_76, i64 %6667
  %6669 = load float, ptr %6668, align 4
  %6670 = add nuw nsw i64 %6638, 0
  %6671 = add nuw nsw i64 %6670, 0
  %6672 = getelementptr inbounds nuw float, ptr @__constant_240xf32_75, i64 %6671
  %6673 = load float, ptr %6672, align 4
  %6674 = fadd float %6665, 1.000000e-03
  %6675 = call float @llvm.sqrt.f32(float %6674)
  %6676 = fdiv float 1.000000e+00, %6675
  %6677 = fsub float %6657, %6661
  %6678 = fmul float %6677, %6676
  %6679 = fmul float %6678, %6669
  %6680 = fadd float %6679, %6673
  %6681 = fadd float %6680, 3.000000e+00
  %6682 = fcmp ult float %6681, 0.000000e+00
  %6683 = select i1 %6682, float 0.000000e+00, float %6681
  %6684 = fcmp ugt float %6683, 6.000000e+00
  %6685 = select i1 %6684, float 6.000000e+00, float %6683
  %6686 = fmul float %6680, %6685
  %6687 = fdiv float %6686, 6.000000e+00
  %6688 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6632, 1
  %6689 = mul nuw nsw i64 %6634, 3840
  %6690 = mul nuw nsw i64 %6638, 16
  %6691 = add nuw nsw i64 %6689, %6690
  %6692 = mul nuw nsw i64 %6642, 4
  %6693 = add nuw nsw i64 %6691, %6692
  %6694 = add nuw nsw i64 %6693, %6646
  %6695 = getelementptr inbounds nuw float, ptr %6688, i64 %6694
  store float %6687, ptr %6695, align 4
  %6696 = add i64 %6646, 1
  br label %6645

6697:                                             ; preds = %6645
  %6698 = add i64 %6642, 1
  br label %6641

6699:                                             ; preds = %6641
  %6700 = add i64 %6638, 1
  br label %6637

6701:                                             ; preds = %6637
  %6702 = add i64 %6634, 1
  br label %6633

6703:                                             ; preds = %6633
  %6704 = call ptr @malloc(i64 1024)
  %6705 = ptrtoint ptr %6704 to i64
  %6706 = add i64 %6705, 63
  %6707 = urem i64 %6706, 64
  %6708 = sub i64 %6706, %6707
  %6709 = inttoptr i64 %6708 to ptr
  %6710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6704, 0
  %6711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6710, ptr %6709, 1
  %6712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6711, i64 0, 2
  %6713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6712, i64 1, 3, 0
  %6714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6713, i64 240, 3, 1
  %6715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6714, i64 1, 3, 2
  %6716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6715, i64 1, 3, 3
  %6717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6716, i64 240, 4, 0
  %6718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6717, i64 1, 4, 1
  %6719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6718, i64 1, 4, 2
  %6720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6719, i64 1, 4, 3
  br label %6721

6721:                                             ; preds = %6755, %6703
  %6722 = phi i64 [ %6756, %6755 ], [ 0, %6703 ]
  %6723 = icmp slt i64 %6722, 1
  br i1 %6723, label %6724, label %6757

6724:                                             ; preds = %6721
  br label %6725

6725:                                             ; preds = %6753, %6724
  %6726 = phi i64 [ %6754, %6753 ], [ 0, %6724 ]
  %6727 = icmp slt i64 %6726, 240
  br i1 %6727, label %6728, label %6755

6728:                                             ; preds = %6725
  br label %6729

6729:                                             ; preds = %6751, %6728
  %6730 = phi i64 [ %6752, %6751 ], [ 0, %6728 ]
  %6731 = icmp slt i64 %6730, 1
  br i1 %6731, label %6732, label %6753

6732:                                             ; preds = %6729
  br label %6733

6733:                                             ; preds = %6736, %6732
  %6734 = phi i64 [ %6750, %6736 ], [ 0, %6732 ]
  %6735 = icmp slt i64 %6734, 1
  br i1 %6735, label %6736, label %6751

6736:                                             ; preds = %6733
  %6737 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5374, 1
  %6738 = mul nuw nsw i64 %6722, 240
  %6739 = add nuw nsw i64 %6738, %6726
  %6740 = add nuw nsw i64 %6739, %6730
  %6741 = add nuw nsw i64 %6740, %6734
  %6742 = getelementptr inbounds nuw float, ptr %6737, i64 %6741
  %6743 = load float, ptr %6742, align 4
  %6744 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6720, 1
  %6745 = mul nuw nsw i64 %6722, 240
  %6746 = add nuw nsw i64 %6745, %6726
  %6747 = add nuw nsw i64 %6746, %6730
  %6748 = add nuw nsw i64 %6747, %6734
  %6749 = getelementptr inbounds nuw float, ptr %6744, i64 %6748
  store float %6743, ptr %6749, align 4
  %6750 = add i64 %6734, 1
  br label %6733

6751:                                             ; preds = %6733
  %6752 = add i64 %6730, 1
  br label %6729

6753:                                             ; preds = %6729
  %6754 = add i64 %6726, 1
  br label %6725

6755:                                             ; preds = %6725
  %6756 = add i64 %6722, 1
  br label %6721

6757:                                             ; preds = %6721
  br label %6758

6758:                                             ; preds = %6802, %6757
  %6759 = phi i64 [ %6803, %6802 ], [ 0, %6757 ]
  %6760 = icmp slt i64 %6759, 1
  br i1 %6760, label %6761, label %6804

6761:                                             ; preds = %6758
  br label %6762

6762:                                             ; preds = %6800, %6761
  %6763 = phi i64 [ %6801, %6800 ], [ 0, %6761 ]
  %6764 = icmp slt i64 %6763, 240
  br i1 %6764, label %6765, label %6802

6765:                                             ; preds = %6762
  br label %6766

6766:                                             ; preds = %6798, %6765
  %6767 = phi i64 [ %6799, %6798 ], [ 0, %6765 ]
  %6768 = icmp slt i64 %6767, 4
  br i1 %6768, label %6769, label %6800

6769:                                             ; preds = %6766
  br label %6770

6770:                                             ; preds = %6773, %6769
  %6771 = phi i64 [ %6797, %6773 ], [ 0, %6769 ]
  %6772 = icmp slt i64 %6771, 4
  br i1 %6772, label %6773, label %6798

6773:                                             ; preds = %6770
  %6774 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6632, 1
  %6775 = mul nuw nsw i64 %6759, 3840
  %6776 = mul nuw nsw i64 %6763, 16
  %6777 = add nuw nsw i64 %6775, %6776
  %6778 = mul nuw nsw i64 %6767, 4
  %6779 = add nuw nsw i64 %6777, %6778
  %6780 = add nuw nsw i64 %6779, %6771
  %6781 = getelementptr inbounds nuw float, ptr %6774, i64 %6780
  %6782 = load float, ptr %6781, align 4
  %6783 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6720, 1
  %6784 = mul nuw nsw i64 %6759, 240
  %6785 = add nuw nsw i64 %6784, %6763
  %6786 = add nuw nsw i64 %6785, 0
  %6787 = add nuw nsw i64 %6786, 0
  %6788 = getelementptr inbounds nuw float, ptr %6783, i64 %6787
  %6789 = load float, ptr %6788, align 4
  %6790 = fadd float %6782, %6789
  %6791 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6720, 1
  %6792 = mul nuw nsw i64 %6759, 240
  %6793 = add nuw nsw i64 %6792, %6763
  %6794 = add nuw nsw i64 %6793, 0
  %6795 = add nuw nsw i64 %6794, 0
  %6796 = getelementptr inbounds nuw float, ptr %6791, i64 %6795
  store float %6790, ptr %6796, align 4
  %6797 = add i64 %6771, 1
  br label %6770

6798:                                             ; preds = %6770
  %6799 = add i64 %6767, 1
  br label %6766

6800:                                             ; preds = %6766
  %6801 = add i64 %6763, 1
  br label %6762

6802:                                             ; preds = %6762
  %6803 = add i64 %6759, 1
  br label %6758

6804:                                             ; preds = %6758
  %6805 = call ptr @malloc(i64 320)
  %6806 = ptrtoint ptr %6805 to i64
  %6807 = add i64 %6806, 63
  %6808 = urem i64 %6807, 64
  %6809 = sub i64 %6807, %6808
  %6810 = inttoptr i64 %6809 to ptr
  %6811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6805, 0
  %6812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6811, ptr %6810, 1
  %6813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6812, i64 0, 2
  %6814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6813, i64 1, 3, 0
  %6815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6814, i64 64, 3, 1
  %6816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6815, i64 1, 3, 2
  %6817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6816, i64 1, 3, 3
  %6818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6817, i64 64, 4, 0
  %6819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6818, i64 1, 4, 1
  %6820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6819, i64 1, 4, 2
  %6821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6820, i64 1, 4, 3
  br label %6822

6822:                                             ; preds = %6851, %6804
  %6823 = phi i64 [ %6852, %6851 ], [ 0, %6804 ]
  %6824 = icmp slt i64 %6823, 1
  br i1 %6824, label %6825, label %6853

6825:                                             ; preds = %6822
  br label %6826

6826:                                             ; preds = %6849, %6825
  %6827 = phi i64 [ %6850, %6849 ], [ 0, %6825 ]
  %6828 = icmp slt i64 %6827, 64
  br i1 %6828, label %6829, label %6851

6829:                                             ; preds = %6826
  br label %6830

6830:                                             ; preds = %6847, %6829
  %6831 = phi i64 [ %6848, %6847 ], [ 0, %6829 ]
  %6832 = icmp slt i64 %6831, 1
  br i1 %6832, label %6833, label %6849

6833:                                             ; preds = %6830
  br label %6834

6834:                                             ; preds = %6837, %6833
  %6835 = phi i64 [ %6846, %6837 ], [ 0, %6833 ]
  %6836 = icmp slt i64 %6835, 1
  br i1 %6836, label %6837, label %6847

6837:                                             ; preds = %6834
  %6838 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %6827
  %6839 = load float, ptr %6838, align 4
  %6840 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6821, 1
  %6841 = mul nuw nsw i64 %6823, 64
  %6842 = add nuw nsw i64 %6841, %6827
  %6843 = add nuw nsw i64 %6842, %6831
  %6844 = add nuw nsw i64 %6843, %6835
  %6845 = getelementptr inbounds nuw float, ptr %6840, i64 %6844
  store float %6839, ptr %6845, align 4
  %6846 = add i64 %6835, 1
  br label %6834

6847:                                             ; preds = %6834
  %6848 = add i64 %6831, 1
  br label %6830

6849:                                             ; preds = %6830
  %6850 = add i64 %6827, 1
  br label %6826

6851:                                             ; preds = %6826
  %6852 = add i64 %6823, 1
  br label %6822

6853:                                             ; preds = %6822
  %6854 = call ptr @malloc(i64 320)
  %6855 = ptrtoint ptr %6854 to i64
  %6856 = add i64 %6855, 63
  %6857 = urem i64 %6856, 64
  %6858 = sub i64 %6856, %6857
  %6859 = inttoptr i64 %6858 to ptr
  %6860 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6854, 0
  %6861 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6860, ptr %6859, 1
  %6862 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6861, i64 0, 2
  %6863 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6862, i64 1, 3, 0
  %6864 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6863, i64 64, 3, 1
  %6865 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6864, i64 1, 3, 2
  %6866 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6865, i64 1, 3, 3
  %6867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6866, i64 64, 4, 0
  %6868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6867, i64 1, 4, 1
  %6869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6868, i64 1, 4, 2
  %6870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6869, i64 1, 4, 3
  br label %6871

6871:                                             ; preds = %6905, %6853
  %6872 = phi i64 [ %6906, %6905 ], [ 0, %6853 ]
  %6873 = icmp slt i64 %6872, 1
  br i1 %6873, label %6874, label %6907

6874:                                             ; preds = %6871
  br label %6875

6875:                                             ; preds = %6903, %6874
  %6876 = phi i64 [ %6904, %6903 ], [ 0, %6874 ]
  %6877 = icmp slt i64 %6876, 64
  br i1 %6877, label %6878, label %6905

6878:                                             ; preds = %6875
  br label %6879

6879:                                             ; preds = %6901, %6878
  %6880 = phi i64 [ %6902, %6901 ], [ 0, %6878 ]
  %6881 = icmp slt i64 %6880, 1
  br i1 %6881, label %6882, label %6903

6882:                                             ; preds = %6879
  br label %6883

6883:                                             ; preds = %6886, %6882
  %6884 = phi i64 [ %6900, %6886 ], [ 0, %6882 ]
  %6885 = icmp slt i64 %6884, 1
  br i1 %6885, label %6886, label %6901

6886:                                             ; preds = %6883
  %6887 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6821, 1
  %6888 = mul nuw nsw i64 %6872, 64
  %6889 = add nuw nsw i64 %6888, %6876
  %6890 = add nuw nsw i64 %6889, %6880
  %6891 = add nuw nsw i64 %6890, %6884
  %6892 = getelementptr inbounds nuw float, ptr %6887, i64 %6891
  %6893 = load float, ptr %6892, align 4
  %6894 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6870, 1
  %6895 = mul nuw nsw i64 %6872, 64
  %6896 = add nuw nsw i64 %6895, %6876
  %6897 = add nuw nsw i64 %6896, %6880
  %6898 = add nuw nsw i64 %6897, %6884
  %6899 = getelementptr inbounds nuw float, ptr %6894, i64 %6898
  store float %6893, ptr %6899, align 4
  %6900 = add i64 %6884, 1
  br label %6883

6901:                                             ; preds = %6883
  %6902 = add i64 %6880, 1
  br label %6879

6903:                                             ; preds = %6879
  %6904 = add i64 %6876, 1
  br label %6875

6905:                                             ; preds = %6875
  %6906 = add i64 %6872, 1
  br label %6871

6907:                                             ; preds = %6871
  br label %6908

6908:                                             ; preds = %6978, %6907
  %6909 = phi i64 [ %6979, %6978 ], [ 0, %6907 ]
  %6910 = icmp slt i64 %6909, 1
  br i1 %6910, label %6911, label %6980

6911:                                             ; preds = %6908
  br label %6912

6912:                                             ; preds = %6976, %6911
  %6913 = phi i64 [ %6977, %6976 ], [ 0, %6911 ]
  %6914 = icmp slt i64 %6913, 64
  br i1 %6914, label %6915, label %6978

6915:                                             ; preds = %6912
  br label %6916

6916:                                             ; preds = %6974, %6915
  %6917 = phi i64 [ %6975, %6974 ], [ 0, %6915 ]
  %6918 = icmp slt i64 %6917, 1
  br i1 %6918, label %6919, label %6976

6919:                                             ; preds = %6916
  br label %6920

6920:                                             ; preds = %6972, %6919
  %6921 = phi i64 [ %6973, %6972 ], [ 0, %6919 ]
  %6922 = icmp slt i64 %6921, 1
  br i1 %6922, label %6923, label %6974

6923:                                             ; preds = %6920
  br label %6924

6924:                                             ; preds = %6970, %6923
  %6925 = phi i64 [ %6971, %6970 ], [ 0, %6923 ]
  %6926 = icmp slt i64 %6925, 240
  br i1 %6926, label %6927, label %6972

6927:                                             ; preds = %6924
  br label %6928

6928:                                             ; preds = %6968, %6927
  %6929 = phi i64 [ %6969, %6968 ], [ 0, %6927 ]
  %6930 = icmp slt i64 %6929, 1
  br i1 %6930, label %6931, label %6970

6931:                                             ; preds = %6928
  br label %6932

6932:                                             ; preds = %6935, %6931
  %6933 = phi i64 [ %6967, %6935 ], [ 0, %6931 ]
  %6934 = icmp slt i64 %6933, 1
  br i1 %6934, label %6935, label %6968

6935:                                             ; preds = %6932
  %6936 = add i64 %6917, %6929
  %6937 = add i64 %6921, %6933
  %6938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6720, 1
  %6939 = mul nuw nsw i64 %6909, 240
  %6940 = add nuw nsw i64 %6939, %6925
  %6941 = add nuw nsw i64 %6940, %6936
  %6942 = add nuw nsw i64 %6941, %6937
  %6943 = getelementptr inbounds nuw float, ptr %6938, i64 %6942
  %6944 = load float, ptr %6943, align 4
  %6945 = mul nuw nsw i64 %6913, 240
  %6946 = add nuw nsw i64 %6945, %6925
  %6947 = add nuw nsw i64 %6946, %6929
  %6948 = add nuw nsw i64 %6947, %6933
  %6949 = getelementptr inbounds nuw float, ptr @__constant_64x240x1x1xf32, i64 %6948
  %6950 = load float, ptr %6949, align 4
  %6951 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6870, 1
  %6952 = mul nuw nsw i64 %6909, 64
  %6953 = add nuw nsw i64 %6952, %6913
  %6954 = add nuw nsw i64 %6953, %6917
  %6955 = add nuw nsw i64 %6954, %6921
  %6956 = getelementptr inbounds nuw float, ptr %6951, i64 %6955
  %6957 = load float, ptr %6956, align 4
  %6958 = fdiv float %6944, 1.600000e+01
  %6959 = fmul float %6958, %6950
  %6960 = fadd float %6957, %6959
  %6961 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6870, 1
  %6962 = mul nuw nsw i64 %6909, 64
  %6963 = add nuw nsw i64 %6962, %6913
  %6964 = add nuw nsw i64 %6963, %6917
  %6965 = add nuw nsw i64 %6964, %6921
  %6966 = getelementptr inbounds nuw float, ptr %6961, i64 %6965
  store float %6960, ptr %6966, align 4
  %6967 = add i64 %6933, 1
  br label %6932

6968:                                             ; preds = %6932
  %6969 = add i64 %6929, 1
  br label %6928

6970:                                             ; preds = %6928
  %6971 = add i64 %6925, 1
  br label %6924

6972:                                             ; preds = %6924
  %6973 = add i64 %6921, 1
  br label %6920

6974:                                             ; preds = %6920
  %6975 = add i64 %6917, 1
  br label %6916

6976:                                             ; preds = %6916
  %6977 = add i64 %6913, 1
  br label %6912

6978:                                             ; preds = %6912
  %6979 = add i64 %6909, 1
  br label %6908

6980:                                             ; preds = %6908
  %6981 = call ptr @malloc(i64 1024)
  %6982 = ptrtoint ptr %6981 to i64
  %6983 = add i64 %6982, 63
  %6984 = urem i64 %6983, 64
  %6985 = sub i64 %6983, %6984
  %6986 = inttoptr i64 %6985 to ptr
  %6987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6981, 0
  %6988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6987, ptr %6986, 1
  %6989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6988, i64 0, 2
  %6990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6989, i64 1, 3, 0
  %6991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6990, i64 240, 3, 1
  %6992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6991, i64 1, 3, 2
  %6993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6992, i64 1, 3, 3
  %6994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6993, i64 240, 4, 0
  %6995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6994, i64 1, 4, 1
  %6996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6995, i64 1, 4, 2
  %6997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6996, i64 1, 4, 3
  br label %6998

6998:                                             ; preds = %7027, %6980
  %6999 = phi i64 [ %7028, %7027 ], [ 0, %6980 ]
  %7000 = icmp slt i64 %6999, 1
  br i1 %7000, label %7001, label %7029

7001:                                             ; preds = %6998
  br label %7002

7002:                                             ; preds = %7025, %7001
  %7003 = phi i64 [ %7026, %7025 ], [ 0, %7001 ]
  %7004 = icmp slt i64 %7003, 240
  br i1 %7004, label %7005, label %7027

7005:                                             ; preds = %7002
  br label %7006

7006:                                             ; preds = %7023, %7005
  %7007 = phi i64 [ %7024, %7023 ], [ 0, %7005 ]
  %7008 = icmp slt i64 %7007, 1
  br i1 %7008, label %7009, label %7025

7009:                                             ; preds = %7006
  br label %7010

7010:                                             ; preds = %7013, %7009
  %7011 = phi i64 [ %7022, %7013 ], [ 0, %7009 ]
  %7012 = icmp slt i64 %7011, 1
  br i1 %7012, label %7013, label %7023

7013:                                             ; preds = %7010
  %7014 = getelementptr inbounds nuw float, ptr @__constant_240xf32, i64 %7003
  %7015 = load float, ptr %7014, align 4
  %7016 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6997, 1
  %7017 = mul nuw nsw i64 %6999, 240
  %7018 = add nuw nsw i64 %7017, %7003
  %7019 = add nuw nsw i64 %7018, %7007
  %7020 = add nuw nsw i64 %7019, %7011
  %7021 = getelementptr inbounds nuw float, ptr %7016, i64 %7020
  store float %7015, ptr %7021, align 4
  %7022 = add i64 %7011, 1
  br label %7010

7023:                                             ; preds = %7010
  %7024 = add i64 %7007, 1
  br label %7006

7025:                                             ; preds = %7006
  %7026 = add i64 %7003, 1
  br label %7002

7027:                                             ; preds = %7002
  %7028 = add i64 %6999, 1
  br label %6998

7029:                                             ; preds = %6998
  %7030 = call ptr @malloc(i64 1024)
  %7031 = ptrtoint ptr %7030 to i64
  %7032 = add i64 %7031, 63
  %7033 = urem i64 %7032, 64
  %7034 = sub i64 %7032, %7033
  %7035 = inttoptr i64 %7034 to ptr
  %7036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7030, 0
  %7037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7036, ptr %7035, 1
  %7038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7037, i64 0, 2
  %7039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7038, i64 1, 3, 0
  %7040 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7039, i64 240, 3, 1
  %7041 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7040, i64 1, 3, 2
  %7042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7041, i64 1, 3, 3
  %7043 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7042, i64 240, 4, 0
  %7044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7043, i64 1, 4, 1
  %7045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7044, i64 1, 4, 2
  %7046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7045, i64 1, 4, 3
  br label %7047

7047:                                             ; preds = %7081, %7029
  %7048 = phi i64 [ %7082, %7081 ], [ 0, %7029 ]
  %7049 = icmp slt i64 %7048, 1
  br i1 %7049, label %7050, label %7083

7050:                                             ; preds = %7047
  br label %7051

7051:                                             ; preds = %7079, %7050
  %7052 = phi i64 [ %7080, %7079 ], [ 0, %7050 ]
  %7053 = icmp slt i64 %7052, 240
  br i1 %7053, label %7054, label %7081

7054:                                             ; preds = %7051
  br label %7055

7055:                                             ; preds = %7077, %7054
  %7056 = phi i64 [ %7078, %7077 ], [ 0, %7054 ]
  %7057 = icmp slt i64 %7056, 1
  br i1 %7057, label %7058, label %7079

7058:                                             ; preds = %7055
  br label %7059

7059:                                             ; preds = %7062, %7058
  %7060 = phi i64 [ %7076, %7062 ], [ 0, %7058 ]
  %7061 = icmp slt i64 %7060, 1
  br i1 %7061, label %7062, label %7077

7062:                                             ; preds = %7059
  %7063 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6997, 1
  %7064 = mul nuw nsw i64 %7048, 240
  %7065 = add nuw nsw i64 %7064, %7052
  %7066 = add nuw nsw i64 %7065, %7056
  %7067 = add nuw nsw i64 %7066, %7060
  %7068 = getelementptr inbounds nuw float, ptr %7063, i64 %7067
  %7069 = load float, ptr %7068, align 4
  %7070 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7046, 1
  %7071 = mul nuw nsw i64 %7048, 240
  %7072 = add nuw nsw i64 %7071, %7052
  %7073 = add nuw nsw i64 %7072, %7056
  %7074 = add nuw nsw i64 %7073, %7060
  %7075 = getelementptr inbounds nuw float, ptr %7070, i64 %7074
  store float %7069, ptr %7075, align 4
  %7076 = add i64 %7060, 1
  br label %7059

7077:                                             ; preds = %7059
  %7078 = add i64 %7056, 1
  br label %7055

7079:                                             ; preds = %7055
  %7080 = add i64 %7052, 1
  br label %7051

7081:                                             ; preds = %7051
  %7082 = add i64 %7048, 1
  br label %7047

7083:                                             ; preds = %7047
  br label %7084

7084:                                             ; preds = %7155, %7083
  %7085 = phi i64 [ %7156, %7155 ], [ 0, %7083 ]
  %7086 = icmp slt i64 %7085, 1
  br i1 %7086, label %7087, label %7157

7087:                                             ; preds = %7084
  br label %7088

7088:                                             ; preds = %7153, %7087
  %7089 = phi i64 [ %7154, %7153 ], [ 0, %7087 ]
  %7090 = icmp slt i64 %7089, 240
  br i1 %7090, label %7091, label %7155

7091:                                             ; preds = %7088
  br label %7092

7092:                                             ; preds = %7151, %7091
  %7093 = phi i64 [ %7152, %7151 ], [ 0, %7091 ]
  %7094 = icmp slt i64 %7093, 1
  br i1 %7094, label %7095, label %7153

7095:                                             ; preds = %7092
  br label %7096

7096:                                             ; preds = %7149, %7095
  %7097 = phi i64 [ %7150, %7149 ], [ 0, %7095 ]
  %7098 = icmp slt i64 %7097, 1
  br i1 %7098, label %7099, label %7151

7099:                                             ; preds = %7096
  br label %7100

7100:                                             ; preds = %7147, %7099
  %7101 = phi i64 [ %7148, %7147 ], [ 0, %7099 ]
  %7102 = icmp slt i64 %7101, 64
  br i1 %7102, label %7103, label %7149

7103:                                             ; preds = %7100
  br label %7104

7104:                                             ; preds = %7145, %7103
  %7105 = phi i64 [ %7146, %7145 ], [ 0, %7103 ]
  %7106 = icmp slt i64 %7105, 1
  br i1 %7106, label %7107, label %7147

7107:                                             ; preds = %7104
  br label %7108

7108:                                             ; preds = %7111, %7107
  %7109 = phi i64 [ %7144, %7111 ], [ 0, %7107 ]
  %7110 = icmp slt i64 %7109, 1
  br i1 %7110, label %7111, label %7145

7111:                                             ; preds = %7108
  %7112 = add i64 %7093, %7105
  %7113 = add i64 %7097, %7109
  %7114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6870, 1
  %7115 = mul nuw nsw i64 %7085, 64
  %7116 = add nuw nsw i64 %7115, %7101
  %7117 = add nuw nsw i64 %7116, %7112
  %7118 = add nuw nsw i64 %7117, %7113
  %7119 = getelementptr inbounds nuw float, ptr %7114, i64 %7118
  %7120 = load float, ptr %7119, align 4
  %7121 = mul nuw nsw i64 %7089, 64
  %7122 = add nuw nsw i64 %7121, %7101
  %7123 = add nuw nsw i64 %7122, %7105
  %7124 = add nuw nsw i64 %7123, %7109
  %7125 = getelementptr inbounds nuw float, ptr @__constant_240x64x1x1xf32, i64 %7124
  %7126 = load float, ptr %7125, align 4
  %7127 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7046, 1
  %7128 = mul nuw nsw i64 %7085, 240
  %7129 = add nuw nsw i64 %7128, %7089
  %7130 = add nuw nsw i64 %7129, %7093
  %7131 = add nuw nsw i64 %7130, %7097
  %7132 = getelementptr inbounds nuw float, ptr %7127, i64 %7131
  %7133 = load float, ptr %7132, align 4
  %7134 = fcmp ugt float %7120, 0.000000e+00
  %7135 = select i1 %7134, float %7120, float 0.000000e+00
  %7136 = fmul float %7135, %7126
  %7137 = fadd float %7133, %7136
  %7138 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7046, 1
  %7139 = mul nuw nsw i64 %7085, 240
  %7140 = add nuw nsw i64 %7139, %7089
  %7141 = add nuw nsw i64 %7140, %7093
  %7142 = add nuw nsw i64 %7141, %7097
  %7143 = getelementptr inbounds nuw float, ptr %7138, i64 %7142
  store float %7137, ptr %7143, align 4
  %7144 = add i64 %7109, 1
  br label %7108

7145:                                             ; preds = %7108
  %7146 = add i64 %7105, 1
  br label %7104

7147:                                             ; preds = %7104
  %7148 = add i64 %7101, 1
  br label %7100

7149:                                             ; preds = %7100
  %7150 = add i64 %7097, 1
  br label %7096

7151:                                             ; preds = %7096
  %7152 = add i64 %7093, 1
  br label %7092

7153:                                             ; preds = %7092
  %7154 = add i64 %7089, 1
  br label %7088

7155:                                             ; preds = %7088
  %7156 = add i64 %7085, 1
  br label %7084

7157:                                             ; preds = %7084
  %7158 = call ptr @malloc(i64 2624)
  %7159 = ptrtoint ptr %7158 to i64
  %7160 = add i64 %7159, 63
  %7161 = urem i64 %7160, 64
  %7162 = sub i64 %7160, %7161
  %7163 = inttoptr i64 %7162 to ptr
  %7164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7158, 0
  %7165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7164, ptr %7163, 1
  %7166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7165, i64 0, 2
  %7167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7166, i64 1, 3, 0
  %7168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7167, i64 40, 3, 1
  %7169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7168, i64 4, 3, 2
  %7170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7169, i64 4, 3, 3
  %7171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7170, i64 640, 4, 0
  %7172 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7171, i64 16, 4, 1
  %7173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7172, i64 4, 4, 2
  %7174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7173, i64 1, 4, 3
  br label %7175

7175:                                             ; preds = %7213, %7157
  %7176 = phi i64 [ %7214, %7213 ], [ 0, %7157 ]
  %7177 = icmp slt i64 %7176, 1
  br i1 %7177, label %7178, label %7215

7178:                                             ; preds = %7175
  br label %7179

7179:                                             ; preds = %7211, %7178
  %7180 = phi i64 [ %7212, %7211 ], [ 0, %7178 ]
  %7181 = icmp slt i64 %7180, 40
  br i1 %7181, label %7182, label %7213

7182:                                             ; preds = %7179
  br label %7183

7183:                                             ; preds = %7209, %7182
  %7184 = phi i64 [ %7210, %7209 ], [ 0, %7182 ]
  %7185 = icmp slt i64 %7184, 4
  br i1 %7185, label %7186, label %7211

7186:                                             ; preds = %7183
  br label %7187

7187:                                             ; preds = %7190, %7186
  %7188 = phi i64 [ %7208, %7190 ], [ 0, %7186 ]
  %7189 = icmp slt i64 %7188, 4
  br i1 %7189, label %7190, label %7209

7190:                                             ; preds = %7187
  %7191 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4441, 1
  %7192 = mul nuw nsw i64 %7176, 640
  %7193 = mul nuw nsw i64 %7180, 16
  %7194 = add nuw nsw i64 %7192, %7193
  %7195 = mul nuw nsw i64 %7184, 4
  %7196 = add nuw nsw i64 %7194, %7195
  %7197 = add nuw nsw i64 %7196, %7188
  %7198 = getelementptr inbounds nuw float, ptr %7191, i64 %7197
  %7199 = load float, ptr %7198, align 4
  %7200 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7174, 1
  %7201 = mul nuw nsw i64 %7176, 640
  %7202 = mul nuw nsw i64 %7180, 16
  %7203 = add nuw nsw i64 %7201, %7202
  %7204 = mul nuw nsw i64 %7184, 4
  %7205 = add nuw nsw i64 %7203, %7204
  %7206 = add nuw nsw i64 %7205, %7188
  %7207 = getelementptr inbounds nuw float, ptr %7200, i64 %7206
  store float %7199, ptr %7207, align 4
  %7208 = add i64 %7188, 1
  br label %7187

7209:                                             ; preds = %7187
  %7210 = add i64 %7184, 1
  br label %7183

7211:                                             ; preds = %7183
  %7212 = add i64 %7180, 1
  br label %7179

7213:                                             ; preds = %7179
  %7214 = add i64 %7176, 1
  br label %7175

7215:                                             ; preds = %7175
  br label %7216

7216:                                             ; preds = %7305, %7215
  %7217 = phi i64 [ %7306, %7305 ], [ 0, %7215 ]
  %7218 = icmp slt i64 %7217, 1
  br i1 %7218, label %7219, label %7307

7219:                                             ; preds = %7216
  br label %7220

7220:                                             ; preds = %7303, %7219
  %7221 = phi i64 [ %7304, %7303 ], [ 0, %7219 ]
  %7222 = icmp slt i64 %7221, 40
  br i1 %7222, label %7223, label %7305

7223:                                             ; preds = %7220
  br label %7224

7224:                                             ; preds = %7301, %7223
  %7225 = phi i64 [ %7302, %7301 ], [ 0, %7223 ]
  %7226 = icmp slt i64 %7225, 4
  br i1 %7226, label %7227, label %7303

7227:                                             ; preds = %7224
  br label %7228

7228:                                             ; preds = %7299, %7227
  %7229 = phi i64 [ %7300, %7299 ], [ 0, %7227 ]
  %7230 = icmp slt i64 %7229, 4
  br i1 %7230, label %7231, label %7301

7231:                                             ; preds = %7228
  br label %7232

7232:                                             ; preds = %7297, %7231
  %7233 = phi i64 [ %7298, %7297 ], [ 0, %7231 ]
  %7234 = icmp slt i64 %7233, 240
  br i1 %7234, label %7235, label %7299

7235:                                             ; preds = %7232
  br label %7236

7236:                                             ; preds = %7295, %7235
  %7237 = phi i64 [ %7296, %7295 ], [ 0, %7235 ]
  %7238 = icmp slt i64 %7237, 1
  br i1 %7238, label %7239, label %7297

7239:                                             ; preds = %7236
  br label %7240

7240:                                             ; preds = %7243, %7239
  %7241 = phi i64 [ %7294, %7243 ], [ 0, %7239 ]
  %7242 = icmp slt i64 %7241, 1
  br i1 %7242, label %7243, label %7295

7243:                                             ; preds = %7240
  %7244 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7046, 1
  %7245 = mul nuw nsw i64 %7217, 240
  %7246 = add nuw nsw i64 %7245, %7233
  %7247 = add nuw nsw i64 %7246, 0
  %7248 = add nuw nsw i64 %7247, 0
  %7249 = getelementptr inbounds nuw float, ptr %7244, i64 %7248
  %7250 = load float, ptr %7249, align 4
  %7251 = add i64 %7225, %7237
  %7252 = add i64 %7229, %7241
  %7253 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6632, 1
  %7254 = mul nuw nsw i64 %7217, 3840
  %7255 = mul nuw nsw i64 %7233, 16
  %7256 = add nuw nsw i64 %7254, %7255
  %7257 = mul nuw nsw i64 %7251, 4
  %7258 = add nuw nsw i64 %7256, %7257
  %7259 = add nuw nsw i64 %7258, %7252
  %7260 = getelementptr inbounds nuw float, ptr %7253, i64 %7259
  %7261 = load float, ptr %7260, align 4
  %7262 = mul nuw nsw i64 %7221, 240
  %7263 = add nuw nsw i64 %7262, %7233
  %7264 = add nuw nsw i64 %7263, %7237
  %7265 = add nuw nsw i64 %7264, %7241
  %7266 = getelementptr inbounds nuw float, ptr @__constant_40x240x1x1xf32, i64 %7265
  %7267 = load float, ptr %7266, align 4
  %7268 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7174, 1
  %7269 = mul nuw nsw i64 %7217, 640
  %7270 = mul nuw nsw i64 %7221, 16
  %7271 = add nuw nsw i64 %7269, %7270
  %7272 = mul nuw nsw i64 %7225, 4
  %7273 = add nuw nsw i64 %7271, %7272
  %7274 = add nuw nsw i64 %7273, %7229
  %7275 = getelementptr inbounds nuw float, ptr %7268, i64 %7274
  %7276 = load float, ptr %7275, align 4
  %7277 = fadd float %7250, 3.000000e+00
  %7278 = fcmp ult float %7277, 0.000000e+00
  %7279 = select i1 %7278, float 0.000000e+00, float %7277
  %7280 = fcmp ugt float %7279, 6.000000e+00
  %7281 = select i1 %7280, float 6.000000e+00, float %7279
  %7282 = fdiv float %7281, 6.000000e+00
  %7283 = fmul float %7282, %7261
  %7284 = fmul float %7283, %7267
  %7285 = fadd float %7276, %7284
  %7286 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7174, 1
  %7287 = mul nuw nsw i64 %7217, 640
  %7288 = mul nuw nsw i64 %7221, 16
  %7289 = add nuw nsw i64 %7287, %7288
  %7290 = mul nuw nsw i64 %7225, 4
  %7291 = add nuw nsw i64 %7289, %7290
  %7292 = add nuw nsw i64 %7291, %7229
  %7293 = getelementptr inbounds nuw float, ptr %7286, i64 %7292
  store float %7285, ptr %7293, align 4
  %7294 = add i64 %7241, 1
  br label %7240

7295:                                             ; preds = %7240
  %7296 = add i64 %7237, 1
  br label %7236

7297:                                             ; preds = %7236
  %7298 = add i64 %7233, 1
  br label %7232

7299:                                             ; preds = %7232
  %7300 = add i64 %7229, 1
  br label %7228

7301:                                             ; preds = %7228
  %7302 = add i64 %7225, 1
  br label %7224

7303:                                             ; preds = %7224
  %7304 = add i64 %7221, 1
  br label %7220

7305:                                             ; preds = %7220
  %7306 = add i64 %7217, 1
  br label %7216

7307:                                             ; preds = %7216
  %7308 = call ptr @malloc(i64 7744)
  %7309 = ptrtoint ptr %7308 to i64
  %7310 = add i64 %7309, 63
  %7311 = urem i64 %7310, 64
  %7312 = sub i64 %7310, %7311
  %7313 = inttoptr i64 %7312 to ptr
  %7314 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7308, 0
  %7315 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7314, ptr %7313, 1
  %7316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7315, i64 0, 2
  %7317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7316, i64 1, 3, 0
  %7318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7317, i64 120, 3, 1
  %7319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7318, i64 4, 3, 2
  %7320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7319, i64 4, 3, 3
  %7321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7320, i64 1920, 4, 0
  %7322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7321, i64 16, 4, 1
  %7323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7322, i64 4, 4, 2
  %7324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7323, i64 1, 4, 3
  br label %7325

7325:                                             ; preds = %7354, %7307
  %7326 = phi i64 [ %7355, %7354 ], [ 0, %7307 ]
  %7327 = icmp slt i64 %7326, 1
  br i1 %7327, label %7328, label %7356

7328:                                             ; preds = %7325
  br label %7329

7329:                                             ; preds = %7352, %7328
  %7330 = phi i64 [ %7353, %7352 ], [ 0, %7328 ]
  %7331 = icmp slt i64 %7330, 120
  br i1 %7331, label %7332, label %7354

7332:                                             ; preds = %7329
  br label %7333

7333:                                             ; preds = %7350, %7332
  %7334 = phi i64 [ %7351, %7350 ], [ 0, %7332 ]
  %7335 = icmp slt i64 %7334, 4
  br i1 %7335, label %7336, label %7352

7336:                                             ; preds = %7333
  br label %7337

7337:                                             ; preds = %7340, %7336
  %7338 = phi i64 [ %7349, %7340 ], [ 0, %7336 ]
  %7339 = icmp slt i64 %7338, 4
  br i1 %7339, label %7340, label %7350

7340:                                             ; preds = %7337
  %7341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7324, 1
  %7342 = mul nuw nsw i64 %7326, 1920
  %7343 = mul nuw nsw i64 %7330, 16
  %7344 = add nuw nsw i64 %7342, %7343
  %7345 = mul nuw nsw i64 %7334, 4
  %7346 = add nuw nsw i64 %7344, %7345
  %7347 = add nuw nsw i64 %7346, %7338
  %7348 = getelementptr inbounds nuw float, ptr %7341, i64 %7347
  store float 0.000000e+00, ptr %7348, align 4
  %7349 = add i64 %7338, 1
  br label %7337

7350:                                             ; preds = %7337
  %7351 = add i64 %7334, 1
  br label %7333

7352:                                             ; preds = %7333
  %7353 = add i64 %7330, 1
  br label %7329

7354:                                             ; preds = %7329
  %7355 = add i64 %7326, 1
  br label %7325

7356:                                             ; preds = %7325
  %7357 = call ptr @malloc(i64 7744)
  %7358 = ptrtoint ptr %7357 to i64
  %7359 = add i64 %7358, 63
  %7360 = urem i64 %7359, 64
  %7361 = sub i64 %7359, %7360
  %7362 = inttoptr i64 %7361 to ptr
  %7363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7357, 0
  %7364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7363, ptr %7362, 1
  %7365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7364, i64 0, 2
  %7366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7365, i64 1, 3, 0
  %7367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7366, i64 120, 3, 1
  %7368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7367, i64 4, 3, 2
  %7369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7368, i64 4, 3, 3
  %7370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7369, i64 1920, 4, 0
  %7371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7370, i64 16, 4, 1
  %7372 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7371, i64 4, 4, 2
  %7373 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7372, i64 1, 4, 3
  br label %7374

7374:                                             ; preds = %7412, %7356
  %7375 = phi i64 [ %7413, %7412 ], [ 0, %7356 ]
  %7376 = icmp slt i64 %7375, 1
  br i1 %7376, label %7377, label %7414

7377:                                             ; preds = %7374
  br label %7378

7378:                                             ; preds = %7410, %7377
  %7379 = phi i64 [ %7411, %7410 ], [ 0, %7377 ]
  %7380 = icmp slt i64 %7379, 120
  br i1 %7380, label %7381, label %7412

7381:                                             ; preds = %7378
  br label %7382

7382:                                             ; preds = %7408, %7381
  %7383 = phi i64 [ %7409, %7408 ], [ 0, %7381 ]
  %7384 = icmp slt i64 %7383, 4
  br i1 %7384, label %7385, label %7410

7385:                                             ; preds = %7382
  br label %7386

7386:                                             ; preds = %7389, %7385
  %7387 = phi i64 [ %7407, %7389 ], [ 0, %7385 ]
  %7388 = icmp slt i64 %7387, 4
  br i1 %7388, label %7389, label %7408

7389:                                             ; preds = %7386
  %7390 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7324, 1
  %7391 = mul nuw nsw i64 %7375, 1920
  %7392 = mul nuw nsw i64 %7379, 16
  %7393 = add nuw nsw i64 %7391, %7392
  %7394 = mul nuw nsw i64 %7383, 4
  %7395 = add nuw nsw i64 %7393, %7394
  %7396 = add nuw nsw i64 %7395, %7387
  %7397 = getelementptr inbounds nuw float, ptr %7390, i64 %7396
  %7398 = load float, ptr %7397, align 4
  %7399 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7373, 1
  %7400 = mul nuw nsw i64 %7375, 1920
  %7401 = mul nuw nsw i64 %7379, 16
  %7402 = add nuw nsw i64 %7400, %7401
  %7403 = mul nuw nsw i64 %7383, 4
  %7404 = add nuw nsw i64 %7402, %7403
  %7405 = add nuw nsw i64 %7404, %7387
  %7406 = getelementptr inbounds nuw float, ptr %7399, i64 %7405
  store float %7398, ptr %7406, align 4
  %7407 = add i64 %7387, 1
  br label %7386

7408:                                             ; preds = %7386
  %7409 = add i64 %7383, 1
  br label %7382

7410:                                             ; preds = %7382
  %7411 = add i64 %7379, 1
  br label %7378

7412:                                             ; preds = %7378
  %7413 = add i64 %7375, 1
  br label %7374

7414:                                             ; preds = %7374
  br label %7415

7415:                                             ; preds = %7525, %7414
  %7416 = phi i64 [ %7526, %7525 ], [ 0, %7414 ]
  %7417 = icmp slt i64 %7416, 1
  br i1 %7417, label %7418, label %7527

7418:                                             ; preds = %7415
  br label %7419

7419:                                             ; preds = %7523, %7418
  %7420 = phi i64 [ %7524, %7523 ], [ 0, %7418 ]
  %7421 = icmp slt i64 %7420, 120
  br i1 %7421, label %7422, label %7525

7422:                                             ; preds = %7419
  br label %7423

7423:                                             ; preds = %7521, %7422
  %7424 = phi i64 [ %7522, %7521 ], [ 0, %7422 ]
  %7425 = icmp slt i64 %7424, 4
  br i1 %7425, label %7426, label %7523

7426:                                             ; preds = %7423
  br label %7427

7427:                                             ; preds = %7519, %7426
  %7428 = phi i64 [ %7520, %7519 ], [ 0, %7426 ]
  %7429 = icmp slt i64 %7428, 4
  br i1 %7429, label %7430, label %7521

7430:                                             ; preds = %7427
  br label %7431

7431:                                             ; preds = %7517, %7430
  %7432 = phi i64 [ %7518, %7517 ], [ 0, %7430 ]
  %7433 = icmp slt i64 %7432, 40
  br i1 %7433, label %7434, label %7519

7434:                                             ; preds = %7431
  br label %7435

7435:                                             ; preds = %7515, %7434
  %7436 = phi i64 [ %7516, %7515 ], [ 0, %7434 ]
  %7437 = icmp slt i64 %7436, 1
  br i1 %7437, label %7438, label %7517

7438:                                             ; preds = %7435
  br label %7439

7439:                                             ; preds = %7442, %7438
  %7440 = phi i64 [ %7514, %7442 ], [ 0, %7438 ]
  %7441 = icmp slt i64 %7440, 1
  br i1 %7441, label %7442, label %7515

7442:                                             ; preds = %7439
  %7443 = add i64 %7424, %7436
  %7444 = add i64 %7428, %7440
  %7445 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7174, 1
  %7446 = mul nuw nsw i64 %7416, 640
  %7447 = mul nuw nsw i64 %7432, 16
  %7448 = add nuw nsw i64 %7446, %7447
  %7449 = mul nuw nsw i64 %7443, 4
  %7450 = add nuw nsw i64 %7448, %7449
  %7451 = add nuw nsw i64 %7450, %7444
  %7452 = getelementptr inbounds nuw float, ptr %7445, i64 %7451
  %7453 = load float, ptr %7452, align 4
  %7454 = add nuw nsw i64 %7432, 0
  %7455 = add nuw nsw i64 %7454, 0
  %7456 = getelementptr inbounds nuw float, ptr @__constant_40xf32_74, i64 %7455
  %7457 = load float, ptr %7456, align 4
  %7458 = add nuw nsw i64 %7432, 0
  %7459 = add nuw nsw i64 %7458, 0
  %7460 = getelementptr inbounds nuw float, ptr @__constant_40xf32_73, i64 %7459
  %7461 = load float, ptr %7460, align 4
  %7462 = add nuw nsw i64 %7432, 0
  %7463 = add nuw nsw i64 %7462, 0
  %7464 = getelementptr inbounds nuw float, ptr @__constant_40xf32_72, i64 %7463
  %7465 = load float, ptr %7464, align 4
  %7466 = add nuw nsw i64 %7432, 0
  %7467 = add nuw nsw i64 %7466, 0
  %7468 = getelementptr inbounds nuw float, ptr @__constant_40xf32_71, i64 %7467
  %7469 = load float, ptr %7468, align 4
  %7470 = add i64 %7424, %7436
  %7471 = add i64 %7428, %7440
  %7472 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6025, 1
  %7473 = mul nuw nsw i64 %7416, 640
  %7474 = mul nuw nsw i64 %7432, 16
  %7475 = add nuw nsw i64 %7473, %7474
  %7476 = mul nuw nsw i64 %7470, 4
  %7477 = add nuw nsw i64 %7475, %7476
  %7478 = add nuw nsw i64 %7477, %7471
  %7479 = getelementptr inbounds nuw float, ptr %7472, i64 %7478
  %7480 = load float, ptr %7479, align 4
  %7481 = mul nuw nsw i64 %7420, 40
  %7482 = add nuw nsw i64 %7481, %7432
  %7483 = add nuw nsw i64 %7482, %7436
  %7484 = add nuw nsw i64 %7483, %7440
  %7485 = getelementptr inbounds nuw float, ptr @__constant_120x40x1x1xf32, i64 %7484
  %7486 = load float, ptr %7485, align 4
  %7487 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7373, 1
  %7488 = mul nuw nsw i64 %7416, 1920
  %7489 = mul nuw nsw i64 %7420, 16
  %7490 = add nuw nsw i64 %7488, %7489
  %7491 = mul nuw nsw i64 %7424, 4
  %7492 = add nuw nsw i64 %7490, %7491
  %7493 = add nuw nsw i64 %7492, %7428
  %7494 = getelementptr inbounds nuw float, ptr %7487, i64 %7493
  %7495 = load float, ptr %7494, align 4
  %7496 = fadd float %7461, 1.000000e-03
  %7497 = call float @llvm.sqrt.f32(float %7496)
  %7498 = fdiv float 1.000000e+00, %7497
  %7499 = fsub float %7453, %7457
  %7500 = fmul float %7499, %7498
  %7501 = fmul float %7500, %7465
  %7502 = fadd float %7501, %7469
  %7503 = fadd float %7502, %7480
  %7504 = fmul float %7503, %7486
  %7505 = fadd float %7495, %7504
  %7506 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7373, 1
  %7507 = mul nuw nsw i64 %7416, 1920
  %7508 = mul nuw nsw i64 %7420, 16
  %7509 = add nuw nsw i64 %7507, %7508
  %7510 = mul nuw nsw i64 %7424, 4
  %7511 = add nuw nsw i64 %7509, %7510
  %7512 = add nuw nsw i64 %7511, %7428
  %7513 = getelementptr inbounds nuw float, ptr %7506, i64 %7512
  store float %7505, ptr %7513, align 4
  %7514 = add i64 %7440, 1
  br label %7439

7515:                                             ; preds = %7439
  %7516 = add i64 %7436, 1
  br label %7435

7517:                                             ; preds = %7435
  %7518 = add i64 %7432, 1
  br label %7431

7519:                                             ; preds = %7431
  %7520 = add i64 %7428, 1
  br label %7427

7521:                                             ; preds = %7427
  %7522 = add i64 %7424, 1
  br label %7423

7523:                                             ; preds = %7423
  %7524 = add i64 %7420, 1
  br label %7419

7525:                                             ; preds = %7419
  %7526 = add i64 %7416, 1
  br label %7415

7527:                                             ; preds = %7415
  %7528 = call ptr @malloc(i64 7744)
  %7529 = ptrtoint ptr %7528 to i64
  %7530 = add i64 %7529, 63
  %7531 = urem i64 %7530, 64
  %7532 = sub i64 %7530, %7531
  %7533 = inttoptr i64 %7532 to ptr
  %7534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7528, 0
  %7535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7534, ptr %7533, 1
  %7536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7535, i64 0, 2
  %7537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7536, i64 1, 3, 0
  %7538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7537, i64 120, 3, 1
  %7539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7538, i64 4, 3, 2
  %7540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7539, i64 4, 3, 3
  %7541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7540, i64 1920, 4, 0
  %7542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7541, i64 16, 4, 1
  %7543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7542, i64 4, 4, 2
  %7544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7543, i64 1, 4, 3
  br label %7545

7545:                                             ; preds = %7613, %7527
  %7546 = phi i64 [ %7614, %7613 ], [ 0, %7527 ]
  %7547 = icmp slt i64 %7546, 1
  br i1 %7547, label %7548, label %7615

7548:                                             ; preds = %7545
  br label %7549

7549:                                             ; preds = %7611, %7548
  %7550 = phi i64 [ %7612, %7611 ], [ 0, %7548 ]
  %7551 = icmp slt i64 %7550, 120
  br i1 %7551, label %7552, label %7613

7552:                                             ; preds = %7549
  br label %7553

7553:                                             ; preds = %7609, %7552
  %7554 = phi i64 [ %7610, %7609 ], [ 0, %7552 ]
  %7555 = icmp slt i64 %7554, 4
  br i1 %7555, label %7556, label %7611

7556:                                             ; preds = %7553
  br label %7557

7557:                                             ; preds = %7560, %7556
  %7558 = phi i64 [ %7608, %7560 ], [ 0, %7556 ]
  %7559 = icmp slt i64 %7558, 4
  br i1 %7559, label %7560, label %7609

7560:                                             ; preds = %7557
  %7561 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7373, 1
  %7562 = mul nuw nsw i64 %7546, 1920
  %7563 = mul nuw nsw i64 %7550, 16
  %7564 = add nuw nsw i64 %7562, %7563
  %7565 = mul nuw nsw i64 %7554, 4
  %7566 = add nuw nsw i64 %7564, %7565
  %7567 = add nuw nsw i64 %7566, %7558
  %7568 = getelementptr inbounds nuw float, ptr %7561, i64 %7567
  %7569 = load float, ptr %7568, align 4
  %7570 = add nuw nsw i64 %7550, 0
  %7571 = add nuw nsw i64 %7570, 0
  %7572 = getelementptr inbounds nuw float, ptr @__constant_120xf32_70, i64 %7571
  %7573 = load float, ptr %7572, align 4
  %7574 = add nuw nsw i64 %7550, 0
  %7575 = add nuw nsw i64 %7574, 0
  %7576 = getelementptr inbounds nuw float, ptr @__constant_120xf32_69, i64 %7575
  %7577 = load float, ptr %7576, align 4
  %7578 = add nuw nsw i64 %7550, 0
  %7579 = add nuw nsw i64 %7578, 0
  %7580 = getelementptr inbounds nuw float, ptr @__constant_120xf32_68, i64 %7579
  %7581 = load float, ptr %7580, align 4
  %7582 = add nuw nsw i64 %7550, 0
  %7583 = add nuw nsw i64 %7582, 0
  %7584 = getelementptr inbounds nuw float, ptr @__constant_120xf32_67, i64 %7583
  %7585 = load float, ptr %7584, align 4
  %7586 = fadd float %7577, 1.000000e-03
  %7587 = call float @llvm.sqrt.f32(float %7586)
  %7588 = fdiv float 1.000000e+00, %7587
  %7589 = fsub float %7569, %7573
  %7590 = fmul float %7589, %7588
  %7591 = fmul float %7590, %7581
  %7592 = fadd float %7591, %7585
  %7593 = fadd float %7592, 3.000000e+00
  %7594 = fcmp ult float %7593, 0.000000e+00
  %7595 = select i1 %7594, float 0.000000e+00, float %7593
  %7596 = fcmp ugt float %7595, 6.000000e+00
  %7597 = select i1 %7596, float 6.000000e+00, float %7595
  %7598 = fmul float %7592, %7597
  %7599 = fdiv float %7598, 6.000000e+00
  %7600 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7544, 1
  %7601 = mul nuw nsw i64 %7546, 1920
  %7602 = mul nuw nsw i64 %7550, 16
  %7603 = add nuw nsw i64 %7601, %7602
  %7604 = mul nuw nsw i64 %7554, 4
  %7605 = add nuw nsw i64 %7603, %7604
  %7606 = add nuw nsw i64 %7605, %7558
  %7607 = getelementptr inbounds nuw float, ptr %7600, i64 %7606
  store float %7599, ptr %7607, align 4
  %7608 = add i64 %7558, 1
  br label %7557

7609:                                             ; preds = %7557
  %7610 = add i64 %7554, 1
  br label %7553

7611:                                             ; preds = %7553
  %7612 = add i64 %7550, 1
  br label %7549

7613:                                             ; preds = %7549
  %7614 = add i64 %7546, 1
  br label %7545

7615:                                             ; preds = %7545
  %7616 = call ptr @malloc(i64 30784)
  %7617 = ptrtoint ptr %7616 to i64
  %7618 = add i64 %7617, 63
  %7619 = urem i64 %7618, 64
  %7620 = sub i64 %7618, %7619
  %7621 = inttoptr i64 %7620 to ptr
  %7622 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7616, 0
  %7623 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7622, ptr %7621, 1
  %7624 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7623, i64 0, 2
  %7625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7624, i64 1, 3, 0
  %7626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7625, i64 120, 3, 1
  %7627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7626, i64 8, 3, 2
  %7628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7627, i64 8, 3, 3
  %7629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7628, i64 7680, 4, 0
  %7630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7629, i64 64, 4, 1
  %7631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7630, i64 8, 4, 2
  %7632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, i64 1, 4, 3
  br label %7633

7633:                                             ; preds = %7662, %7615
  %7634 = phi i64 [ %7663, %7662 ], [ 0, %7615 ]
  %7635 = icmp slt i64 %7634, 1
  br i1 %7635, label %7636, label %7664

7636:                                             ; preds = %7633
  br label %7637

7637:                                             ; preds = %7660, %7636
  %7638 = phi i64 [ %7661, %7660 ], [ 0, %7636 ]
  %7639 = icmp slt i64 %7638, 120
  br i1 %7639, label %7640, label %7662

7640:                                             ; preds = %7637
  br label %7641

7641:                                             ; preds = %7658, %7640
  %7642 = phi i64 [ %7659, %7658 ], [ 0, %7640 ]
  %7643 = icmp slt i64 %7642, 8
  br i1 %7643, label %7644, label %7660

7644:                                             ; preds = %7641
  br label %7645

7645:                                             ; preds = %7648, %7644
  %7646 = phi i64 [ %7657, %7648 ], [ 0, %7644 ]
  %7647 = icmp slt i64 %7646, 8
  br i1 %7647, label %7648, label %7658

7648:                                             ; preds = %7645
  %7649 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7632, 1
  %7650 = mul nuw nsw i64 %7634, 7680
  %7651 = mul nuw nsw i64 %7638, 64
  %7652 = add nuw nsw i64 %7650, %7651
  %7653 = mul nuw nsw i64 %7642, 8
  %7654 = add nuw nsw i64 %7652, %7653
  %7655 = add nuw nsw i64 %7654, %7646
  %7656 = getelementptr inbounds nuw float, ptr %7649, i64 %7655
  store float 0.000000e+00, ptr %7656, align 4
  %7657 = add i64 %7646, 1
  br label %7645

7658:                                             ; preds = %7645
  %7659 = add i64 %7642, 1
  br label %7641

7660:                                             ; preds = %7641
  %7661 = add i64 %7638, 1
  br label %7637

7662:                                             ; preds = %7637
  %7663 = add i64 %7634, 1
  br label %7633

7664:                                             ; preds = %7633
  %7665 = call ptr @malloc(i64 30784)
  %7666 = ptrtoint ptr %7665 to i64
  %7667 = add i64 %7666, 63
  %7668 = urem i64 %7667, 64
  %7669 = sub i64 %7667, %7668
  %7670 = inttoptr i64 %7669 to ptr
  %7671 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7665, 0
  %7672 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7671, ptr %7670, 1
  %7673 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7672, i64 0, 2
  %7674 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7673, i64 1, 3, 0
  %7675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7674, i64 120, 3, 1
  %7676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7675, i64 8, 3, 2
  %7677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7676, i64 8, 3, 3
  %7678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7677, i64 7680, 4, 0
  %7679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7678, i64 64, 4, 1
  %7680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7679, i64 8, 4, 2
  %7681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7680, i64 1, 4, 3
  br label %7682

7682:                                             ; preds = %7720, %7664
  %7683 = phi i64 [ %7721, %7720 ], [ 0, %7664 ]
  %7684 = icmp slt i64 %7683, 1
  br i1 %7684, label %7685, label %7722

7685:                                             ; preds = %7682
  br label %7686

7686:                                             ; preds = %7718, %7685
  %7687 = phi i64 [ %7719, %7718 ], [ 0, %7685 ]
  %7688 = icmp slt i64 %7687, 120
  br i1 %7688, label %7689, label %7720

7689:                                             ; preds = %7686
  br label %7690

7690:                                             ; preds = %7716, %7689
  %7691 = phi i64 [ %7717, %7716 ], [ 0, %7689 ]
  %7692 = icmp slt i64 %7691, 8
  br i1 %7692, label %7693, label %7718

7693:                                             ; preds = %7690
  br label %7694

7694:                                             ; preds = %7697, %7693
  %7695 = phi i64 [ %7715, %7697 ], [ 0, %7693 ]
  %7696 = icmp slt i64 %7695, 8
  br i1 %7696, label %7697, label %7716

7697:                                             ; preds = %7694
  %7698 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7632, 1
  %7699 = mul nuw nsw i64 %7683, 7680
  %7700 = mul nuw nsw i64 %7687, 64
  %7701 = add nuw nsw i64 %7699, %7700
  %7702 = mul nuw nsw i64 %7691, 8
  %7703 = add nuw nsw i64 %7701, %7702
  %7704 = add nuw nsw i64 %7703, %7695
  %7705 = getelementptr inbounds nuw float, ptr %7698, i64 %7704
  %7706 = load float, ptr %7705, align 4
  %7707 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7681, 1
  %7708 = mul nuw nsw i64 %7683, 7680
  %7709 = mul nuw nsw i64 %7687, 64
  %7710 = add nuw nsw i64 %7708, %7709
  %7711 = mul nuw nsw i64 %7691, 8
  %7712 = add nuw nsw i64 %7710, %7711
  %7713 = add nuw nsw i64 %7712, %7695
  %7714 = getelementptr inbounds nuw float, ptr %7707, i64 %7713
  store float %7706, ptr %7714, align 4
  %7715 = add i64 %7695, 1
  br label %7694

7716:                                             ; preds = %7694
  %7717 = add i64 %7691, 1
  br label %7690

7718:                                             ; preds = %7690
  %7719 = add i64 %7687, 1
  br label %7686

7720:                                             ; preds = %7686
  %7721 = add i64 %7683, 1
  br label %7682

7722:                                             ; preds = %7682
  %7723 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7681, 0
  %7724 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7681, 1
  %7725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7723, 0
  %7726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7725, ptr %7724, 1
  %7727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7726, i64 18, 2
  %7728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7727, i64 1, 3, 0
  %7729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7728, i64 7680, 4, 0
  %7730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7729, i64 120, 3, 1
  %7731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7730, i64 64, 4, 1
  %7732 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7731, i64 4, 3, 2
  %7733 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7732, i64 8, 4, 2
  %7734 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7733, i64 4, 3, 3
  %7735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7734, i64 1, 4, 3
  br label %7736

7736:                                             ; preds = %7775, %7722
  %7737 = phi i64 [ %7776, %7775 ], [ 0, %7722 ]
  %7738 = icmp slt i64 %7737, 1
  br i1 %7738, label %7739, label %7777

7739:                                             ; preds = %7736
  br label %7740

7740:                                             ; preds = %7773, %7739
  %7741 = phi i64 [ %7774, %7773 ], [ 0, %7739 ]
  %7742 = icmp slt i64 %7741, 120
  br i1 %7742, label %7743, label %7775

7743:                                             ; preds = %7740
  br label %7744

7744:                                             ; preds = %7771, %7743
  %7745 = phi i64 [ %7772, %7771 ], [ 0, %7743 ]
  %7746 = icmp slt i64 %7745, 4
  br i1 %7746, label %7747, label %7773

7747:                                             ; preds = %7744
  br label %7748

7748:                                             ; preds = %7751, %7747
  %7749 = phi i64 [ %7770, %7751 ], [ 0, %7747 ]
  %7750 = icmp slt i64 %7749, 4
  br i1 %7750, label %7751, label %7771

7751:                                             ; preds = %7748
  %7752 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7544, 1
  %7753 = mul nuw nsw i64 %7737, 1920
  %7754 = mul nuw nsw i64 %7741, 16
  %7755 = add nuw nsw i64 %7753, %7754
  %7756 = mul nuw nsw i64 %7745, 4
  %7757 = add nuw nsw i64 %7755, %7756
  %7758 = add nuw nsw i64 %7757, %7749
  %7759 = getelementptr inbounds nuw float, ptr %7752, i64 %7758
  %7760 = load float, ptr %7759, align 4
  %7761 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7735, 1
  %7762 = getelementptr float, ptr %7761, i64 18
  %7763 = mul nuw nsw i64 %7737, 7680
  %7764 = mul nuw nsw i64 %7741, 64
  %7765 = add nuw nsw i64 %7763, %7764
  %7766 = mul nuw nsw i64 %7745, 8
  %7767 = add nuw nsw i64 %7765, %7766
  %7768 = add nuw nsw i64 %7767, %7749
  %7769 = getelementptr inbounds nuw float, ptr %7762, i64 %7768
  store float %7760, ptr %7769, align 4
  %7770 = add i64 %7749, 1
  br label %7748

7771:                                             ; preds = %7748
  %7772 = add i64 %7745, 1
  br label %7744

7773:                                             ; preds = %7744
  %7774 = add i64 %7741, 1
  br label %7740

7775:                                             ; preds = %7740
  %7776 = add i64 %7737, 1
  br label %7736

7777:                                             ; preds = %7736
  %7778 = call ptr @malloc(i64 7744)
  %7779 = ptrtoint ptr %7778 to i64
  %7780 = add i64 %7779, 63
  %7781 = urem i64 %7780, 64
  %7782 = sub i64 %7780, %7781
  %7783 = inttoptr i64 %7782 to ptr
  %7784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7778, 0
  %7785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7784, ptr %7783, 1
  %7786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7785, i64 0, 2
  %7787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7786, i64 1, 3, 0
  %7788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7787, i64 120, 3, 1
  %7789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7788, i64 4, 3, 2
  %7790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7789, i64 4, 3, 3
  %7791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7790, i64 1920, 4, 0
  %7792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7791, i64 16, 4, 1
  %7793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7792, i64 4, 4, 2
  %7794 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7793, i64 1, 4, 3
  br label %7795

7795:                                             ; preds = %7833, %7777
  %7796 = phi i64 [ %7834, %7833 ], [ 0, %7777 ]
  %7797 = icmp slt i64 %7796, 1
  br i1 %7797, label %7798, label %7835

7798:                                             ; preds = %7795
  br label %7799

7799:                                             ; preds = %7831, %7798
  %7800 = phi i64 [ %7832, %7831 ], [ 0, %7798 ]
  %7801 = icmp slt i64 %7800, 120
  br i1 %7801, label %7802, label %7833

7802:                                             ; preds = %7799
  br label %7803

7803:                                             ; preds = %7829, %7802
  %7804 = phi i64 [ %7830, %7829 ], [ 0, %7802 ]
  %7805 = icmp slt i64 %7804, 4
  br i1 %7805, label %7806, label %7831

7806:                                             ; preds = %7803
  br label %7807

7807:                                             ; preds = %7810, %7806
  %7808 = phi i64 [ %7828, %7810 ], [ 0, %7806 ]
  %7809 = icmp slt i64 %7808, 4
  br i1 %7809, label %7810, label %7829

7810:                                             ; preds = %7807
  %7811 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7324, 1
  %7812 = mul nuw nsw i64 %7796, 1920
  %7813 = mul nuw nsw i64 %7800, 16
  %7814 = add nuw nsw i64 %7812, %7813
  %7815 = mul nuw nsw i64 %7804, 4
  %7816 = add nuw nsw i64 %7814, %7815
  %7817 = add nuw nsw i64 %7816, %7808
  %7818 = getelementptr inbounds nuw float, ptr %7811, i64 %7817
  %7819 = load float, ptr %7818, align 4
  %7820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7794, 1
  %7821 = mul nuw nsw i64 %7796, 1920
  %7822 = mul nuw nsw i64 %7800, 16
  %7823 = add nuw nsw i64 %7821, %7822
  %7824 = mul nuw nsw i64 %7804, 4
  %7825 = add nuw nsw i64 %7823, %7824
  %7826 = add nuw nsw i64 %7825, %7808
  %7827 = getelementptr inbounds nuw float, ptr %7820, i64 %7826
  store float %7819, ptr %7827, align 4
  %7828 = add i64 %7808, 1
  br label %7807

7829:                                             ; preds = %7807
  %7830 = add i64 %7804, 1
  br label %7803

7831:                                             ; preds = %7803
  %7832 = add i64 %7800, 1
  br label %7799

7833:                                             ; preds = %7799
  %7834 = add i64 %7796, 1
  br label %7795

7835:                                             ; preds = %7795
  br label %7836

7836:                                             ; preds = %7905, %7835
  %7837 = phi i64 [ %7906, %7905 ], [ 0, %7835 ]
  %7838 = icmp slt i64 %7837, 1
  br i1 %7838, label %7839, label %7907

7839:                                             ; preds = %7836
  br label %7840

7840:                                             ; preds = %7903, %7839
  %7841 = phi i64 [ %7904, %7903 ], [ 0, %7839 ]
  %7842 = icmp slt i64 %7841, 4
  br i1 %7842, label %7843, label %7905

7843:                                             ; preds = %7840
  br label %7844

7844:                                             ; preds = %7901, %7843
  %7845 = phi i64 [ %7902, %7901 ], [ 0, %7843 ]
  %7846 = icmp slt i64 %7845, 4
  br i1 %7846, label %7847, label %7903

7847:                                             ; preds = %7844
  br label %7848

7848:                                             ; preds = %7899, %7847
  %7849 = phi i64 [ %7900, %7899 ], [ 0, %7847 ]
  %7850 = icmp slt i64 %7849, 120
  br i1 %7850, label %7851, label %7901

7851:                                             ; preds = %7848
  br label %7852

7852:                                             ; preds = %7897, %7851
  %7853 = phi i64 [ %7898, %7897 ], [ 0, %7851 ]
  %7854 = icmp slt i64 %7853, 5
  br i1 %7854, label %7855, label %7899

7855:                                             ; preds = %7852
  br label %7856

7856:                                             ; preds = %7859, %7855
  %7857 = phi i64 [ %7896, %7859 ], [ 0, %7855 ]
  %7858 = icmp slt i64 %7857, 5
  br i1 %7858, label %7859, label %7897

7859:                                             ; preds = %7856
  %7860 = add i64 %7841, %7853
  %7861 = add i64 %7845, %7857
  %7862 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7681, 1
  %7863 = mul nuw nsw i64 %7837, 7680
  %7864 = mul nuw nsw i64 %7849, 64
  %7865 = add nuw nsw i64 %7863, %7864
  %7866 = mul nuw nsw i64 %7860, 8
  %7867 = add nuw nsw i64 %7865, %7866
  %7868 = add nuw nsw i64 %7867, %7861
  %7869 = getelementptr inbounds nuw float, ptr %7862, i64 %7868
  %7870 = load float, ptr %7869, align 4
  %7871 = mul nuw nsw i64 %7849, 25
  %7872 = mul nuw nsw i64 %7853, 5
  %7873 = add nuw nsw i64 %7871, %7872
  %7874 = add nuw nsw i64 %7873, %7857
  %7875 = getelementptr inbounds nuw float, ptr @__constant_120x1x5x5xf32, i64 %7874
  %7876 = load float, ptr %7875, align 4
  %7877 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7794, 1
  %7878 = mul nuw nsw i64 %7837, 1920
  %7879 = mul nuw nsw i64 %7849, 16
  %7880 = add nuw nsw i64 %7878, %7879
  %7881 = mul nuw nsw i64 %7841, 4
  %7882 = add nuw nsw i64 %7880, %7881
  %7883 = add nuw nsw i64 %7882, %7845
  %7884 = getelementptr inbounds nuw float, ptr %7877, i64 %7883
  %7885 = load float, ptr %7884, align 4
  %7886 = fmul float %7870, %7876
  %7887 = fadd float %7885, %7886
  %7888 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7794, 1
  %7889 = mul nuw nsw i64 %7837, 1920
  %7890 = mul nuw nsw i64 %7849, 16
  %7891 = add nuw nsw i64 %7889, %7890
  %7892 = mul nuw nsw i64 %7841, 4
  %7893 = add nuw nsw i64 %7891, %7892
  %7894 = add nuw nsw i64 %7893, %7845
  %7895 = getelementptr inbounds nuw float, ptr %7888, i64 %7894
  store float %7887, ptr %7895, align 4
  %7896 = add i64 %7857, 1
  br label %7856

7897:                                             ; preds = %7856
  %7898 = add i64 %7853, 1
  br label %7852

7899:                                             ; preds = %7852
  %7900 = add i64 %7849, 1
  br label %7848

7901:                                             ; preds = %7848
  %7902 = add i64 %7845, 1
  br label %7844

7903:                                             ; preds = %7844
  %7904 = add i64 %7841, 1
  br label %7840

7905:                                             ; preds = %7840
  %7906 = add i64 %7837, 1
  br label %7836

7907:                                             ; preds = %7836
  %7908 = call ptr @malloc(i64 7744)
  %7909 = ptrtoint ptr %7908 to i64
  %7910 = add i64 %7909, 63
  %7911 = urem i64 %7910, 64
  %7912 = sub i64 %7910, %7911
  %7913 = inttoptr i64 %7912 to ptr
  %7914 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7908, 0
  %7915 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7914, ptr %7913, 1
  %7916 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7915, i64 0, 2
  %7917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7916, i64 1, 3, 0
  %7918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7917, i64 120, 3, 1
  %7919 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7918, i64 4, 3, 2
  %7920 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7919, i64 4, 3, 3
  %7921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7920, i64 1920, 4, 0
  %7922 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7921, i64 16, 4, 1
  %7923 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7922, i64 4, 4, 2
  %7924 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7923, i64 1, 4, 3
  br label %7925

7925:                                             ; preds = %7993, %7907
  %7926 = phi i64 [ %7994, %7993 ], [ 0, %7907 ]
  %7927 = icmp slt i64 %7926, 1
  br i1 %7927, label %7928, label %7995

7928:                                             ; preds = %7925
  br label %7929

7929:                                             ; preds = %7991, %7928
  %7930 = phi i64 [ %7992, %7991 ], [ 0, %7928 ]
  %7931 = icmp slt i64 %7930, 120
  br i1 %7931, label %7932, label %7993

7932:                                             ; preds = %7929
  br label %7933

7933:                                             ; preds = %7989, %7932
  %7934 = phi i64 [ %7990, %7989 ], [ 0, %7932 ]
  %7935 = icmp slt i64 %7934, 4
  br i1 %7935, label %7936, label %7991

7936:                                             ; preds = %7933
  br label %7937

7937:                                             ; preds = %7940, %7936
  %7938 = phi i64 [ %7988, %7940 ], [ 0, %7936 ]
  %7939 = icmp slt i64 %7938, 4
  br i1 %7939, label %7940, label %7989

7940:                                             ; preds = %7937
  %7941 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7794, 1
  %7942 = mul nuw nsw i64 %7926, 1920
  %7943 = mul nuw nsw i64 %7930, 16
  %7944 = add nuw nsw i64 %7942, %7943
  %7945 = mul nuw nsw i64 %7934, 4
  %7946 = add nuw nsw i64 %7944, %7945
  %7947 = add nuw nsw i64 %7946, %7938
  %7948 = getelementptr inbounds nuw float, ptr %7941, i64 %7947
  %7949 = load float, ptr %7948, align 4
  %7950 = add nuw nsw i64 %7930, 0
  %7951 = add nuw nsw i64 %7950, 0
  %7952 = getelementptr inbounds nuw float, ptr @__constant_120xf32_66, i64 %7951
  %7953 = load float, ptr %7952, align 4
  %7954 = add nuw nsw i64 %7930, 0
  %7955 = add nuw nsw i64 %7954, 0
  %7956 = getelementptr inbounds nuw float, ptr @__constant_120xf32_65, i64 %7955
  %7957 = load float, ptr %7956, align 4
  %7958 = add nuw nsw i64 %7930, 0
  %7959 = add nuw nsw i64 %7958, 0
  %7960 = getelementptr inbounds nuw float, ptr @__constant_120xf32_64, i64 %7959
  %7961 = load float, ptr %7960, align 4
  %7962 = add nuw nsw i64 %7930, 0
  %7963 = add nuw nsw i64 %7962, 0
  %7964 = getelementptr inbounds nuw float, ptr @__constant_120xf32_63, i64 %7963
  %7965 = load float, ptr %7964, align 4
  %7966 = fadd float %7957, 1.000000e-03
  %7967 = call float @llvm.sqrt.f32(float %7966)
  %7968 = fdiv float 1.000000e+00, %7967
  %7969 = fsub float %7949, %7953
  %7970 = fmul float %7969, %7968
  %7971 = fmul float %7970, %7961
  %7972 = fadd float %7971, %7965
  %7973 = fadd float %7972, 3.000000e+00
  %7974 = fcmp ult float %7973, 0.000000e+00
  %7975 = select i1 %7974, float 0.000000e+00, float %7973
  %7976 = fcmp ugt float %7975, 6.000000e+00
  %7977 = select i1 %7976, float 6.000000e+00, float %7975
  %7978 = fmul float %7972, %7977
  %7979 = fdiv float %7978, 6.000000e+00
  %7980 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7924, 1
  %7981 = mul nuw nsw i64 %7926, 1920
  %7982 = mul nuw nsw i64 %7930, 16
  %7983 = add nuw nsw i64 %7981, %7982
  %7984 = mul nuw nsw i64 %7934, 4
  %7985 = add nuw nsw i64 %7983, %7984
  %7986 = add nuw nsw i64 %7985, %7938
  %7987 = getelementptr inbounds nuw float, ptr %7980, i64 %7986
  store float %7979, ptr %7987, align 4
  %7988 = add i64 %7938, 1
  br label %7937

7989:                                             ; preds = %7937
  %7990 = add i64 %7934, 1
  br label %7933

7991:                                             ; preds = %7933
  %7992 = add i64 %7930, 1
  br label %7929

7993:                                             ; preds = %7929
  %7994 = add i64 %7926, 1
  br label %7925

7995:                                             ; preds = %7925
  %7996 = call ptr @malloc(i64 544)
  %7997 = ptrtoint ptr %7996 to i64
  %7998 = add i64 %7997, 63
  %7999 = urem i64 %7998, 64
  %8000 = sub i64 %7998, %7999
  %8001 = inttoptr i64 %8000 to ptr
  %8002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7996, 0
  %8003 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8002, ptr %8001, 1
  %8004 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8003, i64 0, 2
  %8005 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8004, i64 1, 3, 0
  %8006 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8005, i64 120, 3, 1
  %8007 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8006, i64 1, 3, 2
  %8008 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8007, i64 1, 3, 3
  %8009 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8008, i64 120, 4, 0
  %8010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8009, i64 1, 4, 1
  %8011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8010, i64 1, 4, 2
  %8012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8011, i64 1, 4, 3
  br label %8013

8013:                                             ; preds = %8040, %7995
  %8014 = phi i64 [ %8041, %8040 ], [ 0, %7995 ]
  %8015 = icmp slt i64 %8014, 1
  br i1 %8015, label %8016, label %8042

8016:                                             ; preds = %8013
  br label %8017

8017:                                             ; preds = %8038, %8016
  %8018 = phi i64 [ %8039, %8038 ], [ 0, %8016 ]
  %8019 = icmp slt i64 %8018, 120
  br i1 %8019, label %8020, label %8040

8020:                                             ; preds = %8017
  br label %8021

8021:                                             ; preds = %8036, %8020
  %8022 = phi i64 [ %8037, %8036 ], [ 0, %8020 ]
  %8023 = icmp slt i64 %8022, 1
  br i1 %8023, label %8024, label %8038

8024:                                             ; preds = %8021
  br label %8025

8025:                                             ; preds = %8028, %8024
  %8026 = phi i64 [ %8035, %8028 ], [ 0, %8024 ]
  %8027 = icmp slt i64 %8026, 1
  br i1 %8027, label %8028, label %8036

8028:                                             ; preds = %8025
  %8029 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8012, 1
  %8030 = mul nuw nsw i64 %8014, 120
  %8031 = add nuw nsw i64 %8030, %8018
  %8032 = add nuw nsw i64 %8031, %8022
  %8033 = add nuw nsw i64 %8032, %8026
  %8034 = getelementptr inbounds nuw float, ptr %8029, i64 %8033
  store float 0.000000e+00, ptr %8034, align 4
  %8035 = add i64 %8026, 1
  br label %8025

8036:                                             ; preds = %8025
  %8037 = add i64 %8022, 1
  br label %8021

8038:                                             ; preds = %8021
  %8039 = add i64 %8018, 1
  br label %8017

8040:                                             ; preds = %8017
  %8041 = add i64 %8014, 1
  br label %8013

8042:                                             ; preds = %8013
  %8043 = call ptr @malloc(i64 544)
  %8044 = ptrtoint ptr %8043 to i64
  %8045 = add i64 %8044, 63
  %8046 = urem i64 %8045, 64
  %8047 = sub i64 %8045, %8046
  %8048 = inttoptr i64 %8047 to ptr
  %8049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8043, 0
  %8050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8049, ptr %8048, 1
  %8051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8050, i64 0, 2
  %8052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8051, i64 1, 3, 0
  %8053 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8052, i64 120, 3, 1
  %8054 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8053, i64 1, 3, 2
  %8055 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8054, i64 1, 3, 3
  %8056 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8055, i64 120, 4, 0
  %8057 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8056, i64 1, 4, 1
  %8058 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8057, i64 1, 4, 2
  %8059 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8058, i64 1, 4, 3
  br label %8060

8060:                                             ; preds = %8094, %8042
  %8061 = phi i64 [ %8095, %8094 ], [ 0, %8042 ]
  %8062 = icmp slt i64 %8061, 1
  br i1 %8062, label %8063, label %8096

8063:                                             ; preds = %8060
  br label %8064

8064:                                             ; preds = %8092, %8063
  %8065 = phi i64 [ %8093, %8092 ], [ 0, %8063 ]
  %8066 = icmp slt i64 %8065, 120
  br i1 %8066, label %8067, label %8094

8067:                                             ; preds = %8064
  br label %8068

8068:                                             ; preds = %8090, %8067
  %8069 = phi i64 [ %8091, %8090 ], [ 0, %8067 ]
  %8070 = icmp slt i64 %8069, 1
  br i1 %8070, label %8071, label %8092

8071:                                             ; preds = %8068
  br label %8072

8072:                                             ; preds = %8075, %8071
  %8073 = phi i64 [ %8089, %8075 ], [ 0, %8071 ]
  %8074 = icmp slt i64 %8073, 1
  br i1 %8074, label %8075, label %8090

8075:                                             ; preds = %8072
  %8076 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8012, 1
  %8077 = mul nuw nsw i64 %8061, 120
  %8078 = add nuw nsw i64 %8077, %8065
  %8079 = add nuw nsw i64 %8078, %8069
  %8080 = add nuw nsw i64 %8079, %8073
  %8081 = getelementptr inbounds nuw float, ptr %8076, i64 %8080
  %8082 = load float, ptr %8081, align 4
  %8083 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8059, 1
  %8084 = mul nuw nsw i64 %8061, 120
  %8085 = add nuw nsw i64 %8084, %8065
  %8086 = add nuw nsw i64 %8085, %8069
  %8087 = add nuw nsw i64 %8086, %8073
  %8088 = getelementptr inbounds nuw float, ptr %8083, i64 %8087
  store float %8082, ptr %8088, align 4
  %8089 = add i64 %8073, 1
  br label %8072

8090:                                             ; preds = %8072
  %8091 = add i64 %8069, 1
  br label %8068

8092:                                             ; preds = %8068
  %8093 = add i64 %8065, 1
  br label %8064

8094:                                             ; preds = %8064
  %8095 = add i64 %8061, 1
  br label %8060

8096:                                             ; preds = %8060
  br label %8097

8097:                                             ; preds = %8141, %8096
  %8098 = phi i64 [ %8142, %8141 ], [ 0, %8096 ]
  %8099 = icmp slt i64 %8098, 1
  br i1 %8099, label %8100, label %8143

8100:                                             ; preds = %8097
  br label %8101

8101:                                             ; preds = %8139, %8100
  %8102 = phi i64 [ %8140, %8139 ], [ 0, %8100 ]
  %8103 = icmp slt i64 %8102, 120
  br i1 %8103, label %8104, label %8141

8104:                                             ; preds = %8101
  br label %8105

8105:                                             ; preds = %8137, %8104
  %8106 = phi i64 [ %8138, %8137 ], [ 0, %8104 ]
  %8107 = icmp slt i64 %8106, 4
  br i1 %8107, label %8108, label %8139

8108:                                             ; preds = %8105
  br label %8109

8109:                                             ; preds = %8112, %8108
  %8110 = phi i64 [ %8136, %8112 ], [ 0, %8108 ]
  %8111 = icmp slt i64 %8110, 4
  br i1 %8111, label %8112, label %8137

8112:                                             ; preds = %8109
  %8113 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7924, 1
  %8114 = mul nuw nsw i64 %8098, 1920
  %8115 = mul nuw nsw i64 %8102, 16
  %8116 = add nuw nsw i64 %8114, %8115
  %8117 = mul nuw nsw i64 %8106, 4
  %8118 = add nuw nsw i64 %8116, %8117
  %8119 = add nuw nsw i64 %8118, %8110
  %8120 = getelementptr inbounds nuw float, ptr %8113, i64 %8119
  %8121 = load float, ptr %8120, align 4
  %8122 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8059, 1
  %8123 = mul nuw nsw i64 %8098, 120
  %8124 = add nuw nsw i64 %8123, %8102
  %8125 = add nuw nsw i64 %8124, 0
  %8126 = add nuw nsw i64 %8125, 0
  %8127 = getelementptr inbounds nuw float, ptr %8122, i64 %8126
  %8128 = load float, ptr %8127, align 4
  %8129 = fadd float %8121, %8128
  %8130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8059, 1
  %8131 = mul nuw nsw i64 %8098, 120
  %8132 = add nuw nsw i64 %8131, %8102
  %8133 = add nuw nsw i64 %8132, 0
  %8134 = add nuw nsw i64 %8133, 0
  %8135 = getelementptr inbounds nuw float, ptr %8130, i64 %8134
  store float %8129, ptr %8135, align 4
  %8136 = add i64 %8110, 1
  br label %8109

8137:                                             ; preds = %8109
  %8138 = add i64 %8106, 1
  br label %8105

8139:                                             ; preds = %8105
  %8140 = add i64 %8102, 1
  br label %8101

8141:                                             ; preds = %8101
  %8142 = add i64 %8098, 1
  br label %8097

8143:                                             ; preds = %8097
  %8144 = call ptr @malloc(i64 192)
  %8145 = ptrtoint ptr %8144 to i64
  %8146 = add i64 %8145, 63
  %8147 = urem i64 %8146, 64
  %8148 = sub i64 %8146, %8147
  %8149 = inttoptr i64 %8148 to ptr
  %8150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8144, 0
  %8151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8150, ptr %8149, 1
  %8152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8151, i64 0, 2
  %8153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8152, i64 1, 3, 0
  %8154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8153, i64 32, 3, 1
  %8155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8154, i64 1, 3, 2
  %8156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8155, i64 1, 3, 3
  %8157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8156, i64 32, 4, 0
  %8158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8157, i64 1, 4, 1
  %8159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8158, i64 1, 4, 2
  %8160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8159, i64 1, 4, 3
  br label %8161

8161:                                             ; preds = %8190, %8143
  %8162 = phi i64 [ %8191, %8190 ], [ 0, %8143 ]
  %8163 = icmp slt i64 %8162, 1
  br i1 %8163, label %8164, label %8192

8164:                                             ; preds = %8161
  br label %8165

8165:                                             ; preds = %8188, %8164
  %8166 = phi i64 [ %8189, %8188 ], [ 0, %8164 ]
  %8167 = icmp slt i64 %8166, 32
  br i1 %8167, label %8168, label %8190

8168:                                             ; preds = %8165
  br label %8169

8169:                                             ; preds = %8186, %8168
  %8170 = phi i64 [ %8187, %8186 ], [ 0, %8168 ]
  %8171 = icmp slt i64 %8170, 1
  br i1 %8171, label %8172, label %8188

8172:                                             ; preds = %8169
  br label %8173

8173:                                             ; preds = %8176, %8172
  %8174 = phi i64 [ %8185, %8176 ], [ 0, %8172 ]
  %8175 = icmp slt i64 %8174, 1
  br i1 %8175, label %8176, label %8186

8176:                                             ; preds = %8173
  %8177 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %8166
  %8178 = load float, ptr %8177, align 4
  %8179 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8160, 1
  %8180 = mul nuw nsw i64 %8162, 32
  %8181 = add nuw nsw i64 %8180, %8166
  %8182 = add nuw nsw i64 %8181, %8170
  %8183 = add nuw nsw i64 %8182, %8174
  %8184 = getelementptr inbounds nuw float, ptr %8179, i64 %8183
  store float %8178, ptr %8184, align 4
  %8185 = add i64 %8174, 1
  br label %8173

8186:                                             ; preds = %8173
  %8187 = add i64 %8170, 1
  br label %8169

8188:                                             ; preds = %8169
  %8189 = add i64 %8166, 1
  br label %8165

8190:                                             ; preds = %8165
  %8191 = add i64 %8162, 1
  br label %8161

8192:                                             ; preds = %8161
  %8193 = call ptr @malloc(i64 192)
  %8194 = ptrtoint ptr %8193 to i64
  %8195 = add i64 %8194, 63
  %8196 = urem i64 %8195, 64
  %8197 = sub i64 %8195, %8196
  %8198 = inttoptr i64 %8197 to ptr
  %8199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8193, 0
  %8200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8199, ptr %8198, 1
  %8201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8200, i64 0, 2
  %8202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8201, i64 1, 3, 0
  %8203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8202, i64 32, 3, 1
  %8204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8203, i64 1, 3, 2
  %8205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8204, i64 1, 3, 3
  %8206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8205, i64 32, 4, 0
  %8207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8206, i64 1, 4, 1
  %8208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8207, i64 1, 4, 2
  %8209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8208, i64 1, 4, 3
  br label %8210

8210:                                             ; preds = %8244, %8192
  %8211 = phi i64 [ %8245, %8244 ], [ 0, %8192 ]
  %8212 = icmp slt i64 %8211, 1
  br i1 %8212, label %8213, label %8246

8213:                                             ; preds = %8210
  br label %8214

8214:                                             ; preds = %8242, %8213
  %8215 = phi i64 [ %8243, %8242 ], [ 0, %8213 ]
  %8216 = icmp slt i64 %8215, 32
  br i1 %8216, label %8217, label %8244

8217:                                             ; preds = %8214
  br label %8218

8218:                                             ; preds = %8240, %8217
  %8219 = phi i64 [ %8241, %8240 ], [ 0, %8217 ]
  %8220 = icmp slt i64 %8219, 1
  br i1 %8220, label %8221, label %8242

8221:                                             ; preds = %8218
  br label %8222

8222:                                             ; preds = %8225, %8221
  %8223 = phi i64 [ %8239, %8225 ], [ 0, %8221 ]
  %8224 = icmp slt i64 %8223, 1
  br i1 %8224, label %8225, label %8240

8225:                                             ; preds = %8222
  %8226 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8160, 1
  %8227 = mul nuw nsw i64 %8211, 32
  %8228 = add nuw nsw i64 %8227, %8215
  %8229 = add nuw nsw i64 %8228, %8219
  %8230 = add nuw nsw i64 %8229, %8223
  %8231 = getelementptr inbounds nuw float, ptr %8226, i64 %8230
  %8232 = load float, ptr %8231, align 4
  %8233 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8209, 1
  %8234 = mul nuw nsw i64 %8211, 32
  %8235 = add nuw nsw i64 %8234, %8215
  %8236 = add nuw nsw i64 %8235, %8219
  %8237 = add nuw nsw i64 %8236, %8223
  %8238 = getelementptr inbounds nuw float, ptr %8233, i64 %8237
  store float %8232, ptr %8238, align 4
  %8239 = add i64 %8223, 1
  br label %8222

8240:                                             ; preds = %8222
  %8241 = add i64 %8219, 1
  br label %8218

8242:                                             ; preds = %8218
  %8243 = add i64 %8215, 1
  br label %8214

8244:                                             ; preds = %8214
  %8245 = add i64 %8211, 1
  br label %8210

8246:                                             ; preds = %8210
  br label %8247

8247:                                             ; preds = %8317, %8246
  %8248 = phi i64 [ %8318, %8317 ], [ 0, %8246 ]
  %8249 = icmp slt i64 %8248, 1
  br i1 %8249, label %8250, label %8319

8250:                                             ; preds = %8247
  br label %8251

8251:                                             ; preds = %8315, %8250
  %8252 = phi i64 [ %8316, %8315 ], [ 0, %8250 ]
  %8253 = icmp slt i64 %8252, 32
  br i1 %8253, label %8254, label %8317

8254:                                             ; preds = %8251
  br label %8255

8255:                                             ; preds = %8313, %8254
  %8256 = phi i64 [ %8314, %8313 ], [ 0, %8254 ]
  %8257 = icmp slt i64 %8256, 1
  br i1 %8257, label %8258, label %8315

8258:                                             ; preds = %8255
  br label %8259

8259:                                             ; preds = %8311, %8258
  %8260 = phi i64 [ %8312, %8311 ], [ 0, %8258 ]
  %8261 = icmp slt i64 %8260, 1
  br i1 %8261, label %8262, label %8313

8262:                                             ; preds = %8259
  br label %8263

8263:                                             ; preds = %8309, %8262
  %8264 = phi i64 [ %8310, %8309 ], [ 0, %8262 ]
  %8265 = icmp slt i64 %8264, 120
  br i1 %8265, label %8266, label %8311

8266:                                             ; preds = %8263
  br label %8267

8267:                                             ; preds = %8307, %8266
  %8268 = phi i64 [ %8308, %8307 ], [ 0, %8266 ]
  %8269 = icmp slt i64 %8268, 1
  br i1 %8269, label %8270, label %8309

8270:                                             ; preds = %8267
  br label %8271

8271:                                             ; preds = %8274, %8270
  %8272 = phi i64 [ %8306, %8274 ], [ 0, %8270 ]
  %8273 = icmp slt i64 %8272, 1
  br i1 %8273, label %8274, label %8307

8274:                                             ; preds = %8271
  %8275 = add i64 %8256, %8268
  %8276 = add i64 %8260, %8272
  %8277 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8059, 1
  %8278 = mul nuw nsw i64 %8248, 120
  %8279 = add nuw nsw i64 %8278, %8264
  %8280 = add nuw nsw i64 %8279, %8275
  %8281 = add nuw nsw i64 %8280, %8276
  %8282 = getelementptr inbounds nuw float, ptr %8277, i64 %8281
  %8283 = load float, ptr %8282, align 4
  %8284 = mul nuw nsw i64 %8252, 120
  %8285 = add nuw nsw i64 %8284, %8264
  %8286 = add nuw nsw i64 %8285, %8268
  %8287 = add nuw nsw i64 %8286, %8272
  %8288 = getelementptr inbounds nuw float, ptr @__constant_32x120x1x1xf32, i64 %8287
  %8289 = load float, ptr %8288, align 4
  %8290 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8209, 1
  %8291 = mul nuw nsw i64 %8248, 32
  %8292 = add nuw nsw i64 %8291, %8252
  %8293 = add nuw nsw i64 %8292, %8256
  %8294 = add nuw nsw i64 %8293, %8260
  %8295 = getelementptr inbounds nuw float, ptr %8290, i64 %8294
  %8296 = load float, ptr %8295, align 4
  %8297 = fdiv float %8283, 1.600000e+01
  %8298 = fmul float %8297, %8289
  %8299 = fadd float %8296, %8298
  %8300 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8209, 1
  %8301 = mul nuw nsw i64 %8248, 32
  %8302 = add nuw nsw i64 %8301, %8252
  %8303 = add nuw nsw i64 %8302, %8256
  %8304 = add nuw nsw i64 %8303, %8260
  %8305 = getelementptr inbounds nuw float, ptr %8300, i64 %8304
  store float %8299, ptr %8305, align 4
  %8306 = add i64 %8272, 1
  br label %8271

8307:                                             ; preds = %8271
  %8308 = add i64 %8268, 1
  br label %8267

8309:                                             ; preds = %8267
  %8310 = add i64 %8264, 1
  br label %8263

8311:                                             ; preds = %8263
  %8312 = add i64 %8260, 1
  br label %8259

8313:                                             ; preds = %8259
  %8314 = add i64 %8256, 1
  br label %8255

8315:                                             ; preds = %8255
  %8316 = add i64 %8252, 1
  br label %8251

8317:                                             ; preds = %8251
  %8318 = add i64 %8248, 1
  br label %8247

8319:                                             ; preds = %8247
  %8320 = call ptr @malloc(i64 544)
  %8321 = ptrtoint ptr %8320 to i64
  %8322 = add i64 %8321, 63
  %8323 = urem i64 %8322, 64
  %8324 = sub i64 %8322, %8323
  %8325 = inttoptr i64 %8324 to ptr
  %8326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8320, 0
  %8327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8326, ptr %8325, 1
  %8328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8327, i64 0, 2
  %8329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8328, i64 1, 3, 0
  %8330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8329, i64 120, 3, 1
  %8331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8330, i64 1, 3, 2
  %8332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8331, i64 1, 3, 3
  %8333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8332, i64 120, 4, 0
  %8334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8333, i64 1, 4, 1
  %8335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8334, i64 1, 4, 2
  %8336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8335, i64 1, 4, 3
  br label %8337

8337:                                             ; preds = %8366, %8319
  %8338 = phi i64 [ %8367, %8366 ], [ 0, %8319 ]
  %8339 = icmp slt i64 %8338, 1
  br i1 %8339, label %8340, label %8368

8340:                                             ; preds = %8337
  br label %8341

8341:                                             ; preds = %8364, %8340
  %8342 = phi i64 [ %8365, %8364 ], [ 0, %8340 ]
  %8343 = icmp slt i64 %8342, 120
  br i1 %8343, label %8344, label %8366

8344:                                             ; preds = %8341
  br label %8345

8345:                                             ; preds = %8362, %8344
  %8346 = phi i64 [ %8363, %8362 ], [ 0, %8344 ]
  %8347 = icmp slt i64 %8346, 1
  br i1 %8347, label %8348, label %8364

8348:                                             ; preds = %8345
  br label %8349

8349:                                             ; preds = %8352, %8348
  %8350 = phi i64 [ %8361, %8352 ], [ 0, %8348 ]
  %8351 = icmp slt i64 %8350, 1
  br i1 %8351, label %8352, label %8362

8352:                                             ; preds = %8349
  %8353 = getelementptr inbounds nuw float, ptr @__constant_120xf32, i64 %8342
  %8354 = load float, ptr %8353, align 4
  %8355 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8336, 1
  %8356 = mul nuw nsw i64 %8338, 120
  %8357 = add nuw nsw i64 %8356, %8342
  %8358 = add nuw nsw i64 %8357, %8346
  %8359 = add nuw nsw i64 %8358, %8350
  %8360 = getelementptr inbounds nuw float, ptr %8355, i64 %8359
  store float %8354, ptr %8360, align 4
  %8361 = add i64 %8350, 1
  br label %8349

8362:                                             ; preds = %8349
  %8363 = add i64 %8346, 1
  br label %8345

8364:                                             ; preds = %8345
  %8365 = add i64 %8342, 1
  br label %8341

8366:                                             ; preds = %8341
  %8367 = add i64 %8338, 1
  br label %8337

8368:                                             ; preds = %8337
  %8369 = call ptr @malloc(i64 544)
  %8370 = ptrtoint ptr %8369 to i64
  %8371 = add i64 %8370, 63
  %8372 = urem i64 %8371, 64
  %8373 = sub i64 %8371, %8372
  %8374 = inttoptr i64 %8373 to ptr
  %8375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8369, 0
  %8376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8375, ptr %8374, 1
  %8377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8376, i64 0, 2
  %8378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8377, i64 1, 3, 0
  %8379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8378, i64 120, 3, 1
  %8380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8379, i64 1, 3, 2
  %8381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8380, i64 1, 3, 3
  %8382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8381, i64 120, 4, 0
  %8383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8382, i64 1, 4, 1
  %8384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8383, i64 1, 4, 2
  %8385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8384, i64 1, 4, 3
  br label %8386

8386:                                             ; preds = %8420, %8368
  %8387 = phi i64 [ %8421, %8420 ], [ 0, %8368 ]
  %8388 = icmp slt i64 %8387, 1
  br i1 %8388, label %8389, label %8422

8389:                                             ; preds = %8386
  br label %8390

8390:                                             ; preds = %8418, %8389
  %8391 = phi i64 [ %8419, %8418 ], [ 0, %8389 ]
  %8392 = icmp slt i64 %8391, 120
  br i1 %8392, label %8393, label %8420

8393:                                             ; preds = %8390
  br label %8394

8394:                                             ; preds = %8416, %8393
  %8395 = phi i64 [ %8417, %8416 ], [ 0, %8393 ]
  %8396 = icmp slt i64 %8395, 1
  br i1 %8396, label %8397, label %8418

8397:                                             ; preds = %8394
  br label %8398

8398:                                             ; preds = %8401, %8397
  %8399 = phi i64 [ %8415, %8401 ], [ 0, %8397 ]
  %8400 = icmp slt i64 %8399, 1
  br i1 %8400, label %8401, label %8416

8401:                                             ; preds = %8398
  %8402 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8336, 1
  %8403 = mul nuw nsw i64 %8387, 120
  %8404 = add nuw nsw i64 %8403, %8391
  %8405 = add nuw nsw i64 %8404, %8395
  %8406 = add nuw nsw i64 %8405, %8399
  %8407 = getelementptr inbounds nuw float, ptr %8402, i64 %8406
  %8408 = load float, ptr %8407, align 4
  %8409 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8385, 1
  %8410 = mul nuw nsw i64 %8387, 120
  %8411 = add nuw nsw i64 %8410, %8391
  %8412 = add nuw nsw i64 %8411, %8395
  %8413 = add nuw nsw i64 %8412, %8399
  %8414 = getelementptr inbounds nuw float, ptr %8409, i64 %8413
  store float %8408, ptr %8414, align 4
  %8415 = add i64 %8399, 1
  br label %8398

8416:                                             ; preds = %8398
  %8417 = add i64 %8395, 1
  br label %8394

8418:                                             ; preds = %8394
  %8419 = add i64 %8391, 1
  br label %8390

8420:                                             ; preds = %8390
  %8421 = add i64 %8387, 1
  br label %8386

8422:                                             ; preds = %8386
  br label %8423

8423:                                             ; preds = %8494, %8422
  %8424 = phi i64 [ %8495, %8494 ], [ 0, %8422 ]
  %8425 = icmp slt i64 %8424, 1
  br i1 %8425, label %8426, label %8496

8426:                                             ; preds = %8423
  br label %8427

8427:                                             ; preds = %8492, %8426
  %8428 = phi i64 [ %8493, %8492 ], [ 0, %8426 ]
  %8429 = icmp slt i64 %8428, 120
  br i1 %8429, label %8430, label %8494

8430:                                             ; preds = %8427
  br label %8431

8431:                                             ; preds = %8490, %8430
  %8432 = phi i64 [ %8491, %8490 ], [ 0, %8430 ]
  %8433 = icmp slt i64 %8432, 1
  br i1 %8433, label %8434, label %8492

8434:                                             ; preds = %8431
  br label %8435

8435:                                             ; preds = %8488, %8434
  %8436 = phi i64 [ %8489, %8488 ], [ 0, %8434 ]
  %8437 = icmp slt i64 %8436, 1
  br i1 %8437, label %8438, label %8490

8438:                                             ; preds = %8435
  br label %8439

8439:                                             ; preds = %8486, %8438
  %8440 = phi i64 [ %8487, %8486 ], [ 0, %8438 ]
  %8441 = icmp slt i64 %8440, 32
  br i1 %8441, label %8442, label %8488

8442:                                             ; preds = %8439
  br label %8443

8443:                                             ; preds = %8484, %8442
  %8444 = phi i64 [ %8485, %8484 ], [ 0, %8442 ]
  %8445 = icmp slt i64 %8444, 1
  br i1 %8445, label %8446, label %8486

8446:                                             ; preds = %8443
  br label %8447

8447:                                             ; preds = %8450, %8446
  %8448 = phi i64 [ %8483, %8450 ], [ 0, %8446 ]
  %8449 = icmp slt i64 %8448, 1
  br i1 %8449, label %8450, label %8484

8450:                                             ; preds = %8447
  %8451 = add i64 %8432, %8444
  %8452 = add i64 %8436, %8448
  %8453 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8209, 1
  %8454 = mul nuw nsw i64 %8424, 32
  %8455 = add nuw nsw i64 %8454, %8440
  %8456 = add nuw nsw i64 %8455, %8451
  %8457 = add nuw nsw i64 %8456, %8452
  %8458 = getelementptr inbounds nuw float, ptr %8453, i64 %8457
  %8459 = load float, ptr %8458, align 4
  %8460 = mul nuw nsw i64 %8428, 32
  %8461 = add nuw nsw i64 %8460, %8440
  %8462 = add nuw nsw i64 %8461, %8444
  %8463 = add nuw nsw i64 %8462, %8448
  %8464 = getelementptr inbounds nuw float, ptr @__constant_120x32x1x1xf32, i64 %8463
  %8465 = load float, ptr %8464, align 4
  %8466 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8385, 1
  %8467 = mul nuw nsw i64 %8424, 120
  %8468 = add nuw nsw i64 %8467, %8428
  %8469 = add nuw nsw i64 %8468, %8432
  %8470 = add nuw nsw i64 %8469, %8436
  %8471 = getelementptr inbounds nuw float, ptr %8466, i64 %8470
  %8472 = load float, ptr %8471, align 4
  %8473 = fcmp ugt float %8459, 0.000000e+00
  %8474 = select i1 %8473, float %8459, float 0.000000e+00
  %8475 = fmul float %8474, %8465
  %8476 = fadd float %8472, %8475
  %8477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8385, 1
  %8478 = mul nuw nsw i64 %8424, 120
  %8479 = add nuw nsw i64 %8478, %8428
  %8480 = add nuw nsw i64 %8479, %8432
  %8481 = add nuw nsw i64 %8480, %8436
  %8482 = getelementptr inbounds nuw float, ptr %8477, i64 %8481
  store float %8476, ptr %8482, align 4
  %8483 = add i64 %8448, 1
  br label %8447

8484:                                             ; preds = %8447
  %8485 = add i64 %8444, 1
  br label %8443

8486:                                             ; preds = %8443
  %8487 = add i64 %8440, 1
  br label %8439

8488:                                             ; preds = %8439
  %8489 = add i64 %8436, 1
  br label %8435

8490:                                             ; preds = %8435
  %8491 = add i64 %8432, 1
  br label %8431

8492:                                             ; preds = %8431
  %8493 = add i64 %8428, 1
  br label %8427

8494:                                             ; preds = %8427
  %8495 = add i64 %8424, 1
  br label %8423

8496:                                             ; preds = %8423
  %8497 = call ptr @malloc(i64 3136)
  %8498 = ptrtoint ptr %8497 to i64
  %8499 = add i64 %8498, 63
  %8500 = urem i64 %8499, 64
  %8501 = sub i64 %8499, %8500
  %8502 = inttoptr i64 %8501 to ptr
  %8503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8497, 0
  %8504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8503, ptr %8502, 1
  %8505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8504, i64 0, 2
  %8506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8505, i64 1, 3, 0
  %8507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8506, i64 48, 3, 1
  %8508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8507, i64 4, 3, 2
  %8509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8508, i64 4, 3, 3
  %8510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8509, i64 768, 4, 0
  %8511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8510, i64 16, 4, 1
  %8512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8511, i64 4, 4, 2
  %8513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8512, i64 1, 4, 3
  br label %8514

8514:                                             ; preds = %8543, %8496
  %8515 = phi i64 [ %8544, %8543 ], [ 0, %8496 ]
  %8516 = icmp slt i64 %8515, 1
  br i1 %8516, label %8517, label %8545

8517:                                             ; preds = %8514
  br label %8518

8518:                                             ; preds = %8541, %8517
  %8519 = phi i64 [ %8542, %8541 ], [ 0, %8517 ]
  %8520 = icmp slt i64 %8519, 48
  br i1 %8520, label %8521, label %8543

8521:                                             ; preds = %8518
  br label %8522

8522:                                             ; preds = %8539, %8521
  %8523 = phi i64 [ %8540, %8539 ], [ 0, %8521 ]
  %8524 = icmp slt i64 %8523, 4
  br i1 %8524, label %8525, label %8541

8525:                                             ; preds = %8522
  br label %8526

8526:                                             ; preds = %8529, %8525
  %8527 = phi i64 [ %8538, %8529 ], [ 0, %8525 ]
  %8528 = icmp slt i64 %8527, 4
  br i1 %8528, label %8529, label %8539

8529:                                             ; preds = %8526
  %8530 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8513, 1
  %8531 = mul nuw nsw i64 %8515, 768
  %8532 = mul nuw nsw i64 %8519, 16
  %8533 = add nuw nsw i64 %8531, %8532
  %8534 = mul nuw nsw i64 %8523, 4
  %8535 = add nuw nsw i64 %8533, %8534
  %8536 = add nuw nsw i64 %8535, %8527
  %8537 = getelementptr inbounds nuw float, ptr %8530, i64 %8536
  store float 0.000000e+00, ptr %8537, align 4
  %8538 = add i64 %8527, 1
  br label %8526

8539:                                             ; preds = %8526
  %8540 = add i64 %8523, 1
  br label %8522

8541:                                             ; preds = %8522
  %8542 = add i64 %8519, 1
  br label %8518

8543:                                             ; preds = %8518
  %8544 = add i64 %8515, 1
  br label %8514

8545:                                             ; preds = %8514
  %8546 = call ptr @malloc(i64 3136)
  %8547 = ptrtoint ptr %8546 to i64
  %8548 = add i64 %8547, 63
  %8549 = urem i64 %8548, 64
  %8550 = sub i64 %8548, %8549
  %8551 = inttoptr i64 %8550 to ptr
  %8552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8546, 0
  %8553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8552, ptr %8551, 1
  %8554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8553, i64 0, 2
  %8555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8554, i64 1, 3, 0
  %8556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8555, i64 48, 3, 1
  %8557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8556, i64 4, 3, 2
  %8558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8557, i64 4, 3, 3
  %8559 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8558, i64 768, 4, 0
  %8560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8559, i64 16, 4, 1
  %8561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8560, i64 4, 4, 2
  %8562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8561, i64 1, 4, 3
  br label %8563

8563:                                             ; preds = %8601, %8545
  %8564 = phi i64 [ %8602, %8601 ], [ 0, %8545 ]
  %8565 = icmp slt i64 %8564, 1
  br i1 %8565, label %8566, label %8603

8566:                                             ; preds = %8563
  br label %8567

8567:                                             ; preds = %8599, %8566
  %8568 = phi i64 [ %8600, %8599 ], [ 0, %8566 ]
  %8569 = icmp slt i64 %8568, 48
  br i1 %8569, label %8570, label %8601

8570:                                             ; preds = %8567
  br label %8571

8571:                                             ; preds = %8597, %8570
  %8572 = phi i64 [ %8598, %8597 ], [ 0, %8570 ]
  %8573 = icmp slt i64 %8572, 4
  br i1 %8573, label %8574, label %8599

8574:                                             ; preds = %8571
  br label %8575

8575:                                             ; preds = %8578, %8574
  %8576 = phi i64 [ %8596, %8578 ], [ 0, %8574 ]
  %8577 = icmp slt i64 %8576, 4
  br i1 %8577, label %8578, label %8597

8578:                                             ; preds = %8575
  %8579 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8513, 1
  %8580 = mul nuw nsw i64 %8564, 768
  %8581 = mul nuw nsw i64 %8568, 16
  %8582 = add nuw nsw i64 %8580, %8581
  %8583 = mul nuw nsw i64 %8572, 4
  %8584 = add nuw nsw i64 %8582, %8583
  %8585 = add nuw nsw i64 %8584, %8576
  %8586 = getelementptr inbounds nuw float, ptr %8579, i64 %8585
  %8587 = load float, ptr %8586, align 4
  %8588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8562, 1
  %8589 = mul nuw nsw i64 %8564, 768
  %8590 = mul nuw nsw i64 %8568, 16
  %8591 = add nuw nsw i64 %8589, %8590
  %8592 = mul nuw nsw i64 %8572, 4
  %8593 = add nuw nsw i64 %8591, %8592
  %8594 = add nuw nsw i64 %8593, %8576
  %8595 = getelementptr inbounds nuw float, ptr %8588, i64 %8594
  store float %8587, ptr %8595, align 4
  %8596 = add i64 %8576, 1
  br label %8575

8597:                                             ; preds = %8575
  %8598 = add i64 %8572, 1
  br label %8571

8599:                                             ; preds = %8571
  %8600 = add i64 %8568, 1
  br label %8567

8601:                                             ; preds = %8567
  %8602 = add i64 %8564, 1
  br label %8563

8603:                                             ; preds = %8563
  br label %8604

8604:                                             ; preds = %8693, %8603
  %8605 = phi i64 [ %8694, %8693 ], [ 0, %8603 ]
  %8606 = icmp slt i64 %8605, 1
  br i1 %8606, label %8607, label %8695

8607:                                             ; preds = %8604
  br label %8608

8608:                                             ; preds = %8691, %8607
  %8609 = phi i64 [ %8692, %8691 ], [ 0, %8607 ]
  %8610 = icmp slt i64 %8609, 48
  br i1 %8610, label %8611, label %8693

8611:                                             ; preds = %8608
  br label %8612

8612:                                             ; preds = %8689, %8611
  %8613 = phi i64 [ %8690, %8689 ], [ 0, %8611 ]
  %8614 = icmp slt i64 %8613, 4
  br i1 %8614, label %8615, label %8691

8615:                                             ; preds = %8612
  br label %8616

8616:                                             ; preds = %8687, %8615
  %8617 = phi i64 [ %8688, %8687 ], [ 0, %8615 ]
  %8618 = icmp slt i64 %8617, 4
  br i1 %8618, label %8619, label %8689

8619:                                             ; preds = %8616
  br label %8620

8620:                                             ; preds = %8685, %8619
  %8621 = phi i64 [ %8686, %8685 ], [ 0, %8619 ]
  %8622 = icmp slt i64 %8621, 120
  br i1 %8622, label %8623, label %8687

8623:                                             ; preds = %8620
  br label %8624

8624:                                             ; preds = %8683, %8623
  %8625 = phi i64 [ %8684, %8683 ], [ 0, %8623 ]
  %8626 = icmp slt i64 %8625, 1
  br i1 %8626, label %8627, label %8685

8627:                                             ; preds = %8624
  br label %8628

8628:                                             ; preds = %8631, %8627
  %8629 = phi i64 [ %8682, %8631 ], [ 0, %8627 ]
  %8630 = icmp slt i64 %8629, 1
  br i1 %8630, label %8631, label %8683

8631:                                             ; preds = %8628
  %8632 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8385, 1
  %8633 = mul nuw nsw i64 %8605, 120
  %8634 = add nuw nsw i64 %8633, %8621
  %8635 = add nuw nsw i64 %8634, 0
  %8636 = add nuw nsw i64 %8635, 0
  %8637 = getelementptr inbounds nuw float, ptr %8632, i64 %8636
  %8638 = load float, ptr %8637, align 4
  %8639 = add i64 %8613, %8625
  %8640 = add i64 %8617, %8629
  %8641 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7924, 1
  %8642 = mul nuw nsw i64 %8605, 1920
  %8643 = mul nuw nsw i64 %8621, 16
  %8644 = add nuw nsw i64 %8642, %8643
  %8645 = mul nuw nsw i64 %8639, 4
  %8646 = add nuw nsw i64 %8644, %8645
  %8647 = add nuw nsw i64 %8646, %8640
  %8648 = getelementptr inbounds nuw float, ptr %8641, i64 %8647
  %8649 = load float, ptr %8648, align 4
  %8650 = mul nuw nsw i64 %8609, 120
  %8651 = add nuw nsw i64 %8650, %8621
  %8652 = add nuw nsw i64 %8651, %8625
  %8653 = add nuw nsw i64 %8652, %8629
  %8654 = getelementptr inbounds nuw float, ptr @__constant_48x120x1x1xf32, i64 %8653
  %8655 = load float, ptr %8654, align 4
  %8656 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8562, 1
  %8657 = mul nuw nsw i64 %8605, 768
  %8658 = mul nuw nsw i64 %8609, 16
  %8659 = add nuw nsw i64 %8657, %8658
  %8660 = mul nuw nsw i64 %8613, 4
  %8661 = add nuw nsw i64 %8659, %8660
  %8662 = add nuw nsw i64 %8661, %8617
  %8663 = getelementptr inbounds nuw float, ptr %8656, i64 %8662
  %8664 = load float, ptr %8663, align 4
  %8665 = fadd float %8638, 3.000000e+00
  %8666 = fcmp ult float %8665, 0.000000e+00
  %8667 = select i1 %8666, float 0.000000e+00, float %8665
  %8668 = fcmp ugt float %8667, 6.000000e+00
  %8669 = select i1 %8668, float 6.000000e+00, float %8667
  %8670 = fdiv float %8669, 6.000000e+00
  %8671 = fmul float %8670, %8649
  %8672 = fmul float %8671, %8655
  %8673 = fadd float %8664, %8672
  %8674 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8562, 1
  %8675 = mul nuw nsw i64 %8605, 768
  %8676 = mul nuw nsw i64 %8609, 16
  %8677 = add nuw nsw i64 %8675, %8676
  %8678 = mul nuw nsw i64 %8613, 4
  %8679 = add nuw nsw i64 %8677, %8678
  %8680 = add nuw nsw i64 %8679, %8617
  %8681 = getelementptr inbounds nuw float, ptr %8674, i64 %8680
  store float %8673, ptr %8681, align 4
  %8682 = add i64 %8629, 1
  br label %8628

8683:                                             ; preds = %8628
  %8684 = add i64 %8625, 1
  br label %8624

8685:                                             ; preds = %8624
  %8686 = add i64 %8621, 1
  br label %8620

8687:                                             ; preds = %8620
  %8688 = add i64 %8617, 1
  br label %8616

8689:                                             ; preds = %8616
  %8690 = add i64 %8613, 1
  br label %8612

8691:                                             ; preds = %8612
  %8692 = add i64 %8609, 1
  br label %8608

8693:                                             ; preds = %8608
  %8694 = add i64 %8605, 1
  br label %8604

8695:                                             ; preds = %8604
  %8696 = call ptr @malloc(i64 3136)
  %8697 = ptrtoint ptr %8696 to i64
  %8698 = add i64 %8697, 63
  %8699 = urem i64 %8698, 64
  %8700 = sub i64 %8698, %8699
  %8701 = inttoptr i64 %8700 to ptr
  %8702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8696, 0
  %8703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8702, ptr %8701, 1
  %8704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8703, i64 0, 2
  %8705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8704, i64 1, 3, 0
  %8706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8705, i64 48, 3, 1
  %8707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8706, i64 4, 3, 2
  %8708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8707, i64 4, 3, 3
  %8709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8708, i64 768, 4, 0
  %8710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8709, i64 16, 4, 1
  %8711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8710, i64 4, 4, 2
  %8712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8711, i64 1, 4, 3
  br label %8713

8713:                                             ; preds = %8774, %8695
  %8714 = phi i64 [ %8775, %8774 ], [ 0, %8695 ]
  %8715 = icmp slt i64 %8714, 1
  br i1 %8715, label %8716, label %8776

8716:                                             ; preds = %8713
  br label %8717

8717:                                             ; preds = %8772, %8716
  %8718 = phi i64 [ %8773, %8772 ], [ 0, %8716 ]
  %8719 = icmp slt i64 %8718, 48
  br i1 %8719, label %8720, label %8774

8720:                                             ; preds = %8717
  br label %8721

8721:                                             ; preds = %8770, %8720
  %8722 = phi i64 [ %8771, %8770 ], [ 0, %8720 ]
  %8723 = icmp slt i64 %8722, 4
  br i1 %8723, label %8724, label %8772

8724:                                             ; preds = %8721
  br label %8725

8725:                                             ; preds = %8728, %8724
  %8726 = phi i64 [ %8769, %8728 ], [ 0, %8724 ]
  %8727 = icmp slt i64 %8726, 4
  br i1 %8727, label %8728, label %8770

8728:                                             ; preds = %8725
  %8729 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8562, 1
  %8730 = mul nuw nsw i64 %8714, 768
  %8731 = mul nuw nsw i64 %8718, 16
  %8732 = add nuw nsw i64 %8730, %8731
  %8733 = mul nuw nsw i64 %8722, 4
  %8734 = add nuw nsw i64 %8732, %8733
  %8735 = add nuw nsw i64 %8734, %8726
  %8736 = getelementptr inbounds nuw float, ptr %8729, i64 %8735
  %8737 = load float, ptr %8736, align 4
  %8738 = add nuw nsw i64 %8718, 0
  %8739 = add nuw nsw i64 %8738, 0
  %8740 = getelementptr inbounds nuw float, ptr @__constant_48xf32_62, i64 %8739
  %8741 = load float, ptr %8740, align 4
  %8742 = add nuw nsw i64 %8718, 0
  %8743 = add nuw nsw i64 %8742, 0
  %8744 = getelementptr inbounds nuw float, ptr @__constant_48xf32_61, i64 %8743
  %8745 = load float, ptr %8744, align 4
  %8746 = add nuw nsw i64 %8718, 0
  %8747 = add nuw nsw i64 %8746, 0
  %8748 = getelementptr inbounds nuw float, ptr @__constant_48xf32_60, i64 %8747
  %8749 = load float, ptr %8748, align 4
  %8750 = add nuw nsw i64 %8718, 0
  %8751 = add nuw nsw i64 %8750, 0
  %8752 = getelementptr inbounds nuw float, ptr @__constant_48xf32_59, i64 %8751
  %8753 = load float, ptr %8752, align 4
  %8754 = fadd float %8745, 1.000000e-03
  %8755 = call float @llvm.sqrt.f32(float %8754)
  %8756 = fdiv float 1.000000e+00, %8755
  %8757 = fsub float %8737, %8741
  %8758 = fmul float %8757, %8756
  %8759 = fmul float %8758, %8749
  %8760 = fadd float %8759, %8753
  %8761 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8712, 1
  %8762 = mul nuw nsw i64 %8714, 768
  %8763 = mul nuw nsw i64 %8718, 16
  %8764 = add nuw nsw i64 %8762, %8763
  %8765 = mul nuw nsw i64 %8722, 4
  %8766 = add nuw nsw i64 %8764, %8765
  %8767 = add nuw nsw i64 %8766, %8726
  %8768 = getelementptr inbounds nuw float, ptr %8761, i64 %8767
  store float %8760, ptr %8768, align 4
  %8769 = add i64 %8726, 1
  br label %8725

8770:                                             ; preds = %8725
  %8771 = add i64 %8722, 1
  br label %8721

8772:                                             ; preds = %8721
  %8773 = add i64 %8718, 1
  br label %8717

8774:                                             ; preds = %8717
  %8775 = add i64 %8714, 1
  br label %8713

8776:                                             ; preds = %8713
  %8777 = call ptr @malloc(i64 9280)
  %8778 = ptrtoint ptr %8777 to i64
  %8779 = add i64 %8778, 63
  %8780 = urem i64 %8779, 64
  %8781 = sub i64 %8779, %8780
  %8782 = inttoptr i64 %8781 to ptr
  %8783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8777, 0
  %8784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8783, ptr %8782, 1
  %8785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8784, i64 0, 2
  %8786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8785, i64 1, 3, 0
  %8787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8786, i64 144, 3, 1
  %8788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8787, i64 4, 3, 2
  %8789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8788, i64 4, 3, 3
  %8790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8789, i64 2304, 4, 0
  %8791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8790, i64 16, 4, 1
  %8792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8791, i64 4, 4, 2
  %8793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8792, i64 1, 4, 3
  br label %8794

8794:                                             ; preds = %8823, %8776
  %8795 = phi i64 [ %8824, %8823 ], [ 0, %8776 ]
  %8796 = icmp slt i64 %8795, 1
  br i1 %8796, label %8797, label %8825

8797:                                             ; preds = %8794
  br label %8798

8798:                                             ; preds = %8821, %8797
  %8799 = phi i64 [ %8822, %8821 ], [ 0, %8797 ]
  %8800 = icmp slt i64 %8799, 144
  br i1 %8800, label %8801, label %8823

8801:                                             ; preds = %8798
  br label %8802

8802:                                             ; preds = %8819, %8801
  %8803 = phi i64 [ %8820, %8819 ], [ 0, %8801 ]
  %8804 = icmp slt i64 %8803, 4
  br i1 %8804, label %8805, label %8821

8805:                                             ; preds = %8802
  br label %8806

8806:                                             ; preds = %8809, %8805
  %8807 = phi i64 [ %8818, %8809 ], [ 0, %8805 ]
  %8808 = icmp slt i64 %8807, 4
  br i1 %8808, label %8809, label %8819

8809:                                             ; preds = %8806
  %8810 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8793, 1
  %8811 = mul nuw nsw i64 %8795, 2304
  %8812 = mul nuw nsw i64 %8799, 16
  %8813 = add nuw nsw i64 %8811, %8812
  %8814 = mul nuw nsw i64 %8803, 4
  %8815 = add nuw nsw i64 %8813, %8814
  %8816 = add nuw nsw i64 %8815, %8807
  %8817 = getelementptr inbounds nuw float, ptr %8810, i64 %8816
  store float 0.000000e+00, ptr %8817, align 4
  %8818 = add i64 %8807, 1
  br label %8806

8819:                                             ; preds = %8806
  %8820 = add i64 %8803, 1
  br label %8802

8821:                                             ; preds = %8802
  %8822 = add i64 %8799, 1
  br label %8798

8823:                                             ; preds = %8798
  %8824 = add i64 %8795, 1
  br label %8794

8825:                                             ; preds = %8794
  %8826 = call ptr @malloc(i64 9280)
  %8827 = ptrtoint ptr %8826 to i64
  %8828 = add i64 %8827, 63
  %8829 = urem i64 %8828, 64
  %8830 = sub i64 %8828, %8829
  %8831 = inttoptr i64 %8830 to ptr
  %8832 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8826, 0
  %8833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8832, ptr %8831, 1
  %8834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8833, i64 0, 2
  %8835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8834, i64 1, 3, 0
  %8836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8835, i64 144, 3, 1
  %8837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8836, i64 4, 3, 2
  %8838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8837, i64 4, 3, 3
  %8839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8838, i64 2304, 4, 0
  %8840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8839, i64 16, 4, 1
  %8841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8840, i64 4, 4, 2
  %8842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8841, i64 1, 4, 3
  br label %8843

8843:                                             ; preds = %8881, %8825
  %8844 = phi i64 [ %8882, %8881 ], [ 0, %8825 ]
  %8845 = icmp slt i64 %8844, 1
  br i1 %8845, label %8846, label %8883

8846:                                             ; preds = %8843
  br label %8847

8847:                                             ; preds = %8879, %8846
  %8848 = phi i64 [ %8880, %8879 ], [ 0, %8846 ]
  %8849 = icmp slt i64 %8848, 144
  br i1 %8849, label %8850, label %8881

8850:                                             ; preds = %8847
  br label %8851

8851:                                             ; preds = %8877, %8850
  %8852 = phi i64 [ %8878, %8877 ], [ 0, %8850 ]
  %8853 = icmp slt i64 %8852, 4
  br i1 %8853, label %8854, label %8879

8854:                                             ; preds = %8851
  br label %8855

8855:                                             ; preds = %8858, %8854
  %8856 = phi i64 [ %8876, %8858 ], [ 0, %8854 ]
  %8857 = icmp slt i64 %8856, 4
  br i1 %8857, label %8858, label %8877

8858:                                             ; preds = %8855
  %8859 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8793, 1
  %8860 = mul nuw nsw i64 %8844, 2304
  %8861 = mul nuw nsw i64 %8848, 16
  %8862 = add nuw nsw i64 %8860, %8861
  %8863 = mul nuw nsw i64 %8852, 4
  %8864 = add nuw nsw i64 %8862, %8863
  %8865 = add nuw nsw i64 %8864, %8856
  %8866 = getelementptr inbounds nuw float, ptr %8859, i64 %8865
  %8867 = load float, ptr %8866, align 4
  %8868 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8842, 1
  %8869 = mul nuw nsw i64 %8844, 2304
  %8870 = mul nuw nsw i64 %8848, 16
  %8871 = add nuw nsw i64 %8869, %8870
  %8872 = mul nuw nsw i64 %8852, 4
  %8873 = add nuw nsw i64 %8871, %8872
  %8874 = add nuw nsw i64 %8873, %8856
  %8875 = getelementptr inbounds nuw float, ptr %8868, i64 %8874
  store float %8867, ptr %8875, align 4
  %8876 = add i64 %8856, 1
  br label %8855

8877:                                             ; preds = %8855
  %8878 = add i64 %8852, 1
  br label %8851

8879:                                             ; preds = %8851
  %8880 = add i64 %8848, 1
  br label %8847

8881:                                             ; preds = %8847
  %8882 = add i64 %8844, 1
  br label %8843

8883:                                             ; preds = %8843
  br label %8884

8884:                                             ; preds = %8959, %8883
  %8885 = phi i64 [ %8960, %8959 ], [ 0, %8883 ]
  %8886 = icmp slt i64 %8885, 1
  br i1 %8886, label %8887, label %8961

8887:                                             ; preds = %8884
  br label %8888

8888:                                             ; preds = %8957, %8887
  %8889 = phi i64 [ %8958, %8957 ], [ 0, %8887 ]
  %8890 = icmp slt i64 %8889, 144
  br i1 %8890, label %8891, label %8959

8891:                                             ; preds = %8888
  br label %8892

8892:                                             ; preds = %8955, %8891
  %8893 = phi i64 [ %8956, %8955 ], [ 0, %8891 ]
  %8894 = icmp slt i64 %8893, 4
  br i1 %8894, label %8895, label %8957

8895:                                             ; preds = %8892
  br label %8896

8896:                                             ; preds = %8953, %8895
  %8897 = phi i64 [ %8954, %8953 ], [ 0, %8895 ]
  %8898 = icmp slt i64 %8897, 4
  br i1 %8898, label %8899, label %8955

8899:                                             ; preds = %8896
  br label %8900

8900:                                             ; preds = %8951, %8899
  %8901 = phi i64 [ %8952, %8951 ], [ 0, %8899 ]
  %8902 = icmp slt i64 %8901, 48
  br i1 %8902, label %8903, label %8953

8903:                                             ; preds = %8900
  br label %8904

8904:                                             ; preds = %8949, %8903
  %8905 = phi i64 [ %8950, %8949 ], [ 0, %8903 ]
  %8906 = icmp slt i64 %8905, 1
  br i1 %8906, label %8907, label %8951

8907:                                             ; preds = %8904
  br label %8908

8908:                                             ; preds = %8911, %8907
  %8909 = phi i64 [ %8948, %8911 ], [ 0, %8907 ]
  %8910 = icmp slt i64 %8909, 1
  br i1 %8910, label %8911, label %8949

8911:                                             ; preds = %8908
  %8912 = add i64 %8893, %8905
  %8913 = add i64 %8897, %8909
  %8914 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8712, 1
  %8915 = mul nuw nsw i64 %8885, 768
  %8916 = mul nuw nsw i64 %8901, 16
  %8917 = add nuw nsw i64 %8915, %8916
  %8918 = mul nuw nsw i64 %8912, 4
  %8919 = add nuw nsw i64 %8917, %8918
  %8920 = add nuw nsw i64 %8919, %8913
  %8921 = getelementptr inbounds nuw float, ptr %8914, i64 %8920
  %8922 = load float, ptr %8921, align 4
  %8923 = mul nuw nsw i64 %8889, 48
  %8924 = add nuw nsw i64 %8923, %8901
  %8925 = add nuw nsw i64 %8924, %8905
  %8926 = add nuw nsw i64 %8925, %8909
  %8927 = getelementptr inbounds nuw float, ptr @__constant_144x48x1x1xf32, i64 %8926
  %8928 = load float, ptr %8927, align 4
  %8929 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8842, 1
  %8930 = mul nuw nsw i64 %8885, 2304
  %8931 = mul nuw nsw i64 %8889, 16
  %8932 = add nuw nsw i64 %8930, %8931
  %8933 = mul nuw nsw i64 %8893, 4
  %8934 = add nuw nsw i64 %8932, %8933
  %8935 = add nuw nsw i64 %8934, %8897
  %8936 = getelementptr inbounds nuw float, ptr %8929, i64 %8935
  %8937 = load float, ptr %8936, align 4
  %8938 = fmul float %8922, %8928
  %8939 = fadd float %8937, %8938
  %8940 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8842, 1
  %8941 = mul nuw nsw i64 %8885, 2304
  %8942 = mul nuw nsw i64 %8889, 16
  %8943 = add nuw nsw i64 %8941, %8942
  %8944 = mul nuw nsw i64 %8893, 4
  %8945 = add nuw nsw i64 %8943, %8944
  %8946 = add nuw nsw i64 %8945, %8897
  %8947 = getelementptr inbounds nuw float, ptr %8940, i64 %8946
  store float %8939, ptr %8947, align 4
  %8948 = add i64 %8909, 1
  br label %8908

8949:                                             ; preds = %8908
  %8950 = add i64 %8905, 1
  br label %8904

8951:                                             ; preds = %8904
  %8952 = add i64 %8901, 1
  br label %8900

8953:                                             ; preds = %8900
  %8954 = add i64 %8897, 1
  br label %8896

8955:                                             ; preds = %8896
  %8956 = add i64 %8893, 1
  br label %8892

8957:                                             ; preds = %8892
  %8958 = add i64 %8889, 1
  br label %8888

8959:                                             ; preds = %8888
  %8960 = add i64 %8885, 1
  br label %8884

8961:                                             ; preds = %8884
  %8962 = call ptr @malloc(i64 9280)
  %8963 = ptrtoint ptr %8962 to i64
  %8964 = add i64 %8963, 63
  %8965 = urem i64 %8964, 64
  %8966 = sub i64 %8964, %8965
  %8967 = inttoptr i64 %8966 to ptr
  %8968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8962, 0
  %8969 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8968, ptr %8967, 1
  %8970 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8969, i64 0, 2
  %8971 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8970, i64 1, 3, 0
  %8972 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8971, i64 144, 3, 1
  %8973 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8972, i64 4, 3, 2
  %8974 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8973, i64 4, 3, 3
  %8975 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8974, i64 2304, 4, 0
  %8976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8975, i64 16, 4, 1
  %8977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8976, i64 4, 4, 2
  %8978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8977, i64 1, 4, 3
  br label %8979

8979:                                             ; preds = %9047, %8961
  %8980 = phi i64 [ %9048, %9047 ], [ 0, %8961 ]
  %8981 = icmp slt i64 %8980, 1
  br i1 %8981, label %8982, label %9049

8982:                                             ; preds = %8979
  br label %8983

8983:                                             ; preds = %9045, %8982
  %8984 = phi i64 [ %9046, %9045 ], [ 0, %8982 ]
  %8985 = icmp slt i64 %8984, 144
  br i1 %8985, label %8986, label %9047

8986:                                             ; preds = %8983
  br label %8987

8987:                                             ; preds = %9043, %8986
  %8988 = phi i64 [ %9044, %9043 ], [ 0, %8986 ]
  %8989 = icmp slt i64 %8988, 4
  br i1 %8989, label %8990, label %9045

8990:                                             ; preds = %8987
  br label %8991

8991:                                             ; preds = %8994, %8990
  %8992 = phi i64 [ %9042, %8994 ], [ 0, %8990 ]
  %8993 = icmp slt i64 %8992, 4
  br i1 %8993, label %8994, label %9043

8994:                                             ; preds = %8991
  %8995 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8842, 1
  %8996 = mul nuw nsw i64 %8980, 2304
  %8997 = mul nuw nsw i64 %8984, 16
  %8998 = add nuw nsw i64 %8996, %8997
  %8999 = mul nuw nsw i64 %8988, 4
  %9000 = add nuw nsw i64 %8998, %8999
  %9001 = add nuw nsw i64 %9000, %8992
  %9002 = getelementptr inbounds nuw float, ptr %8995, i64 %9001
  %9003 = load float, ptr %9002, align 4
  %9004 = add nuw nsw i64 %8984, 0
  %9005 = add nuw nsw i64 %9004, 0
  %9006 = getelementptr inbounds nuw float, ptr @__constant_144xf32_58, i64 %9005
  %9007 = load float, ptr %9006, align 4
  %9008 = add nuw nsw i64 %8984, 0
  %9009 = add nuw nsw i64 %9008, 0
  %9010 = getelementptr inbounds nuw float, ptr @__constant_144xf32_57, i64 %9009
  %9011 = load float, ptr %9010, align 4
  %9012 = add nuw nsw i64 %8984, 0
  %9013 = add nuw nsw i64 %9012, 0
  %9014 = getelementptr inbounds nuw float, ptr @__constant_144xf32_56, i64 %9013
  %9015 = load float, ptr %9014, align 4
  %9016 = add nuw nsw i64 %8984, 0
  %9017 = add nuw nsw i64 %9016, 0
  %9018 = getelementptr inbounds nuw float, ptr @__constant_144xf32_55, i64 %9017
  %9019 = load float, ptr %9018, align 4
  %9020 = fadd float %9011, 1.000000e-03
  %9021 = call float @llvm.sqrt.f32(float %9020)
  %9022 = fdiv float 1.000000e+00, %9021
  %9023 = fsub float %9003, %9007
  %9024 = fmul float %9023, %9022
  %9025 = fmul float %9024, %9015
  %9026 = fadd float %9025, %9019
  %9027 = fadd float %9026, 3.000000e+00
  %9028 = fcmp ult float %9027, 0.000000e+00
  %9029 = select i1 %9028, float 0.000000e+00, float %9027
  %9030 = fcmp ugt float %9029, 6.000000e+00
  %9031 = select i1 %9030, float 6.000000e+00, float %9029
  %9032 = fmul float %9026, %9031
  %9033 = fdiv float %9032, 6.000000e+00
  %9034 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8978, 1
  %9035 = mul nuw nsw i64 %8980, 2304
  %9036 = mul nuw nsw i64 %8984, 16
  %9037 = add nuw nsw i64 %9035, %9036
  %9038 = mul nuw nsw i64 %8988, 4
  %9039 = add nuw nsw i64 %9037, %9038
  %9040 = add nuw nsw i64 %9039, %8992
  %9041 = getelementptr inbounds nuw float, ptr %9034, i64 %9040
  store float %9033, ptr %9041, align 4
  %9042 = add i64 %8992, 1
  br label %8991

9043:                                             ; preds = %8991
  %9044 = add i64 %8988, 1
  br label %8987

9045:                                             ; preds = %8987
  %9046 = add i64 %8984, 1
  br label %8983

9047:                                             ; preds = %8983
  %9048 = add i64 %8980, 1
  br label %8979

9049:                                             ; preds = %8979
  %9050 = call ptr @malloc(i64 36928)
  %9051 = ptrtoint ptr %9050 to i64
  %9052 = add i64 %9051, 63
  %9053 = urem i64 %9052, 64
  %9054 = sub i64 %9052, %9053
  %9055 = inttoptr i64 %9054 to ptr
  %9056 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9050, 0
  %9057 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9056, ptr %9055, 1
  %9058 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9057, i64 0, 2
  %9059 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9058, i64 1, 3, 0
  %9060 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9059, i64 144, 3, 1
  %9061 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9060, i64 8, 3, 2
  %9062 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9061, i64 8, 3, 3
  %9063 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9062, i64 9216, 4, 0
  %9064 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9063, i64 64, 4, 1
  %9065 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9064, i64 8, 4, 2
  %9066 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9065, i64 1, 4, 3
  br label %9067

9067:                                             ; preds = %9096, %9049
  %9068 = phi i64 [ %9097, %9096 ], [ 0, %9049 ]
  %9069 = icmp slt i64 %9068, 1
  br i1 %9069, label %9070, label %9098

9070:                                             ; preds = %9067
  br label %9071

9071:                                             ; preds = %9094, %9070
  %9072 = phi i64 [ %9095, %9094 ], [ 0, %9070 ]
  %9073 = icmp slt i64 %9072, 144
  br i1 %9073, label %9074, label %9096

9074:                                             ; preds = %9071
  br label %9075

9075:                                             ; preds = %9092, %9074
  %9076 = phi i64 [ %9093, %9092 ], [ 0, %9074 ]
  %9077 = icmp slt i64 %9076, 8
  br i1 %9077, label %9078, label %9094

9078:                                             ; preds = %9075
  br label %9079

9079:                                             ; preds = %9082, %9078
  %9080 = phi i64 [ %9091, %9082 ], [ 0, %9078 ]
  %9081 = icmp slt i64 %9080, 8
  br i1 %9081, label %9082, label %9092

9082:                                             ; preds = %9079
  %9083 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9066, 1
  %9084 = mul nuw nsw i64 %9068, 9216
  %9085 = mul nuw nsw i64 %9072, 64
  %9086 = add nuw nsw i64 %9084, %9085
  %9087 = mul nuw nsw i64 %9076, 8
  %9088 = add nuw nsw i64 %9086, %9087
  %9089 = add nuw nsw i64 %9088, %9080
  %9090 = getelementptr inbounds nuw float, ptr %9083, i64 %9089
  store float 0.000000e+00, ptr %9090, align 4
  %9091 = add i64 %9080, 1
  br label %9079

9092:                                             ; preds = %9079
  %9093 = add i64 %9076, 1
  br label %9075

9094:                                             ; preds = %9075
  %9095 = add i64 %9072, 1
  br label %9071

9096:                                             ; preds = %9071
  %9097 = add i64 %9068, 1
  br label %9067

9098:                                             ; preds = %9067
  %9099 = call ptr @malloc(i64 36928)
  %9100 = ptrtoint ptr %9099 to i64
  %9101 = add i64 %9100, 63
  %9102 = urem i64 %9101, 64
  %9103 = sub i64 %9101, %9102
  %9104 = inttoptr i64 %9103 to ptr
  %9105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9099, 0
  %9106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9105, ptr %9104, 1
  %9107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9106, i64 0, 2
  %9108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9107, i64 1, 3, 0
  %9109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9108, i64 144, 3, 1
  %9110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9109, i64 8, 3, 2
  %9111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9110, i64 8, 3, 3
  %9112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9111, i64 9216, 4, 0
  %9113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9112, i64 64, 4, 1
  %9114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9113, i64 8, 4, 2
  %9115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9114, i64 1, 4, 3
  br label %9116

9116:                                             ; preds = %9154, %9098
  %9117 = phi i64 [ %9155, %9154 ], [ 0, %9098 ]
  %9118 = icmp slt i64 %9117, 1
  br i1 %9118, label %9119, label %9156

9119:                                             ; preds = %9116
  br label %9120

9120:                                             ; preds = %9152, %9119
  %9121 = phi i64 [ %9153, %9152 ], [ 0, %9119 ]
  %9122 = icmp slt i64 %9121, 144
  br i1 %9122, label %9123, label %9154

9123:                                             ; preds = %9120
  br label %9124

9124:                                             ; preds = %9150, %9123
  %9125 = phi i64 [ %9151, %9150 ], [ 0, %9123 ]
  %9126 = icmp slt i64 %9125, 8
  br i1 %9126, label %9127, label %9152

9127:                                             ; preds = %9124
  br label %9128

9128:                                             ; preds = %9131, %9127
  %9129 = phi i64 [ %9149, %9131 ], [ 0, %9127 ]
  %9130 = icmp slt i64 %9129, 8
  br i1 %9130, label %9131, label %9150

9131:                                             ; preds = %9128
  %9132 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9066, 1
  %9133 = mul nuw nsw i64 %9117, 9216
  %9134 = mul nuw nsw i64 %9121, 64
  %9135 = add nuw nsw i64 %9133, %9134
  %9136 = mul nuw nsw i64 %9125, 8
  %9137 = add nuw nsw i64 %9135, %9136
  %9138 = add nuw nsw i64 %9137, %9129
  %9139 = getelementptr inbounds nuw float, ptr %9132, i64 %9138
  %9140 = load float, ptr %9139, align 4
  %9141 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9115, 1
  %9142 = mul nuw nsw i64 %9117, 9216
  %9143 = mul nuw nsw i64 %9121, 64
  %9144 = add nuw nsw i64 %9142, %9143
  %9145 = mul nuw nsw i64 %9125, 8
  %9146 = add nuw nsw i64 %9144, %9145
  %9147 = add nuw nsw i64 %9146, %9129
  %9148 = getelementptr inbounds nuw float, ptr %9141, i64 %9147
  store float %9140, ptr %9148, align 4
  %9149 = add i64 %9129, 1
  br label %9128

9150:                                             ; preds = %9128
  %9151 = add i64 %9125, 1
  br label %9124

9152:                                             ; preds = %9124
  %9153 = add i64 %9121, 1
  br label %9120

9154:                                             ; preds = %9120
  %9155 = add i64 %9117, 1
  br label %9116

9156:                                             ; preds = %9116
  %9157 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9115, 0
  %9158 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9115, 1
  %9159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9157, 0
  %9160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9159, ptr %9158, 1
  %9161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9160, i64 18, 2
  %9162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9161, i64 1, 3, 0
  %9163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9162, i64 9216, 4, 0
  %9164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9163, i64 144, 3, 1
  %9165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9164, i64 64, 4, 1
  %9166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9165, i64 4, 3, 2
  %9167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9166, i64 8, 4, 2
  %9168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9167, i64 4, 3, 3
  %9169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9168, i64 1, 4, 3
  br label %9170

9170:                                             ; preds = %9209, %9156
  %9171 = phi i64 [ %9210, %9209 ], [ 0, %9156 ]
  %9172 = icmp slt i64 %9171, 1
  br i1 %9172, label %9173, label %9211

9173:                                             ; preds = %9170
  br label %9174

9174:                                             ; preds = %9207, %9173
  %9175 = phi i64 [ %9208, %9207 ], [ 0, %9173 ]
  %9176 = icmp slt i64 %9175, 144
  br i1 %9176, label %9177, label %9209

9177:                                             ; preds = %9174
  br label %9178

9178:                                             ; preds = %9205, %9177
  %9179 = phi i64 [ %9206, %9205 ], [ 0, %9177 ]
  %9180 = icmp slt i64 %9179, 4
  br i1 %9180, label %9181, label %9207

9181:                                             ; preds = %9178
  br label %9182

9182:                                             ; preds = %9185, %9181
  %9183 = phi i64 [ %9204, %9185 ], [ 0, %9181 ]
  %9184 = icmp slt i64 %9183, 4
  br i1 %9184, label %9185, label %9205

9185:                                             ; preds = %9182
  %9186 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8978, 1
  %9187 = mul nuw nsw i64 %9171, 2304
  %9188 = mul nuw nsw i64 %9175, 16
  %9189 = add nuw nsw i64 %9187, %9188
  %9190 = mul nuw nsw i64 %9179, 4
  %9191 = add nuw nsw i64 %9189, %9190
  %9192 = add nuw nsw i64 %9191, %9183
  %9193 = getelementptr inbounds nuw float, ptr %9186, i64 %9192
  %9194 = load float, ptr %9193, align 4
  %9195 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9169, 1
  %9196 = getelementptr float, ptr %9195, i64 18
  %9197 = mul nuw nsw i64 %9171, 9216
  %9198 = mul nuw nsw i64 %9175, 64
  %9199 = add nuw nsw i64 %9197, %9198
  %9200 = mul nuw nsw i64 %9179, 8
  %9201 = add nuw nsw i64 %9199, %9200
  %9202 = add nuw nsw i64 %9201, %9183
  %9203 = getelementptr inbounds nuw float, ptr %9196, i64 %9202
  store float %9194, ptr %9203, align 4
  %9204 = add i64 %9183, 1
  br label %9182

9205:                                             ; preds = %9182
  %9206 = add i64 %9179, 1
  br label %9178

9207:                                             ; preds = %9178
  %9208 = add i64 %9175, 1
  br label %9174

9209:                                             ; preds = %9174
  %9210 = add i64 %9171, 1
  br label %9170

9211:                                             ; preds = %9170
  %9212 = call ptr @malloc(i64 9280)
  %9213 = ptrtoint ptr %9212 to i64
  %9214 = add i64 %9213, 63
  %9215 = urem i64 %9214, 64
  %9216 = sub i64 %9214, %9215
  %9217 = inttoptr i64 %9216 to ptr
  %9218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9212, 0
  %9219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9218, ptr %9217, 1
  %9220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9219, i64 0, 2
  %9221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9220, i64 1, 3, 0
  %9222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9221, i64 144, 3, 1
  %9223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9222, i64 4, 3, 2
  %9224 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9223, i64 4, 3, 3
  %9225 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9224, i64 2304, 4, 0
  %9226 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9225, i64 16, 4, 1
  %9227 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9226, i64 4, 4, 2
  %9228 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9227, i64 1, 4, 3
  br label %9229

9229:                                             ; preds = %9267, %9211
  %9230 = phi i64 [ %9268, %9267 ], [ 0, %9211 ]
  %9231 = icmp slt i64 %9230, 1
  br i1 %9231, label %9232, label %9269

9232:                                             ; preds = %9229
  br label %9233

9233:                                             ; preds = %9265, %9232
  %9234 = phi i64 [ %9266, %9265 ], [ 0, %9232 ]
  %9235 = icmp slt i64 %9234, 144
  br i1 %9235, label %9236, label %9267

9236:                                             ; preds = %9233
  br label %9237

9237:                                             ; preds = %9263, %9236
  %9238 = phi i64 [ %9264, %9263 ], [ 0, %9236 ]
  %9239 = icmp slt i64 %9238, 4
  br i1 %9239, label %9240, label %9265

9240:                                             ; preds = %9237
  br label %9241

9241:                                             ; preds = %9244, %9240
  %9242 = phi i64 [ %9262, %9244 ], [ 0, %9240 ]
  %9243 = icmp slt i64 %9242, 4
  br i1 %9243, label %9244, label %9263

9244:                                             ; preds = %9241
  %9245 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8793, 1
  %9246 = mul nuw nsw i64 %9230, 2304
  %9247 = mul nuw nsw i64 %9234, 16
  %9248 = add nuw nsw i64 %9246, %9247
  %9249 = mul nuw nsw i64 %9238, 4
  %9250 = add nuw nsw i64 %9248, %9249
  %9251 = add nuw nsw i64 %9250, %9242
  %9252 = getelementptr inbounds nuw float, ptr %9245, i64 %9251
  %9253 = load float, ptr %9252, align 4
  %9254 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9228, 1
  %9255 = mul nuw nsw i64 %9230, 2304
  %9256 = mul nuw nsw i64 %9234, 16
  %9257 = add nuw nsw i64 %9255, %9256
  %9258 = mul nuw nsw i64 %9238, 4
  %9259 = add nuw nsw i64 %9257, %9258
  %9260 = add nuw nsw i64 %9259, %9242
  %9261 = getelementptr inbounds nuw float, ptr %9254, i64 %9260
  store float %9253, ptr %9261, align 4
  %9262 = add i64 %9242, 1
  br label %9241

9263:                                             ; preds = %9241
  %9264 = add i64 %9238, 1
  br label %9237

9265:                                             ; preds = %9237
  %9266 = add i64 %9234, 1
  br label %9233

9267:                                             ; preds = %9233
  %9268 = add i64 %9230, 1
  br label %9229

9269:                                             ; preds = %9229
  br label %9270

9270:                                             ; preds = %9339, %9269
  %9271 = phi i64 [ %9340, %9339 ], [ 0, %9269 ]
  %9272 = icmp slt i64 %9271, 1
  br i1 %9272, label %9273, label %9341

9273:                                             ; preds = %9270
  br label %9274

9274:                                             ; preds = %9337, %9273
  %9275 = phi i64 [ %9338, %9337 ], [ 0, %9273 ]
  %9276 = icmp slt i64 %9275, 4
  br i1 %9276, label %9277, label %9339

9277:                                             ; preds = %9274
  br label %9278

9278:                                             ; preds = %9335, %9277
  %9279 = phi i64 [ %9336, %9335 ], [ 0, %9277 ]
  %9280 = icmp slt i64 %9279, 4
  br i1 %9280, label %9281, label %9337

9281:                                             ; preds = %9278
  br label %9282

9282:                                             ; preds = %9333, %9281
  %9283 = phi i64 [ %9334, %9333 ], [ 0, %9281 ]
  %9284 = icmp slt i64 %9283, 144
  br i1 %9284, label %9285, label %9335

9285:                                             ; preds = %9282
  br label %9286

9286:                                             ; preds = %9331, %9285
  %9287 = phi i64 [ %9332, %9331 ], [ 0, %9285 ]
  %9288 = icmp slt i64 %9287, 5
  br i1 %9288, label %9289, label %9333

9289:                                             ; preds = %9286
  br label %9290

9290:                                             ; preds = %9293, %9289
  %9291 = phi i64 [ %9330, %9293 ], [ 0, %9289 ]
  %9292 = icmp slt i64 %9291, 5
  br i1 %9292, label %9293, label %9331

9293:                                             ; preds = %9290
  %9294 = add i64 %9275, %9287
  %9295 = add i64 %9279, %9291
  %9296 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9115, 1
  %9297 = mul nuw nsw i64 %9271, 9216
  %9298 = mul nuw nsw i64 %9283, 64
  %9299 = add nuw nsw i64 %9297, %9298
  %9300 = mul nuw nsw i64 %9294, 8
  %9301 = add nuw nsw i64 %9299, %9300
  %9302 = add nuw nsw i64 %9301, %9295
  %9303 = getelementptr inbounds nuw float, ptr %9296, i64 %9302
  %9304 = load float, ptr %9303, align 4
  %9305 = mul nuw nsw i64 %9283, 25
  %9306 = mul nuw nsw i64 %9287, 5
  %9307 = add nuw nsw i64 %9305, %9306
  %9308 = add nuw nsw i64 %9307, %9291
  %9309 = getelementptr inbounds nuw float, ptr @__constant_144x1x5x5xf32, i64 %9308
  %9310 = load float, ptr %9309, align 4
  %9311 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9228, 1
  %9312 = mul nuw nsw i64 %9271, 2304
  %9313 = mul nuw nsw i64 %9283, 16
  %9314 = add nuw nsw i64 %9312, %9313
  %9315 = mul nuw nsw i64 %9275, 4
  %9316 = add nuw nsw i64 %9314, %9315
  %9317 = add nuw nsw i64 %9316, %9279
  %9318 = getelementptr inbounds nuw float, ptr %9311, i64 %9317
  %9319 = load float, ptr %9318, align 4
  %9320 = fmul float %9304, %9310
  %9321 = fadd float %9319, %9320
  %9322 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9228, 1
  %9323 = mul nuw nsw i64 %9271, 2304
  %9324 = mul nuw nsw i64 %9283, 16
  %9325 = add nuw nsw i64 %9323, %9324
  %9326 = mul nuw nsw i64 %9275, 4
  %9327 = add nuw nsw i64 %9325, %9326
  %9328 = add nuw nsw i64 %9327, %9279
  %9329 = getelementptr inbounds nuw float, ptr %9322, i64 %9328
  store float %9321, ptr %9329, align 4
  %9330 = add i64 %9291, 1
  br label %9290

9331:                                             ; preds = %9290
  %9332 = add i64 %9287, 1
  br label %9286

9333:                                             ; preds = %9286
  %9334 = add i64 %9283, 1
  br label %9282

9335:                                             ; preds = %9282
  %9336 = add i64 %9279, 1
  br label %9278

9337:                                             ; preds = %9278
  %9338 = add i64 %9275, 1
  br label %9274

9339:                                             ; preds = %9274
  %9340 = add i64 %9271, 1
  br label %9270

9341:                                             ; preds = %9270
  %9342 = call ptr @malloc(i64 9280)
  %9343 = ptrtoint ptr %9342 to i64
  %9344 = add i64 %9343, 63
  %9345 = urem i64 %9344, 64
  %9346 = sub i64 %9344, %9345
  %9347 = inttoptr i64 %9346 to ptr
  %9348 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9342, 0
  %9349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9348, ptr %9347, 1
  %9350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9349, i64 0, 2
  %9351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9350, i64 1, 3, 0
  %9352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9351, i64 144, 3, 1
  %9353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9352, i64 4, 3, 2
  %9354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9353, i64 4, 3, 3
  %9355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9354, i64 2304, 4, 0
  %9356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9355, i64 16, 4, 1
  %9357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9356, i64 4, 4, 2
  %9358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9357, i64 1, 4, 3
  br label %9359

9359:                                             ; preds = %9427, %9341
  %9360 = phi i64 [ %9428, %9427 ], [ 0, %9341 ]
  %9361 = icmp slt i64 %9360, 1
  br i1 %9361, label %9362, label %9429

9362:                                             ; preds = %9359
  br label %9363

9363:                                             ; preds = %9425, %9362
  %9364 = phi i64 [ %9426, %9425 ], [ 0, %9362 ]
  %9365 = icmp slt i64 %9364, 144
  br i1 %9365, label %9366, label %9427

9366:                                             ; preds = %9363
  br label %9367

9367:                                             ; preds = %9423, %9366
  %9368 = phi i64 [ %9424, %9423 ], [ 0, %9366 ]
  %9369 = icmp slt i64 %9368, 4
  br i1 %9369, label %9370, label %9425

9370:                                             ; preds = %9367
  br label %9371

9371:                                             ; preds = %9374, %9370
  %9372 = phi i64 [ %9422, %9374 ], [ 0, %9370 ]
  %9373 = icmp slt i64 %9372, 4
  br i1 %9373, label %9374, label %9423

9374:                                             ; preds = %9371
  %9375 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9228, 1
  %9376 = mul nuw nsw i64 %9360, 2304
  %9377 = mul nuw nsw i64 %9364, 16
  %9378 = add nuw nsw i64 %9376, %9377
  %9379 = mul nuw nsw i64 %9368, 4
  %9380 = add nuw nsw i64 %9378, %9379
  %9381 = add nuw nsw i64 %9380, %9372
  %9382 = getelementptr inbounds nuw float, ptr %9375, i64 %9381
  %9383 = load float, ptr %9382, align 4
  %9384 = add nuw nsw i64 %9364, 0
  %9385 = add nuw nsw i64 %9384, 0
  %9386 = getelementptr inbounds nuw float, ptr @__constant_144xf32_54, i64 %9385
  %9387 = load float, ptr %9386, align 4
  %9388 = add nuw nsw i64 %9364, 0
  %9389 = add nuw nsw i64 %9388, 0
  %9390 = getelementptr inbounds nuw float, ptr @__constant_144xf32_53, i64 %9389
  %9391 = load float, ptr %9390, align 4
  %9392 = add nuw nsw i64 %9364, 0
  %9393 = add nuw nsw i64 %9392, 0
  %9394 = getelementptr inbounds nuw float, ptr @__constant_144xf32_52, i64 %9393
  %9395 = load float, ptr %9394, align 4
  %9396 = add nuw nsw i64 %9364, 0
  %9397 = add nuw nsw i64 %9396, 0
  %9398 = getelementptr inbounds nuw float, ptr @__constant_144xf32_51, i64 %9397
  %9399 = load float, ptr %9398, align 4
  %9400 = fadd float %9391, 1.000000e-03
  %9401 = call float @llvm.sqrt.f32(float %9400)
  %9402 = fdiv float 1.000000e+00, %9401
  %9403 = fsub float %9383, %9387
  %9404 = fmul float %9403, %9402
  %9405 = fmul float %9404, %9395
  %9406 = fadd float %9405, %9399
  %9407 = fadd float %9406, 3.000000e+00
  %9408 = fcmp ult float %9407, 0.000000e+00
  %9409 = select i1 %9408, float 0.000000e+00, float %9407
  %9410 = fcmp ugt float %9409, 6.000000e+00
  %9411 = select i1 %9410, float 6.000000e+00, float %9409
  %9412 = fmul float %9406, %9411
  %9413 = fdiv float %9412, 6.000000e+00
  %9414 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9358, 1
  %9415 = mul nuw nsw i64 %9360, 2304
  %9416 = mul nuw nsw i64 %9364, 16
  %9417 = add nuw nsw i64 %9415, %9416
  %9418 = mul nuw nsw i64 %9368, 4
  %9419 = add nuw nsw i64 %9417, %9418
  %9420 = add nuw nsw i64 %9419, %9372
  %9421 = getelementptr inbounds nuw float, ptr %9414, i64 %9420
  store float %9413, ptr %9421, align 4
  %9422 = add i64 %9372, 1
  br label %9371

9423:                                             ; preds = %9371
  %9424 = add i64 %9368, 1
  br label %9367

9425:                                             ; preds = %9367
  %9426 = add i64 %9364, 1
  br label %9363

9427:                                             ; preds = %9363
  %9428 = add i64 %9360, 1
  br label %9359

9429:                                             ; preds = %9359
  %9430 = call ptr @malloc(i64 640)
  %9431 = ptrtoint ptr %9430 to i64
  %9432 = add i64 %9431, 63
  %9433 = urem i64 %9432, 64
  %9434 = sub i64 %9432, %9433
  %9435 = inttoptr i64 %9434 to ptr
  %9436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9430, 0
  %9437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9436, ptr %9435, 1
  %9438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9437, i64 0, 2
  %9439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9438, i64 1, 3, 0
  %9440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9439, i64 144, 3, 1
  %9441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9440, i64 1, 3, 2
  %9442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9441, i64 1, 3, 3
  %9443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9442, i64 144, 4, 0
  %9444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9443, i64 1, 4, 1
  %9445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9444, i64 1, 4, 2
  %9446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9445, i64 1, 4, 3
  br label %9447

9447:                                             ; preds = %9474, %9429
  %9448 = phi i64 [ %9475, %9474 ], [ 0, %9429 ]
  %9449 = icmp slt i64 %9448, 1
  br i1 %9449, label %9450, label %9476

9450:                                             ; preds = %9447
  br label %9451

9451:                                             ; preds = %9472, %9450
  %9452 = phi i64 [ %9473, %9472 ], [ 0, %9450 ]
  %9453 = icmp slt i64 %9452, 144
  br i1 %9453, label %9454, label %9474

9454:                                             ; preds = %9451
  br label %9455

9455:                                             ; preds = %9470, %9454
  %9456 = phi i64 [ %9471, %9470 ], [ 0, %9454 ]
  %9457 = icmp slt i64 %9456, 1
  br i1 %9457, label %9458, label %9472

9458:                                             ; preds = %9455
  br label %9459

9459:                                             ; preds = %9462, %9458
  %9460 = phi i64 [ %9469, %9462 ], [ 0, %9458 ]
  %9461 = icmp slt i64 %9460, 1
  br i1 %9461, label %9462, label %9470

9462:                                             ; preds = %9459
  %9463 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9446, 1
  %9464 = mul nuw nsw i64 %9448, 144
  %9465 = add nuw nsw i64 %9464, %9452
  %9466 = add nuw nsw i64 %9465, %9456
  %9467 = add nuw nsw i64 %9466, %9460
  %9468 = getelementptr inbounds nuw float, ptr %9463, i64 %9467
  store float 0.000000e+00, ptr %9468, align 4
  %9469 = add i64 %9460, 1
  br label %9459

9470:                                             ; preds = %9459
  %9471 = add i64 %9456, 1
  br label %9455

9472:                                             ; preds = %9455
  %9473 = add i64 %9452, 1
  br label %9451

9474:                                             ; preds = %9451
  %9475 = add i64 %9448, 1
  br label %9447

9476:                                             ; preds = %9447
  %9477 = call ptr @malloc(i64 640)
  %9478 = ptrtoint ptr %9477 to i64
  %9479 = add i64 %9478, 63
  %9480 = urem i64 %9479, 64
  %9481 = sub i64 %9479, %9480
  %9482 = inttoptr i64 %9481 to ptr
  %9483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9477, 0
  %9484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9483, ptr %9482, 1
  %9485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9484, i64 0, 2
  %9486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9485, i64 1, 3, 0
  %9487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9486, i64 144, 3, 1
  %9488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9487, i64 1, 3, 2
  %9489 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9488, i64 1, 3, 3
  %9490 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9489, i64 144, 4, 0
  %9491 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9490, i64 1, 4, 1
  %9492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9491, i64 1, 4, 2
  %9493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9492, i64 1, 4, 3
  br label %9494

9494:                                             ; preds = %9528, %9476
  %9495 = phi i64 [ %9529, %9528 ], [ 0, %9476 ]
  %9496 = icmp slt i64 %9495, 1
  br i1 %9496, label %9497, label %9530

9497:                                             ; preds = %9494
  br label %9498

9498:                                             ; preds = %9526, %9497
  %9499 = phi i64 [ %9527, %9526 ], [ 0, %9497 ]
  %9500 = icmp slt i64 %9499, 144
  br i1 %9500, label %9501, label %9528

9501:                                             ; preds = %9498
  br label %9502

9502:                                             ; preds = %9524, %9501
  %9503 = phi i64 [ %9525, %9524 ], [ 0, %9501 ]
  %9504 = icmp slt i64 %9503, 1
  br i1 %9504, label %9505, label %9526

9505:                                             ; preds = %9502
  br label %9506

9506:                                             ; preds = %9509, %9505
  %9507 = phi i64 [ %9523, %9509 ], [ 0, %9505 ]
  %9508 = icmp slt i64 %9507, 1
  br i1 %9508, label %9509, label %9524

9509:                                             ; preds = %9506
  %9510 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9446, 1
  %9511 = mul nuw nsw i64 %9495, 144
  %9512 = add nuw nsw i64 %9511, %9499
  %9513 = add nuw nsw i64 %9512, %9503
  %9514 = add nuw nsw i64 %9513, %9507
  %9515 = getelementptr inbounds nuw float, ptr %9510, i64 %9514
  %9516 = load float, ptr %9515, align 4
  %9517 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9493, 1
  %9518 = mul nuw nsw i64 %9495, 144
  %9519 = add nuw nsw i64 %9518, %9499
  %9520 = add nuw nsw i64 %9519, %9503
  %9521 = add nuw nsw i64 %9520, %9507
  %9522 = getelementptr inbounds nuw float, ptr %9517, i64 %9521
  store float %9516, ptr %9522, align 4
  %9523 = add i64 %9507, 1
  br label %9506

9524:                                             ; preds = %9506
  %9525 = add i64 %9503, 1
  br label %9502

9526:                                             ; preds = %9502
  %9527 = add i64 %9499, 1
  br label %9498

9528:                                             ; preds = %9498
  %9529 = add i64 %9495, 1
  br label %9494

9530:                                             ; preds = %9494
  br label %9531

9531:                                             ; preds = %9575, %9530
  %9532 = phi i64 [ %9576, %9575 ], [ 0, %9530 ]
  %9533 = icmp slt i64 %9532, 1
  br i1 %9533, label %9534, label %9577

9534:                                             ; preds = %9531
  br label %9535

9535:                                             ; preds = %9573, %9534
  %9536 = phi i64 [ %9574, %9573 ], [ 0, %9534 ]
  %9537 = icmp slt i64 %9536, 144
  br i1 %9537, label %9538, label %9575

9538:                                             ; preds = %9535
  br label %9539

9539:                                             ; preds = %9571, %9538
  %9540 = phi i64 [ %9572, %9571 ], [ 0, %9538 ]
  %9541 = icmp slt i64 %9540, 4
  br i1 %9541, label %9542, label %9573

9542:                                             ; preds = %9539
  br label %9543

9543:                                             ; preds = %9546, %9542
  %9544 = phi i64 [ %9570, %9546 ], [ 0, %9542 ]
  %9545 = icmp slt i64 %9544, 4
  br i1 %9545, label %9546, label %9571

9546:                                             ; preds = %9543
  %9547 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9358, 1
  %9548 = mul nuw nsw i64 %9532, 2304
  %9549 = mul nuw nsw i64 %9536, 16
  %9550 = add nuw nsw i64 %9548, %9549
  %9551 = mul nuw nsw i64 %9540, 4
  %9552 = add nuw nsw i64 %9550, %9551
  %9553 = add nuw nsw i64 %9552, %9544
  %9554 = getelementptr inbounds nuw float, ptr %9547, i64 %9553
  %9555 = load float, ptr %9554, align 4
  %9556 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9493, 1
  %9557 = mul nuw nsw i64 %9532, 144
  %9558 = add nuw nsw i64 %9557, %9536
  %9559 = add nuw nsw i64 %9558, 0
  %9560 = add nuw nsw i64 %9559, 0
  %9561 = getelementptr inbounds nuw float, ptr %9556, i64 %9560
  %9562 = load float, ptr %9561, align 4
  %9563 = fadd float %9555, %9562
  %9564 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9493, 1
  %9565 = mul nuw nsw i64 %9532, 144
  %9566 = add nuw nsw i64 %9565, %9536
  %9567 = add nuw nsw i64 %9566, 0
  %9568 = add nuw nsw i64 %9567, 0
  %9569 = getelementptr inbounds nuw float, ptr %9564, i64 %9568
  store float %9563, ptr %9569, align 4
  %9570 = add i64 %9544, 1
  br label %9543

9571:                                             ; preds = %9543
  %9572 = add i64 %9540, 1
  br label %9539

9573:                                             ; preds = %9539
  %9574 = add i64 %9536, 1
  br label %9535

9575:                                             ; preds = %9535
  %9576 = add i64 %9532, 1
  br label %9531

9577:                                             ; preds = %9531
  %9578 = call ptr @malloc(i64 224)
  %9579 = ptrtoint ptr %9578 to i64
  %9580 = add i64 %9579, 63
  %9581 = urem i64 %9580, 64
  %9582 = sub i64 %9580, %9581
  %9583 = inttoptr i64 %9582 to ptr
  %9584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9578, 0
  %9585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9584, ptr %9583, 1
  %9586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9585, i64 0, 2
  %9587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9586, i64 1, 3, 0
  %9588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9587, i64 40, 3, 1
  %9589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9588, i64 1, 3, 2
  %9590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9589, i64 1, 3, 3
  %9591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9590, i64 40, 4, 0
  %9592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9591, i64 1, 4, 1
  %9593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9592, i64 1, 4, 2
  %9594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9593, i64 1, 4, 3
  br label %9595

9595:                                             ; preds = %9624, %9577
  %9596 = phi i64 [ %9625, %9624 ], [ 0, %9577 ]
  %9597 = icmp slt i64 %9596, 1
  br i1 %9597, label %9598, label %9626

9598:                                             ; preds = %9595
  br label %9599

9599:                                             ; preds = %9622, %9598
  %9600 = phi i64 [ %9623, %9622 ], [ 0, %9598 ]
  %9601 = icmp slt i64 %9600, 40
  br i1 %9601, label %9602, label %9624

9602:                                             ; preds = %9599
  br label %9603

9603:                                             ; preds = %9620, %9602
  %9604 = phi i64 [ %9621, %9620 ], [ 0, %9602 ]
  %9605 = icmp slt i64 %9604, 1
  br i1 %9605, label %9606, label %9622

9606:                                             ; preds = %9603
  br label %9607

9607:                                             ; preds = %9610, %9606
  %9608 = phi i64 [ %9619, %9610 ], [ 0, %9606 ]
  %9609 = icmp slt i64 %9608, 1
  br i1 %9609, label %9610, label %9620

9610:                                             ; preds = %9607
  %9611 = getelementptr inbounds nuw float, ptr @__constant_40xf32, i64 %9600
  %9612 = load float, ptr %9611, align 4
  %9613 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9594, 1
  %9614 = mul nuw nsw i64 %9596, 40
  %9615 = add nuw nsw i64 %9614, %9600
  %9616 = add nuw nsw i64 %9615, %9604
  %9617 = add nuw nsw i64 %9616, %9608
  %9618 = getelementptr inbounds nuw float, ptr %9613, i64 %9617
  store float %9612, ptr %9618, align 4
  %9619 = add i64 %9608, 1
  br label %9607

9620:                                             ; preds = %9607
  %9621 = add i64 %9604, 1
  br label %9603

9622:                                             ; preds = %9603
  %9623 = add i64 %9600, 1
  br label %9599

9624:                                             ; preds = %9599
  %9625 = add i64 %9596, 1
  br label %9595

9626:                                             ; preds = %9595
  %9627 = call ptr @malloc(i64 224)
  %9628 = ptrtoint ptr %9627 to i64
  %9629 = add i64 %9628, 63
  %9630 = urem i64 %9629, 64
  %9631 = sub i64 %9629, %9630
  %9632 = inttoptr i64 %9631 to ptr
  %9633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9627, 0
  %9634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9633, ptr %9632, 1
  %9635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9634, i64 0, 2
  %9636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9635, i64 1, 3, 0
  %9637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9636, i64 40, 3, 1
  %9638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9637, i64 1, 3, 2
  %9639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9638, i64 1, 3, 3
  %9640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9639, i64 40, 4, 0
  %9641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9640, i64 1, 4, 1
  %9642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9641, i64 1, 4, 2
  %9643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9642, i64 1, 4, 3
  br label %9644

9644:                                             ; preds = %9678, %9626
  %9645 = phi i64 [ %9679, %9678 ], [ 0, %9626 ]
  %9646 = icmp slt i64 %9645, 1
  br i1 %9646, label %9647, label %9680

9647:                                             ; preds = %9644
  br label %9648

9648:                                             ; preds = %9676, %9647
  %9649 = phi i64 [ %9677, %9676 ], [ 0, %9647 ]
  %9650 = icmp slt i64 %9649, 40
  br i1 %9650, label %9651, label %9678

9651:                                             ; preds = %9648
  br label %9652

9652:                                             ; preds = %9674, %9651
  %9653 = phi i64 [ %9675, %9674 ], [ 0, %9651 ]
  %9654 = icmp slt i64 %9653, 1
  br i1 %9654, label %9655, label %9676

9655:                                             ; preds = %9652
  br label %9656

9656:                                             ; preds = %9659, %9655
  %9657 = phi i64 [ %9673, %9659 ], [ 0, %9655 ]
  %9658 = icmp slt i64 %9657, 1
  br i1 %9658, label %9659, label %9674

9659:                                             ; preds = %9656
  %9660 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9594, 1
  %9661 = mul nuw nsw i64 %9645, 40
  %9662 = add nuw nsw i64 %9661, %9649
  %9663 = add nuw nsw i64 %9662, %9653
  %9664 = add nuw nsw i64 %9663, %9657
  %9665 = getelementptr inbounds nuw float, ptr %9660, i64 %9664
  %9666 = load float, ptr %9665, align 4
  %9667 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9643, 1
  %9668 = mul nuw nsw i64 %9645, 40
  %9669 = add nuw nsw i64 %9668, %9649
  %9670 = add nuw nsw i64 %9669, %9653
  %9671 = add nuw nsw i64 %9670, %9657
  %9672 = getelementptr inbounds nuw float, ptr %9667, i64 %9671
  store float %9666, ptr %9672, align 4
  %9673 = add i64 %9657, 1
  br label %9656

9674:                                             ; preds = %9656
  %9675 = add i64 %9653, 1
  br label %9652

9676:                                             ; preds = %9652
  %9677 = add i64 %9649, 1
  br label %9648

9678:                                             ; preds = %9648
  %9679 = add i64 %9645, 1
  br label %9644

9680:                                             ; preds = %9644
  br label %9681

9681:                                             ; preds = %9751, %9680
  %9682 = phi i64 [ %9752, %9751 ], [ 0, %9680 ]
  %9683 = icmp slt i64 %9682, 1
  br i1 %9683, label %9684, label %9753

9684:                                             ; preds = %9681
  br label %9685

9685:                                             ; preds = %9749, %9684
  %9686 = phi i64 [ %9750, %9749 ], [ 0, %9684 ]
  %9687 = icmp slt i64 %9686, 40
  br i1 %9687, label %9688, label %9751

9688:                                             ; preds = %9685
  br label %9689

9689:                                             ; preds = %9747, %9688
  %9690 = phi i64 [ %9748, %9747 ], [ 0, %9688 ]
  %9691 = icmp slt i64 %9690, 1
  br i1 %9691, label %9692, label %9749

9692:                                             ; preds = %9689
  br label %9693

9693:                                             ; preds = %9745, %9692
  %9694 = phi i64 [ %9746, %9745 ], [ 0, %9692 ]
  %9695 = icmp slt i64 %9694, 1
  br i1 %9695, label %9696, label %9747

9696:                                             ; preds = %9693
  br label %9697

9697:                                             ; preds = %9743, %9696
  %9698 = phi i64 [ %9744, %9743 ], [ 0, %9696 ]
  %9699 = icmp slt i64 %9698, 144
  br i1 %9699, label %9700, label %9745

9700:                                             ; preds = %9697
  br label %9701

9701:                                             ; preds = %9741, %9700
  %9702 = phi i64 [ %9742, %9741 ], [ 0, %9700 ]
  %9703 = icmp slt i64 %9702, 1
  br i1 %9703, label %9704, label %9743

9704:                                             ; preds = %9701
  br label %9705

9705:                                             ; preds = %9708, %9704
  %9706 = phi i64 [ %9740, %9708 ], [ 0, %9704 ]
  %9707 = icmp slt i64 %9706, 1
  br i1 %9707, label %9708, label %9741

9708:                                             ; preds = %9705
  %9709 = add i64 %9690, %9702
  %9710 = add i64 %9694, %9706
  %9711 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9493, 1
  %9712 = mul nuw nsw i64 %9682, 144
  %9713 = add nuw nsw i64 %9712, %9698
  %9714 = add nuw nsw i64 %9713, %9709
  %9715 = add nuw nsw i64 %9714, %9710
  %9716 = getelementptr inbounds nuw float, ptr %9711, i64 %9715
  %9717 = load float, ptr %9716, align 4
  %9718 = mul nuw nsw i64 %9686, 144
  %9719 = add nuw nsw i64 %9718, %9698
  %9720 = add nuw nsw i64 %9719, %9702
  %9721 = add nuw nsw i64 %9720, %9706
  %9722 = getelementptr inbounds nuw float, ptr @__constant_40x144x1x1xf32, i64 %9721
  %9723 = load float, ptr %9722, align 4
  %9724 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9643, 1
  %9725 = mul nuw nsw i64 %9682, 40
  %9726 = add nuw nsw i64 %9725, %9686
  %9727 = add nuw nsw i64 %9726, %9690
  %9728 = add nuw nsw i64 %9727, %9694
  %9729 = getelementptr inbounds nuw float, ptr %9724, i64 %9728
  %9730 = load float, ptr %9729, align 4
  %9731 = fdiv float %9717, 1.600000e+01
  %9732 = fmul float %9731, %9723
  %9733 = fadd float %9730, %9732
  %9734 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9643, 1
  %9735 = mul nuw nsw i64 %9682, 40
  %9736 = add nuw nsw i64 %9735, %9686
  %9737 = add nuw nsw i64 %9736, %9690
  %9738 = add nuw nsw i64 %9737, %9694
  %9739 = getelementptr inbounds nuw float, ptr %9734, i64 %9738
  store float %9733, ptr %9739, align 4
  %9740 = add i64 %9706, 1
  br label %9705

9741:                                             ; preds = %9705
  %9742 = add i64 %9702, 1
  br label %9701

9743:                                             ; preds = %9701
  %9744 = add i64 %9698, 1
  br label %9697

9745:                                             ; preds = %9697
  %9746 = add i64 %9694, 1
  br label %9693

9747:                                             ; preds = %9693
  %9748 = add i64 %9690, 1
  br label %9689

9749:                                             ; preds = %9689
  %9750 = add i64 %9686, 1
  br label %9685

9751:                                             ; preds = %9685
  %9752 = add i64 %9682, 1
  br label %9681

9753:                                             ; preds = %9681
  %9754 = call ptr @malloc(i64 640)
  %9755 = ptrtoint ptr %9754 to i64
  %9756 = add i64 %9755, 63
  %9757 = urem i64 %9756, 64
  %9758 = sub i64 %9756, %9757
  %9759 = inttoptr i64 %9758 to ptr
  %9760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9754, 0
  %9761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9760, ptr %9759, 1
  %9762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9761, i64 0, 2
  %9763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9762, i64 1, 3, 0
  %9764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9763, i64 144, 3, 1
  %9765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9764, i64 1, 3, 2
  %9766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9765, i64 1, 3, 3
  %9767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9766, i64 144, 4, 0
  %9768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9767, i64 1, 4, 1
  %9769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9768, i64 1, 4, 2
  %9770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9769, i64 1, 4, 3
  br label %9771

9771:                                             ; preds = %9800, %9753
  %9772 = phi i64 [ %9801, %9800 ], [ 0, %9753 ]
  %9773 = icmp slt i64 %9772, 1
  br i1 %9773, label %9774, label %9802

9774:                                             ; preds = %9771
  br label %9775

9775:                                             ; preds = %9798, %9774
  %9776 = phi i64 [ %9799, %9798 ], [ 0, %9774 ]
  %9777 = icmp slt i64 %9776, 144
  br i1 %9777, label %9778, label %9800

9778:                                             ; preds = %9775
  br label %9779

9779:                                             ; preds = %9796, %9778
  %9780 = phi i64 [ %9797, %9796 ], [ 0, %9778 ]
  %9781 = icmp slt i64 %9780, 1
  br i1 %9781, label %9782, label %9798

9782:                                             ; preds = %9779
  br label %9783

9783:                                             ; preds = %9786, %9782
  %9784 = phi i64 [ %9795, %9786 ], [ 0, %9782 ]
  %9785 = icmp slt i64 %9784, 1
  br i1 %9785, label %9786, label %9796

9786:                                             ; preds = %9783
  %9787 = getelementptr inbounds nuw float, ptr @__constant_144xf32_50, i64 %9776
  %9788 = load float, ptr %9787, align 4
  %9789 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9770, 1
  %9790 = mul nuw nsw i64 %9772, 144
  %9791 = add nuw nsw i64 %9790, %9776
  %9792 = add nuw nsw i64 %9791, %9780
  %9793 = add nuw nsw i64 %9792, %9784
  %9794 = getelementptr inbounds nuw float, ptr %9789, i64 %9793
  store float %9788, ptr %9794, align 4
  %9795 = add i64 %9784, 1
  br label %9783

9796:                                             ; preds = %9783
  %9797 = add i64 %9780, 1
  br label %9779

9798:                                             ; preds = %9779
  %9799 = add i64 %9776, 1
  br label %9775

9800:                                             ; preds = %9775
  %9801 = add i64 %9772, 1
  br label %9771

9802:                                             ; preds = %9771
  %9803 = call ptr @malloc(i64 640)
  %9804 = ptrtoint ptr %9803 to i64
  %9805 = add i64 %9804, 63
  %9806 = urem i64 %9805, 64
  %9807 = sub i64 %9805, %9806
  %9808 = inttoptr i64 %9807 to ptr
  %9809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9803, 0
  %9810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9809, ptr %9808, 1
  %9811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9810, i64 0, 2
  %9812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9811, i64 1, 3, 0
  %9813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9812, i64 144, 3, 1
  %9814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9813, i64 1, 3, 2
  %9815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9814, i64 1, 3, 3
  %9816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9815, i64 144, 4, 0
  %9817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9816, i64 1, 4, 1
  %9818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9817, i64 1, 4, 2
  %9819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9818, i64 1, 4, 3
  br label %9820

9820:                                             ; preds = %9854, %9802
  %9821 = phi i64 [ %9855, %9854 ], [ 0, %9802 ]
  %9822 = icmp slt i64 %9821, 1
  br i1 %9822, label %9823, label %9856

9823:                                             ; preds = %9820
  br label %9824

9824:                                             ; preds = %9852, %9823
  %9825 = phi i64 [ %9853, %9852 ], [ 0, %9823 ]
  %9826 = icmp slt i64 %9825, 144
  br i1 %9826, label %9827, label %9854

9827:                                             ; preds = %9824
  br label %9828

9828:                                             ; preds = %9850, %9827
  %9829 = phi i64 [ %9851, %9850 ], [ 0, %9827 ]
  %9830 = icmp slt i64 %9829, 1
  br i1 %9830, label %9831, label %9852

9831:                                             ; preds = %9828
  br label %9832

9832:                                             ; preds = %9835, %9831
  %9833 = phi i64 [ %9849, %9835 ], [ 0, %9831 ]
  %9834 = icmp slt i64 %9833, 1
  br i1 %9834, label %9835, label %9850

9835:                                             ; preds = %9832
  %9836 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9770, 1
  %9837 = mul nuw nsw i64 %9821, 144
  %9838 = add nuw nsw i64 %9837, %9825
  %9839 = add nuw nsw i64 %9838, %9829
  %9840 = add nuw nsw i64 %9839, %9833
  %9841 = getelementptr inbounds nuw float, ptr %9836, i64 %9840
  %9842 = load float, ptr %9841, align 4
  %9843 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9819, 1
  %9844 = mul nuw nsw i64 %9821, 144
  %9845 = add nuw nsw i64 %9844, %9825
  %9846 = add nuw nsw i64 %9845, %9829
  %9847 = add nuw nsw i64 %9846, %9833
  %9848 = getelementptr inbounds nuw float, ptr %9843, i64 %9847
  store float %9842, ptr %9848, align 4
  %9849 = add i64 %9833, 1
  br label %9832

9850:                                             ; preds = %9832
  %9851 = add i64 %9829, 1
  br label %9828

9852:                                             ; preds = %9828
  %9853 = add i64 %9825, 1
  br label %9824

9854:                                             ; preds = %9824
  %9855 = add i64 %9821, 1
  br label %9820

9856:                                             ; preds = %9820
  br label %9857

9857:                                             ; preds = %9928, %9856
  %9858 = phi i64 [ %9929, %9928 ], [ 0, %9856 ]
  %9859 = icmp slt i64 %9858, 1
  br i1 %9859, label %9860, label %9930

9860:                                             ; preds = %9857
  br label %9861

9861:                                             ; preds = %9926, %9860
  %9862 = phi i64 [ %9927, %9926 ], [ 0, %9860 ]
  %9863 = icmp slt i64 %9862, 144
  br i1 %9863, label %9864, label %9928

9864:                                             ; preds = %9861
  br label %9865

9865:                                             ; preds = %9924, %9864
  %9866 = phi i64 [ %9925, %9924 ], [ 0, %9864 ]
  %9867 = icmp slt i64 %9866, 1
  br i1 %9867, label %9868, label %9926

9868:                                             ; preds = %9865
  br label %9869

9869:                                             ; preds = %9922, %9868
  %9870 = phi i64 [ %9923, %9922 ], [ 0, %9868 ]
  %9871 = icmp slt i64 %9870, 1
  br i1 %9871, label %9872, label %9924

9872:                                             ; preds = %9869
  br label %9873

9873:                                             ; preds = %9920, %9872
  %9874 = phi i64 [ %9921, %9920 ], [ 0, %9872 ]
  %9875 = icmp slt i64 %9874, 40
  br i1 %9875, label %9876, label %9922

9876:                                             ; preds = %9873
  br label %9877

9877:                                             ; preds = %9918, %9876
  %9878 = phi i64 [ %9919, %9918 ], [ 0, %9876 ]
  %9879 = icmp slt i64 %9878, 1
  br i1 %9879, label %9880, label %9920

9880:                                             ; preds = %9877
  br label %9881

9881:                                             ; preds = %9884, %9880
  %9882 = phi i64 [ %9917, %9884 ], [ 0, %9880 ]
  %9883 = icmp slt i64 %9882, 1
  br i1 %9883, label %9884, label %9918

9884:                                             ; preds = %9881
  %9885 = add i64 %9866, %9878
  %9886 = add i64 %9870, %9882
  %9887 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9643, 1
  %9888 = mul nuw nsw i64 %9858, 40
  %9889 = add nuw nsw i64 %9888, %9874
  %9890 = add nuw nsw i64 %9889, %9885
  %9891 = add nuw nsw i64 %9890, %9886
  %9892 = getelementptr inbounds nuw float, ptr %9887, i64 %9891
  %9893 = load float, ptr %9892, align 4
  %9894 = mul nuw nsw i64 %9862, 40
  %9895 = add nuw nsw i64 %9894, %9874
  %9896 = add nuw nsw i64 %9895, %9878
  %9897 = add nuw nsw i64 %9896, %9882
  %9898 = getelementptr inbounds nuw float, ptr @__constant_144x40x1x1xf32, i64 %9897
  %9899 = load float, ptr %9898, align 4
  %9900 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9819, 1
  %9901 = mul nuw nsw i64 %9858, 144
  %9902 = add nuw nsw i64 %9901, %9862
  %9903 = add nuw nsw i64 %9902, %9866
  %9904 = add nuw nsw i64 %9903, %9870
  %9905 = getelementptr inbounds nuw float, ptr %9900, i64 %9904
  %9906 = load float, ptr %9905, align 4
  %9907 = fcmp ugt float %9893, 0.000000e+00
  %9908 = select i1 %9907, float %9893, float 0.000000e+00
  %9909 = fmul float %9908, %9899
  %9910 = fadd float %9906, %9909
  %9911 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9819, 1
  %9912 = mul nuw nsw i64 %9858, 144
  %9913 = add nuw nsw i64 %9912, %9862
  %9914 = add nuw nsw i64 %9913, %9866
  %9915 = add nuw nsw i64 %9914, %9870
  %9916 = getelementptr inbounds nuw float, ptr %9911, i64 %9915
  store float %9910, ptr %9916, align 4
  %9917 = add i64 %9882, 1
  br label %9881

9918:                                             ; preds = %9881
  %9919 = add i64 %9878, 1
  br label %9877

9920:                                             ; preds = %9877
  %9921 = add i64 %9874, 1
  br label %9873

9922:                                             ; preds = %9873
  %9923 = add i64 %9870, 1
  br label %9869

9924:                                             ; preds = %9869
  %9925 = add i64 %9866, 1
  br label %9865

9926:                                             ; preds = %9865
  %9927 = add i64 %9862, 1
  br label %9861

9928:                                             ; preds = %9861
  %9929 = add i64 %9858, 1
  br label %9857

9930:                                             ; preds = %9857
  %9931 = call ptr @malloc(i64 3136)
  %9932 = ptrtoint ptr %9931 to i64
  %9933 = add i64 %9932, 63
  %9934 = urem i64 %9933, 64
  %9935 = sub i64 %9933, %9934
  %9936 = inttoptr i64 %9935 to ptr
  %9937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9931, 0
  %9938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9937, ptr %9936, 1
  %9939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9938, i64 0, 2
  %9940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9939, i64 1, 3, 0
  %9941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9940, i64 48, 3, 1
  %9942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9941, i64 4, 3, 2
  %9943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9942, i64 4, 3, 3
  %9944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9943, i64 768, 4, 0
  %9945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9944, i64 16, 4, 1
  %9946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9945, i64 4, 4, 2
  %9947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9946, i64 1, 4, 3
  br label %9948

9948:                                             ; preds = %9986, %9930
  %9949 = phi i64 [ %9987, %9986 ], [ 0, %9930 ]
  %9950 = icmp slt i64 %9949, 1
  br i1 %9950, label %9951, label %9988

9951:                                             ; preds = %9948
  br label %9952

9952:                                             ; preds = %9984, %9951
  %9953 = phi i64 [ %9985, %9984 ], [ 0, %9951 ]
  %9954 = icmp slt i64 %9953, 48
  br i1 %9954, label %9955, label %9986

9955:                                             ; preds = %9952
  br label %9956

9956:                                             ; preds = %9982, %9955
  %9957 = phi i64 [ %9983, %9982 ], [ 0, %9955 ]
  %9958 = icmp slt i64 %9957, 4
  br i1 %9958, label %9959, label %9984

9959:                                             ; preds = %9956
  br label %9960

9960:                                             ; preds = %9963, %9959
  %9961 = phi i64 [ %9981, %9963 ], [ 0, %9959 ]
  %9962 = icmp slt i64 %9961, 4
  br i1 %9962, label %9963, label %9982

9963:                                             ; preds = %9960
  %9964 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8513, 1
  %9965 = mul nuw nsw i64 %9949, 768
  %9966 = mul nuw nsw i64 %9953, 16
  %9967 = add nuw nsw i64 %9965, %9966
  %9968 = mul nuw nsw i64 %9957, 4
  %9969 = add nuw nsw i64 %9967, %9968
  %9970 = add nuw nsw i64 %9969, %9961
  %9971 = getelementptr inbounds nuw float, ptr %9964, i64 %9970
  %9972 = load float, ptr %9971, align 4
  %9973 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9947, 1
  %9974 = mul nuw nsw i64 %9949, 768
  %9975 = mul nuw nsw i64 %9953, 16
  %9976 = add nuw nsw i64 %9974, %9975
  %9977 = mul nuw nsw i64 %9957, 4
  %9978 = add nuw nsw i64 %9976, %9977
  %9979 = add nuw nsw i64 %9978, %9961
  %9980 = getelementptr inbounds nuw float, ptr %9973, i64 %9979
  store float %9972, ptr %9980, align 4
  %9981 = add i64 %9961, 1
  br label %9960

9982:                                             ; preds = %9960
  %9983 = add i64 %9957, 1
  br label %9956

9984:                                             ; preds = %9956
  %9985 = add i64 %9953, 1
  br label %9952

9986:                                             ; preds = %9952
  %9987 = add i64 %9949, 1
  br label %9948

9988:                                             ; preds = %9948
  br label %9989

9989:                                             ; preds = %10078, %9988
  %9990 = phi i64 [ %10079, %10078 ], [ 0, %9988 ]
  %9991 = icmp slt i64 %9990, 1
  br i1 %9991, label %9992, label %10080

9992:                                             ; preds = %9989
  br label %9993

9993:                                             ; preds = %10076, %9992
  %9994 = phi i64 [ %10077, %10076 ], [ 0, %9992 ]
  %9995 = icmp slt i64 %9994, 48
  br i1 %9995, label %9996, label %10078

9996:                                             ; preds = %9993
  br label %9997

9997:                                             ; preds = %10074, %9996
  %9998 = phi i64 [ %10075, %10074 ], [ 0, %9996 ]
  %9999 = icmp slt i64 %9998, 4
  br i1 %9999, label %10000, label %10076

10000:                                            ; preds = %9997
  br label %10001

10001:                                            ; preds = %10072, %10000
  %10002 = phi i64 [ %10073, %10072 ], [ 0, %10000 ]
  %10003 = icmp slt i64 %10002, 4
  br i1 %10003, label %10004, label %10074

10004:                                            ; preds = %10001
  br label %10005

10005:                                            ; preds = %10070, %10004
  %10006 = phi i64 [ %10071, %10070 ], [ 0, %10004 ]
  %10007 = icmp slt i64 %10006, 144
  br i1 %10007, label %10008, label %10072

10008:                                            ; preds = %10005
  br label %10009

10009:                                            ; preds = %10068, %10008
  %10010 = phi i64 [ %10069, %10068 ], [ 0, %10008 ]
  %10011 = icmp slt i64 %10010, 1
  br i1 %10011, label %10012, label %10070

10012:                                            ; preds = %10009
  br label %10013

10013:                                            ; preds = %10016, %10012
  %10014 = phi i64 [ %10067, %10016 ], [ 0, %10012 ]
  %10015 = icmp slt i64 %10014, 1
  br i1 %10015, label %10016, label %10068

10016:                                            ; preds = %10013
  %10017 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9819, 1
  %10018 = mul nuw nsw i64 %9990, 144
  %10019 = add nuw nsw i64 %10018, %10006
  %10020 = add nuw nsw i64 %10019, 0
  %10021 = add nuw nsw i64 %10020, 0
  %10022 = getelementptr inbounds nuw float, ptr %10017, i64 %10021
  %10023 = load float, ptr %10022, align 4
  %10024 = add i64 %9998, %10010
  %10025 = add i64 %10002, %10014
  %10026 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9358, 1
  %10027 = mul nuw nsw i64 %9990, 2304
  %10028 = mul nuw nsw i64 %10006, 16
  %10029 = add nuw nsw i64 %10027, %10028
  %10030 = mul nuw nsw i64 %10024, 4
  %10031 = add nuw nsw i64 %10029, %10030
  %10032 = add nuw nsw i64 %10031, %10025
  %10033 = getelementptr inbounds nuw float, ptr %10026, i64 %10032
  %10034 = load float, ptr %10033, align 4
  %10035 = mul nuw nsw i64 %9994, 144
  %10036 = add nuw nsw i64 %10035, %10006
  %10037 = add nuw nsw i64 %10036, %10010
  %10038 = add nuw nsw i64 %10037, %10014
  %10039 = getelementptr inbounds nuw float, ptr @__constant_48x144x1x1xf32, i64 %10038
  %10040 = load float, ptr %10039, align 4
  %10041 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9947, 1
  %10042 = mul nuw nsw i64 %9990, 768
  %10043 = mul nuw nsw i64 %9994, 16
  %10044 = add nuw nsw i64 %10042, %10043
  %10045 = mul nuw nsw i64 %9998, 4
  %10046 = add nuw nsw i64 %10044, %10045
  %10047 = add nuw nsw i64 %10046, %10002
  %10048 = getelementptr inbounds nuw float, ptr %10041, i64 %10047
  %10049 = load float, ptr %10048, align 4
  %10050 = fadd float %10023, 3.000000e+00
  %10051 = fcmp ult float %10050, 0.000000e+00
  %10052 = select i1 %10051, float 0.000000e+00, float %10050
  %10053 = fcmp ugt float %10052, 6.000000e+00
  %10054 = select i1 %10053, float 6.000000e+00, float %10052
  %10055 = fdiv float %10054, 6.000000e+00
  %10056 = fmul float %10055, %10034
  %10057 = fmul float %10056, %10040
  %10058 = fadd float %10049, %10057
  %10059 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9947, 1
  %10060 = mul nuw nsw i64 %9990, 768
  %10061 = mul nuw nsw i64 %9994, 16
  %10062 = add nuw nsw i64 %10060, %10061
  %10063 = mul nuw nsw i64 %9998, 4
  %10064 = add nuw nsw i64 %10062, %10063
  %10065 = add nuw nsw i64 %10064, %10002
  %10066 = getelementptr inbounds nuw float, ptr %10059, i64 %10065
  store float %10058, ptr %10066, align 4
  %10067 = add i64 %10014, 1
  br label %10013

10068:                                            ; preds = %10013
  %10069 = add i64 %10010, 1
  br label %10009

10070:                                            ; preds = %10009
  %10071 = add i64 %10006, 1
  br label %10005

10072:                                            ; preds = %10005
  %10073 = add i64 %10002, 1
  br label %10001

10074:                                            ; preds = %10001
  %10075 = add i64 %9998, 1
  br label %9997

10076:                                            ; preds = %9997
  %10077 = add i64 %9994, 1
  br label %9993

10078:                                            ; preds = %9993
  %10079 = add i64 %9990, 1
  br label %9989

10080:                                            ; preds = %9989
  %10081 = call ptr @malloc(i64 18496)
  %10082 = ptrtoint ptr %10081 to i64
  %10083 = add i64 %10082, 63
  %10084 = urem i64 %10083, 64
  %10085 = sub i64 %10083, %10084
  %10086 = inttoptr i64 %10085 to ptr
  %10087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10081, 0
  %10088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10087, ptr %10086, 1
  %10089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10088, i64 0, 2
  %10090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10089, i64 1, 3, 0
  %10091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10090, i64 288, 3, 1
  %10092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10091, i64 4, 3, 2
  %10093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10092, i64 4, 3, 3
  %10094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10093, i64 4608, 4, 0
  %10095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10094, i64 16, 4, 1
  %10096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10095, i64 4, 4, 2
  %10097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10096, i64 1, 4, 3
  br label %10098

10098:                                            ; preds = %10127, %10080
  %10099 = phi i64 [ %10128, %10127 ], [ 0, %10080 ]
  %10100 = icmp slt i64 %10099, 1
  br i1 %10100, label %10101, label %10129

10101:                                            ; preds = %10098
  br label %10102

10102:                                            ; preds = %10125, %10101
  %10103 = phi i64 [ %10126, %10125 ], [ 0, %10101 ]
  %10104 = icmp slt i64 %10103, 288
  br i1 %10104, label %10105, label %10127

10105:                                            ; preds = %10102
  br label %10106

10106:                                            ; preds = %10123, %10105
  %10107 = phi i64 [ %10124, %10123 ], [ 0, %10105 ]
  %10108 = icmp slt i64 %10107, 4
  br i1 %10108, label %10109, label %10125

10109:                                            ; preds = %10106
  br label %10110

10110:                                            ; preds = %10113, %10109
  %10111 = phi i64 [ %10122, %10113 ], [ 0, %10109 ]
  %10112 = icmp slt i64 %10111, 4
  br i1 %10112, label %10113, label %10123

10113:                                            ; preds = %10110
  %10114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10097, 1
  %10115 = mul nuw nsw i64 %10099, 4608
  %10116 = mul nuw nsw i64 %10103, 16
  %10117 = add nuw nsw i64 %10115, %10116
  %10118 = mul nuw nsw i64 %10107, 4
  %10119 = add nuw nsw i64 %10117, %10118
  %10120 = add nuw nsw i64 %10119, %10111
  %10121 = getelementptr inbounds nuw float, ptr %10114, i64 %10120
  store float 0.000000e+00, ptr %10121, align 4
  %10122 = add i64 %10111, 1
  br label %10110

10123:                                            ; preds = %10110
  %10124 = add i64 %10107, 1
  br label %10106

10125:                                            ; preds = %10106
  %10126 = add i64 %10103, 1
  br label %10102

10127:                                            ; preds = %10102
  %10128 = add i64 %10099, 1
  br label %10098

10129:                                            ; preds = %10098
  %10130 = call ptr @malloc(i64 18496)
  %10131 = ptrtoint ptr %10130 to i64
  %10132 = add i64 %10131, 63
  %10133 = urem i64 %10132, 64
  %10134 = sub i64 %10132, %10133
  %10135 = inttoptr i64 %10134 to ptr
  %10136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10130, 0
  %10137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10136, ptr %10135, 1
  %10138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10137, i64 0, 2
  %10139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10138, i64 1, 3, 0
  %10140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10139, i64 288, 3, 1
  %10141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10140, i64 4, 3, 2
  %10142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10141, i64 4, 3, 3
  %10143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10142, i64 4608, 4, 0
  %10144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10143, i64 16, 4, 1
  %10145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10144, i64 4, 4, 2
  %10146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10145, i64 1, 4, 3
  br label %10147

10147:                                            ; preds = %10185, %10129
  %10148 = phi i64 [ %10186, %10185 ], [ 0, %10129 ]
  %10149 = icmp slt i64 %10148, 1
  br i1 %10149, label %10150, label %10187

10150:                                            ; preds = %10147
  br label %10151

10151:                                            ; preds = %10183, %10150
  %10152 = phi i64 [ %10184, %10183 ], [ 0, %10150 ]
  %10153 = icmp slt i64 %10152, 288
  br i1 %10153, label %10154, label %10185

10154:                                            ; preds = %10151
  br label %10155

10155:                                            ; preds = %10181, %10154
  %10156 = phi i64 [ %10182, %10181 ], [ 0, %10154 ]
  %10157 = icmp slt i64 %10156, 4
  br i1 %10157, label %10158, label %10183

10158:                                            ; preds = %10155
  br label %10159

10159:                                            ; preds = %10162, %10158
  %10160 = phi i64 [ %10180, %10162 ], [ 0, %10158 ]
  %10161 = icmp slt i64 %10160, 4
  br i1 %10161, label %10162, label %10181

10162:                                            ; preds = %10159
  %10163 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10097, 1
  %10164 = mul nuw nsw i64 %10148, 4608
  %10165 = mul nuw nsw i64 %10152, 16
  %10166 = add nuw nsw i64 %10164, %10165
  %10167 = mul nuw nsw i64 %10156, 4
  %10168 = add nuw nsw i64 %10166, %10167
  %10169 = add nuw nsw i64 %10168, %10160
  %10170 = getelementptr inbounds nuw float, ptr %10163, i64 %10169
  %10171 = load float, ptr %10170, align 4
  %10172 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10146, 1
  %10173 = mul nuw nsw i64 %10148, 4608
  %10174 = mul nuw nsw i64 %10152, 16
  %10175 = add nuw nsw i64 %10173, %10174
  %10176 = mul nuw nsw i64 %10156, 4
  %10177 = add nuw nsw i64 %10175, %10176
  %10178 = add nuw nsw i64 %10177, %10160
  %10179 = getelementptr inbounds nuw float, ptr %10172, i64 %10178
  store float %10171, ptr %10179, align 4
  %10180 = add i64 %10160, 1
  br label %10159

10181:                                            ; preds = %10159
  %10182 = add i64 %10156, 1
  br label %10155

10183:                                            ; preds = %10155
  %10184 = add i64 %10152, 1
  br label %10151

10185:                                            ; preds = %10151
  %10186 = add i64 %10148, 1
  br label %10147

10187:                                            ; preds = %10147
  br label %10188

10188:                                            ; preds = %10298, %10187
  %10189 = phi i64 [ %10299, %10298 ], [ 0, %10187 ]
  %10190 = icmp slt i64 %10189, 1
  br i1 %10190, label %10191, label %10300

10191:                                            ; preds = %10188
  br label %10192

10192:                                            ; preds = %10296, %10191
  %10193 = phi i64 [ %10297, %10296 ], [ 0, %10191 ]
  %10194 = icmp slt i64 %10193, 288
  br i1 %10194, label %10195, label %10298

10195:                                            ; preds = %10192
  br label %10196

10196:                                            ; preds = %10294, %10195
  %10197 = phi i64 [ %10295, %10294 ], [ 0, %10195 ]
  %10198 = icmp slt i64 %10197, 4
  br i1 %10198, label %10199, label %10296

10199:                                            ; preds = %10196
  br label %10200

10200:                                            ; preds = %10292, %10199
  %10201 = phi i64 [ %10293, %10292 ], [ 0, %10199 ]
  %10202 = icmp slt i64 %10201, 4
  br i1 %10202, label %10203, label %10294

10203:                                            ; preds = %10200
  br label %10204

10204:                                            ; preds = %10290, %10203
  %10205 = phi i64 [ %10291, %10290 ], [ 0, %10203 ]
  %10206 = icmp slt i64 %10205, 48
  br i1 %10206, label %10207, label %10292

10207:                                            ; preds = %10204
  br label %10208

10208:                                            ; preds = %10288, %10207
  %10209 = phi i64 [ %10289, %10288 ], [ 0, %10207 ]
  %10210 = icmp slt i64 %10209, 1
  br i1 %10210, label %10211, label %10290

10211:                                            ; preds = %10208
  br label %10212

10212:                                            ; preds = %10215, %10211
  %10213 = phi i64 [ %10287, %10215 ], [ 0, %10211 ]
  %10214 = icmp slt i64 %10213, 1
  br i1 %10214, label %10215, label %10288

10215:                                            ; preds = %10212
  %10216 = add i64 %10197, %10209
  %10217 = add i64 %10201, %10213
  %10218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9947, 1
  %10219 = mul nuw nsw i64 %10189, 768
  %10220 = mul nuw nsw i64 %10205, 16
  %10221 = add nuw nsw i64 %10219, %10220
  %10222 = mul nuw nsw i64 %10216, 4
  %10223 = add nuw nsw i64 %10221, %10222
  %10224 = add nuw nsw i64 %10223, %10217
  %10225 = getelementptr inbounds nuw float, ptr %10218, i64 %10224
  %10226 = load float, ptr %10225, align 4
  %10227 = add nuw nsw i64 %10205, 0
  %10228 = add nuw nsw i64 %10227, 0
  %10229 = getelementptr inbounds nuw float, ptr @__constant_48xf32_49, i64 %10228
  %10230 = load float, ptr %10229, align 4
  %10231 = add nuw nsw i64 %10205, 0
  %10232 = add nuw nsw i64 %10231, 0
  %10233 = getelementptr inbounds nuw float, ptr @__constant_48xf32_48, i64 %10232
  %10234 = load float, ptr %10233, align 4
  %10235 = add nuw nsw i64 %10205, 0
  %10236 = add nuw nsw i64 %10235, 0
  %10237 = getelementptr inbounds nuw float, ptr @__constant_48xf32_47, i64 %10236
  %10238 = load float, ptr %10237, align 4
  %10239 = add nuw nsw i64 %10205, 0
  %10240 = add nuw nsw i64 %10239, 0
  %10241 = getelementptr inbounds nuw float, ptr @__constant_48xf32, i64 %10240
  %10242 = load float, ptr %10241, align 4
  %10243 = add i64 %10197, %10209
  %10244 = add i64 %10201, %10213
  %10245 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8712, 1
  %10246 = mul nuw nsw i64 %10189, 768
  %10247 = mul nuw nsw i64 %10205, 16
  %10248 = add nuw nsw i64 %10246, %10247
  %10249 = mul nuw nsw i64 %10243, 4
  %10250 = add nuw nsw i64 %10248, %10249
  %10251 = add nuw nsw i64 %10250, %10244
  %10252 = getelementptr inbounds nuw float, ptr %10245, i64 %10251
  %10253 = load float, ptr %10252, align 4
  %10254 = mul nuw nsw i64 %10193, 48
  %10255 = add nuw nsw i64 %10254, %10205
  %10256 = add nuw nsw i64 %10255, %10209
  %10257 = add nuw nsw i64 %10256, %10213
  %10258 = getelementptr inbounds nuw float, ptr @__constant_288x48x1x1xf32, i64 %10257
  %10259 = load float, ptr %10258, align 4
  %10260 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10146, 1
  %10261 = mul nuw nsw i64 %10189, 4608
  %10262 = mul nuw nsw i64 %10193, 16
  %10263 = add nuw nsw i64 %10261, %10262
  %10264 = mul nuw nsw i64 %10197, 4
  %10265 = add nuw nsw i64 %10263, %10264
  %10266 = add nuw nsw i64 %10265, %10201
  %10267 = getelementptr inbounds nuw float, ptr %10260, i64 %10266
  %10268 = load float, ptr %10267, align 4
  %10269 = fadd float %10234, 1.000000e-03
  %10270 = call float @llvm.sqrt.f32(float %10269)
  %10271 = fdiv float 1.000000e+00, %10270
  %10272 = fsub float %10226, %10230
  %10273 = fmul float %10272, %10271
  %10274 = fmul float %10273, %10238
  %10275 = fadd float %10274, %10242
  %10276 = fadd float %10275, %10253
  %10277 = fmul float %10276, %10259
  %10278 = fadd float %10268, %10277
  %10279 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10146, 1
  %10280 = mul nuw nsw i64 %10189, 4608
  %10281 = mul nuw nsw i64 %10193, 16
  %10282 = add nuw nsw i64 %10280, %10281
  %10283 = mul nuw nsw i64 %10197, 4
  %10284 = add nuw nsw i64 %10282, %10283
  %10285 = add nuw nsw i64 %10284, %10201
  %10286 = getelementptr inbounds nuw float, ptr %10279, i64 %10285
  store float %10278, ptr %10286, align 4
  %10287 = add i64 %10213, 1
  br label %10212

10288:                                            ; preds = %10212
  %10289 = add i64 %10209, 1
  br label %10208

10290:                                            ; preds = %10208
  %10291 = add i64 %10205, 1
  br label %10204

10292:                                            ; preds = %10204
  %10293 = add i64 %10201, 1
  br label %10200

10294:                                            ; preds = %10200
  %10295 = add i64 %10197, 1
  br label %10196

10296:                                            ; preds = %10196
  %10297 = add i64 %10193, 1
  br label %10192

10298:                                            ; preds = %10192
  %10299 = add i64 %10189, 1
  br label %10188

10300:                                            ; preds = %10188
  %10301 = call ptr @malloc(i64 18496)
  %10302 = ptrtoint ptr %10301 to i64
  %10303 = add i64 %10302, 63
  %10304 = urem i64 %10303, 64
  %10305 = sub i64 %10303, %10304
  %10306 = inttoptr i64 %10305 to ptr
  %10307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10301, 0
  %10308 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10307, ptr %10306, 1
  %10309 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10308, i64 0, 2
  %10310 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10309, i64 1, 3, 0
  %10311 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10310, i64 288, 3, 1
  %10312 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10311, i64 4, 3, 2
  %10313 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10312, i64 4, 3, 3
  %10314 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10313, i64 4608, 4, 0
  %10315 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10314, i64 16, 4, 1
  %10316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10315, i64 4, 4, 2
  %10317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10316, i64 1, 4, 3
  br label %10318

10318:                                            ; preds = %10386, %10300
  %10319 = phi i64 [ %10387, %10386 ], [ 0, %10300 ]
  %10320 = icmp slt i64 %10319, 1
  br i1 %10320, label %10321, label %10388

10321:                                            ; preds = %10318
  br label %10322

10322:                                            ; preds = %10384, %10321
  %10323 = phi i64 [ %10385, %10384 ], [ 0, %10321 ]
  %10324 = icmp slt i64 %10323, 288
  br i1 %10324, label %10325, label %10386

10325:                                            ; preds = %10322
  br label %10326

10326:                                            ; preds = %10382, %10325
  %10327 = phi i64 [ %10383, %10382 ], [ 0, %10325 ]
  %10328 = icmp slt i64 %10327, 4
  br i1 %10328, label %10329, label %10384

10329:                                            ; preds = %10326
  br label %10330

10330:                                            ; preds = %10333, %10329
  %10331 = phi i64 [ %10381, %10333 ], [ 0, %10329 ]
  %10332 = icmp slt i64 %10331, 4
  br i1 %10332, label %10333, label %10382

10333:                                            ; preds = %10330
  %10334 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10146, 1
  %10335 = mul nuw nsw i64 %10319, 4608
  %10336 = mul nuw nsw i64 %10323, 16
  %10337 = add nuw nsw i64 %10335, %10336
  %10338 = mul nuw nsw i64 %10327, 4
  %10339 = add nuw nsw i64 %10337, %10338
  %10340 = add nuw nsw i64 %10339, %10331
  %10341 = getelementptr inbounds nuw float, ptr %10334, i64 %10340
  %10342 = load float, ptr %10341, align 4
  %10343 = add nuw nsw i64 %10323, 0
  %10344 = add nuw nsw i64 %10343, 0
  %10345 = getelementptr inbounds nuw float, ptr @__constant_288xf32_46, i64 %10344
  %10346 = load float, ptr %10345, align 4
  %10347 = add nuw nsw i64 %10323, 0
  %10348 = add nuw nsw i64 %10347, 0
  %10349 = getelementptr inbounds nuw float, ptr @__constant_288xf32_45, i64 %10348
  %10350 = load float, ptr %10349, align 4
  %10351 = add nuw nsw i64 %10323, 0
  %10352 = add nuw nsw i64 %10351, 0
  %10353 = getelementptr inbounds nuw float, ptr @__constant_288xf32_44, i64 %10352
  %10354 = load float, ptr %10353, align 4
  %10355 = add nuw nsw i64 %10323, 0
  %10356 = add nuw nsw i64 %10355, 0
  %10357 = getelementptr inbounds nuw float, ptr @__constant_288xf32_43, i64 %10356
  %10358 = load float, ptr %10357, align 4
  %10359 = fadd float %10350, 1.000000e-03
  %10360 = call float @llvm.sqrt.f32(float %10359)
  %10361 = fdiv float 1.000000e+00, %10360
  %10362 = fsub float %10342, %10346
  %10363 = fmul float %10362, %10361
  %10364 = fmul float %10363, %10354
  %10365 = fadd float %10364, %10358
  %10366 = fadd float %10365, 3.000000e+00
  %10367 = fcmp ult float %10366, 0.000000e+00
  %10368 = select i1 %10367, float 0.000000e+00, float %10366
  %10369 = fcmp ugt float %10368, 6.000000e+00
  %10370 = select i1 %10369, float 6.000000e+00, float %10368
  %10371 = fmul float %10365, %10370
  %10372 = fdiv float %10371, 6.000000e+00
  %10373 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10317, 1
  %10374 = mul nuw nsw i64 %10319, 4608
  %10375 = mul nuw nsw i64 %10323, 16
  %10376 = add nuw nsw i64 %10374, %10375
  %10377 = mul nuw nsw i64 %10327, 4
  %10378 = add nuw nsw i64 %10376, %10377
  %10379 = add nuw nsw i64 %10378, %10331
  %10380 = getelementptr inbounds nuw float, ptr %10373, i64 %10379
  store float %10372, ptr %10380, align 4
  %10381 = add i64 %10331, 1
  br label %10330

10382:                                            ; preds = %10330
  %10383 = add i64 %10327, 1
  br label %10326

10384:                                            ; preds = %10326
  %10385 = add i64 %10323, 1
  br label %10322

10386:                                            ; preds = %10322
  %10387 = add i64 %10319, 1
  br label %10318

10388:                                            ; preds = %10318
  %10389 = call ptr @malloc(i64 73792)
  %10390 = ptrtoint ptr %10389 to i64
  %10391 = add i64 %10390, 63
  %10392 = urem i64 %10391, 64
  %10393 = sub i64 %10391, %10392
  %10394 = inttoptr i64 %10393 to ptr
  %10395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10389, 0
  %10396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10395, ptr %10394, 1
  %10397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10396, i64 0, 2
  %10398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10397, i64 1, 3, 0
  %10399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10398, i64 288, 3, 1
  %10400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10399, i64 8, 3, 2
  %10401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10400, i64 8, 3, 3
  %10402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10401, i64 18432, 4, 0
  %10403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10402, i64 64, 4, 1
  %10404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10403, i64 8, 4, 2
  %10405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10404, i64 1, 4, 3
  br label %10406

10406:                                            ; preds = %10435, %10388
  %10407 = phi i64 [ %10436, %10435 ], [ 0, %10388 ]
  %10408 = icmp slt i64 %10407, 1
  br i1 %10408, label %10409, label %10437

10409:                                            ; preds = %10406
  br label %10410

10410:                                            ; preds = %10433, %10409
  %10411 = phi i64 [ %10434, %10433 ], [ 0, %10409 ]
  %10412 = icmp slt i64 %10411, 288
  br i1 %10412, label %10413, label %10435

10413:                                            ; preds = %10410
  br label %10414

10414:                                            ; preds = %10431, %10413
  %10415 = phi i64 [ %10432, %10431 ], [ 0, %10413 ]
  %10416 = icmp slt i64 %10415, 8
  br i1 %10416, label %10417, label %10433

10417:                                            ; preds = %10414
  br label %10418

10418:                                            ; preds = %10421, %10417
  %10419 = phi i64 [ %10430, %10421 ], [ 0, %10417 ]
  %10420 = icmp slt i64 %10419, 8
  br i1 %10420, label %10421, label %10431

10421:                                            ; preds = %10418
  %10422 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10405, 1
  %10423 = mul nuw nsw i64 %10407, 18432
  %10424 = mul nuw nsw i64 %10411, 64
  %10425 = add nuw nsw i64 %10423, %10424
  %10426 = mul nuw nsw i64 %10415, 8
  %10427 = add nuw nsw i64 %10425, %10426
  %10428 = add nuw nsw i64 %10427, %10419
  %10429 = getelementptr inbounds nuw float, ptr %10422, i64 %10428
  store float 0.000000e+00, ptr %10429, align 4
  %10430 = add i64 %10419, 1
  br label %10418

10431:                                            ; preds = %10418
  %10432 = add i64 %10415, 1
  br label %10414

10433:                                            ; preds = %10414
  %10434 = add i64 %10411, 1
  br label %10410

10435:                                            ; preds = %10410
  %10436 = add i64 %10407, 1
  br label %10406

10437:                                            ; preds = %10406
  %10438 = call ptr @malloc(i64 73792)
  %10439 = ptrtoint ptr %10438 to i64
  %10440 = add i64 %10439, 63
  %10441 = urem i64 %10440, 64
  %10442 = sub i64 %10440, %10441
  %10443 = inttoptr i64 %10442 to ptr
  %10444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10438, 0
  %10445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10444, ptr %10443, 1
  %10446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10445, i64 0, 2
  %10447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10446, i64 1, 3, 0
  %10448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10447, i64 288, 3, 1
  %10449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10448, i64 8, 3, 2
  %10450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10449, i64 8, 3, 3
  %10451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10450, i64 18432, 4, 0
  %10452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10451, i64 64, 4, 1
  %10453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10452, i64 8, 4, 2
  %10454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10453, i64 1, 4, 3
  br label %10455

10455:                                            ; preds = %10493, %10437
  %10456 = phi i64 [ %10494, %10493 ], [ 0, %10437 ]
  %10457 = icmp slt i64 %10456, 1
  br i1 %10457, label %10458, label %10495

10458:                                            ; preds = %10455
  br label %10459

10459:                                            ; preds = %10491, %10458
  %10460 = phi i64 [ %10492, %10491 ], [ 0, %10458 ]
  %10461 = icmp slt i64 %10460, 288
  br i1 %10461, label %10462, label %10493

10462:                                            ; preds = %10459
  br label %10463

10463:                                            ; preds = %10489, %10462
  %10464 = phi i64 [ %10490, %10489 ], [ 0, %10462 ]
  %10465 = icmp slt i64 %10464, 8
  br i1 %10465, label %10466, label %10491

10466:                                            ; preds = %10463
  br label %10467

10467:                                            ; preds = %10470, %10466
  %10468 = phi i64 [ %10488, %10470 ], [ 0, %10466 ]
  %10469 = icmp slt i64 %10468, 8
  br i1 %10469, label %10470, label %10489

10470:                                            ; preds = %10467
  %10471 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10405, 1
  %10472 = mul nuw nsw i64 %10456, 18432
  %10473 = mul nuw nsw i64 %10460, 64
  %10474 = add nuw nsw i64 %10472, %10473
  %10475 = mul nuw nsw i64 %10464, 8
  %10476 = add nuw nsw i64 %10474, %10475
  %10477 = add nuw nsw i64 %10476, %10468
  %10478 = getelementptr inbounds nuw float, ptr %10471, i64 %10477
  %10479 = load float, ptr %10478, align 4
  %10480 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 1
  %10481 = mul nuw nsw i64 %10456, 18432
  %10482 = mul nuw nsw i64 %10460, 64
  %10483 = add nuw nsw i64 %10481, %10482
  %10484 = mul nuw nsw i64 %10464, 8
  %10485 = add nuw nsw i64 %10483, %10484
  %10486 = add nuw nsw i64 %10485, %10468
  %10487 = getelementptr inbounds nuw float, ptr %10480, i64 %10486
  store float %10479, ptr %10487, align 4
  %10488 = add i64 %10468, 1
  br label %10467

10489:                                            ; preds = %10467
  %10490 = add i64 %10464, 1
  br label %10463

10491:                                            ; preds = %10463
  %10492 = add i64 %10460, 1
  br label %10459

10493:                                            ; preds = %10459
  %10494 = add i64 %10456, 1
  br label %10455

10495:                                            ; preds = %10455
  %10496 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 0
  %10497 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 1
  %10498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10496, 0
  %10499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10498, ptr %10497, 1
  %10500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10499, i64 18, 2
  %10501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10500, i64 1, 3, 0
  %10502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10501, i64 18432, 4, 0
  %10503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10502, i64 288, 3, 1
  %10504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10503, i64 64, 4, 1
  %10505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10504, i64 4, 3, 2
  %10506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10505, i64 8, 4, 2
  %10507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10506, i64 4, 3, 3
  %10508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10507, i64 1, 4, 3
  br label %10509

10509:                                            ; preds = %10548, %10495
  %10510 = phi i64 [ %10549, %10548 ], [ 0, %10495 ]
  %10511 = icmp slt i64 %10510, 1
  br i1 %10511, label %10512, label %10550

10512:                                            ; preds = %10509
  br label %10513

10513:                                            ; preds = %10546, %10512
  %10514 = phi i64 [ %10547, %10546 ], [ 0, %10512 ]
  %10515 = icmp slt i64 %10514, 288
  br i1 %10515, label %10516, label %10548

10516:                                            ; preds = %10513
  br label %10517

10517:                                            ; preds = %10544, %10516
  %10518 = phi i64 [ %10545, %10544 ], [ 0, %10516 ]
  %10519 = icmp slt i64 %10518, 4
  br i1 %10519, label %10520, label %10546

10520:                                            ; preds = %10517
  br label %10521

10521:                                            ; preds = %10524, %10520
  %10522 = phi i64 [ %10543, %10524 ], [ 0, %10520 ]
  %10523 = icmp slt i64 %10522, 4
  br i1 %10523, label %10524, label %10544

10524:                                            ; preds = %10521
  %10525 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10317, 1
  %10526 = mul nuw nsw i64 %10510, 4608
  %10527 = mul nuw nsw i64 %10514, 16
  %10528 = add nuw nsw i64 %10526, %10527
  %10529 = mul nuw nsw i64 %10518, 4
  %10530 = add nuw nsw i64 %10528, %10529
  %10531 = add nuw nsw i64 %10530, %10522
  %10532 = getelementptr inbounds nuw float, ptr %10525, i64 %10531
  %10533 = load float, ptr %10532, align 4
  %10534 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10508, 1
  %10535 = getelementptr float, ptr %10534, i64 18
  %10536 = mul nuw nsw i64 %10510, 18432
  %10537 = mul nuw nsw i64 %10514, 64
  %10538 = add nuw nsw i64 %10536, %10537
  %10539 = mul nuw nsw i64 %10518, 8
  %10540 = add nuw nsw i64 %10538, %10539
  %10541 = add nuw nsw i64 %10540, %10522
  %10542 = getelementptr inbounds nuw float, ptr %10535, i64 %10541
  store float %10533, ptr %10542, align 4
  %10543 = add i64 %10522, 1
  br label %10521

10544:                                            ; preds = %10521
  %10545 = add i64 %10518, 1
  br label %10517

10546:                                            ; preds = %10517
  %10547 = add i64 %10514, 1
  br label %10513

10548:                                            ; preds = %10513
  %10549 = add i64 %10510, 1
  br label %10509

10550:                                            ; preds = %10509
  %10551 = call ptr @malloc(i64 4672)
  %10552 = ptrtoint ptr %10551 to i64
  %10553 = add i64 %10552, 63
  %10554 = urem i64 %10553, 64
  %10555 = sub i64 %10553, %10554
  %10556 = inttoptr i64 %10555 to ptr
  %10557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10551, 0
  %10558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10557, ptr %10556, 1
  %10559 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10558, i64 0, 2
  %10560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10559, i64 1, 3, 0
  %10561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10560, i64 288, 3, 1
  %10562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10561, i64 2, 3, 2
  %10563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10562, i64 2, 3, 3
  %10564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10563, i64 1152, 4, 0
  %10565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10564, i64 4, 4, 1
  %10566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10565, i64 2, 4, 2
  %10567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10566, i64 1, 4, 3
  br label %10568

10568:                                            ; preds = %10597, %10550
  %10569 = phi i64 [ %10598, %10597 ], [ 0, %10550 ]
  %10570 = icmp slt i64 %10569, 1
  br i1 %10570, label %10571, label %10599

10571:                                            ; preds = %10568
  br label %10572

10572:                                            ; preds = %10595, %10571
  %10573 = phi i64 [ %10596, %10595 ], [ 0, %10571 ]
  %10574 = icmp slt i64 %10573, 288
  br i1 %10574, label %10575, label %10597

10575:                                            ; preds = %10572
  br label %10576

10576:                                            ; preds = %10593, %10575
  %10577 = phi i64 [ %10594, %10593 ], [ 0, %10575 ]
  %10578 = icmp slt i64 %10577, 2
  br i1 %10578, label %10579, label %10595

10579:                                            ; preds = %10576
  br label %10580

10580:                                            ; preds = %10583, %10579
  %10581 = phi i64 [ %10592, %10583 ], [ 0, %10579 ]
  %10582 = icmp slt i64 %10581, 2
  br i1 %10582, label %10583, label %10593

10583:                                            ; preds = %10580
  %10584 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10567, 1
  %10585 = mul nuw nsw i64 %10569, 1152
  %10586 = mul nuw nsw i64 %10573, 4
  %10587 = add nuw nsw i64 %10585, %10586
  %10588 = mul nuw nsw i64 %10577, 2
  %10589 = add nuw nsw i64 %10587, %10588
  %10590 = add nuw nsw i64 %10589, %10581
  %10591 = getelementptr inbounds nuw float, ptr %10584, i64 %10590
  store float 0.000000e+00, ptr %10591, align 4
  %10592 = add i64 %10581, 1
  br label %10580

10593:                                            ; preds = %10580
  %10594 = add i64 %10577, 1
  br label %10576

10595:                                            ; preds = %10576
  %10596 = add i64 %10573, 1
  br label %10572

10597:                                            ; preds = %10572
  %10598 = add i64 %10569, 1
  br label %10568

10599:                                            ; preds = %10568
  %10600 = call ptr @malloc(i64 4672)
  %10601 = ptrtoint ptr %10600 to i64
  %10602 = add i64 %10601, 63
  %10603 = urem i64 %10602, 64
  %10604 = sub i64 %10602, %10603
  %10605 = inttoptr i64 %10604 to ptr
  %10606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10600, 0
  %10607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10606, ptr %10605, 1
  %10608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10607, i64 0, 2
  %10609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10608, i64 1, 3, 0
  %10610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10609, i64 288, 3, 1
  %10611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10610, i64 2, 3, 2
  %10612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10611, i64 2, 3, 3
  %10613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10612, i64 1152, 4, 0
  %10614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10613, i64 4, 4, 1
  %10615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10614, i64 2, 4, 2
  %10616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10615, i64 1, 4, 3
  br label %10617

10617:                                            ; preds = %10655, %10599
  %10618 = phi i64 [ %10656, %10655 ], [ 0, %10599 ]
  %10619 = icmp slt i64 %10618, 1
  br i1 %10619, label %10620, label %10657

10620:                                            ; preds = %10617
  br label %10621

10621:                                            ; preds = %10653, %10620
  %10622 = phi i64 [ %10654, %10653 ], [ 0, %10620 ]
  %10623 = icmp slt i64 %10622, 288
  br i1 %10623, label %10624, label %10655

10624:                                            ; preds = %10621
  br label %10625

10625:                                            ; preds = %10651, %10624
  %10626 = phi i64 [ %10652, %10651 ], [ 0, %10624 ]
  %10627 = icmp slt i64 %10626, 2
  br i1 %10627, label %10628, label %10653

10628:                                            ; preds = %10625
  br label %10629

10629:                                            ; preds = %10632, %10628
  %10630 = phi i64 [ %10650, %10632 ], [ 0, %10628 ]
  %10631 = icmp slt i64 %10630, 2
  br i1 %10631, label %10632, label %10651

10632:                                            ; preds = %10629
  %10633 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10567, 1
  %10634 = mul nuw nsw i64 %10618, 1152
  %10635 = mul nuw nsw i64 %10622, 4
  %10636 = add nuw nsw i64 %10634, %10635
  %10637 = mul nuw nsw i64 %10626, 2
  %10638 = add nuw nsw i64 %10636, %10637
  %10639 = add nuw nsw i64 %10638, %10630
  %10640 = getelementptr inbounds nuw float, ptr %10633, i64 %10639
  %10641 = load float, ptr %10640, align 4
  %10642 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10616, 1
  %10643 = mul nuw nsw i64 %10618, 1152
  %10644 = mul nuw nsw i64 %10622, 4
  %10645 = add nuw nsw i64 %10643, %10644
  %10646 = mul nuw nsw i64 %10626, 2
  %10647 = add nuw nsw i64 %10645, %10646
  %10648 = add nuw nsw i64 %10647, %10630
  %10649 = getelementptr inbounds nuw float, ptr %10642, i64 %10648
  store float %10641, ptr %10649, align 4
  %10650 = add i64 %10630, 1
  br label %10629

10651:                                            ; preds = %10629
  %10652 = add i64 %10626, 1
  br label %10625

10653:                                            ; preds = %10625
  %10654 = add i64 %10622, 1
  br label %10621

10655:                                            ; preds = %10621
  %10656 = add i64 %10618, 1
  br label %10617

10657:                                            ; preds = %10617
  br label %10658

10658:                                            ; preds = %10729, %10657
  %10659 = phi i64 [ %10730, %10729 ], [ 0, %10657 ]
  %10660 = icmp slt i64 %10659, 1
  br i1 %10660, label %10661, label %10731

10661:                                            ; preds = %10658
  br label %10662

10662:                                            ; preds = %10727, %10661
  %10663 = phi i64 [ %10728, %10727 ], [ 0, %10661 ]
  %10664 = icmp slt i64 %10663, 2
  br i1 %10664, label %10665, label %10729

10665:                                            ; preds = %10662
  br label %10666

10666:                                            ; preds = %10725, %10665
  %10667 = phi i64 [ %10726, %10725 ], [ 0, %10665 ]
  %10668 = icmp slt i64 %10667, 2
  br i1 %10668, label %10669, label %10727

10669:                                            ; preds = %10666
  br label %10670

10670:                                            ; preds = %10723, %10669
  %10671 = phi i64 [ %10724, %10723 ], [ 0, %10669 ]
  %10672 = icmp slt i64 %10671, 288
  br i1 %10672, label %10673, label %10725

10673:                                            ; preds = %10670
  br label %10674

10674:                                            ; preds = %10721, %10673
  %10675 = phi i64 [ %10722, %10721 ], [ 0, %10673 ]
  %10676 = icmp slt i64 %10675, 5
  br i1 %10676, label %10677, label %10723

10677:                                            ; preds = %10674
  br label %10678

10678:                                            ; preds = %10681, %10677
  %10679 = phi i64 [ %10720, %10681 ], [ 0, %10677 ]
  %10680 = icmp slt i64 %10679, 5
  br i1 %10680, label %10681, label %10721

10681:                                            ; preds = %10678
  %10682 = mul nsw i64 %10663, 2
  %10683 = add i64 %10682, %10675
  %10684 = mul nsw i64 %10667, 2
  %10685 = add i64 %10684, %10679
  %10686 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 1
  %10687 = mul nuw nsw i64 %10659, 18432
  %10688 = mul nuw nsw i64 %10671, 64
  %10689 = add nuw nsw i64 %10687, %10688
  %10690 = mul nuw nsw i64 %10683, 8
  %10691 = add nuw nsw i64 %10689, %10690
  %10692 = add nuw nsw i64 %10691, %10685
  %10693 = getelementptr inbounds nuw float, ptr %10686, i64 %10692
  %10694 = load float, ptr %10693, align 4
  %10695 = mul nuw nsw i64 %10671, 25
  %10696 = mul nuw nsw i64 %10675, 5
  %10697 = add nuw nsw i64 %10695, %10696
  %10698 = add nuw nsw i64 %10697, %10679
  %10699 = getelementptr inbounds nuw float, ptr @__constant_288x1x5x5xf32, i64 %10698
  %10700 = load float, ptr %10699, align 4
  %10701 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10616, 1
  %10702 = mul nuw nsw i64 %10659, 1152
  %10703 = mul nuw nsw i64 %10671, 4
  %10704 = add nuw nsw i64 %10702, %10703
  %10705 = mul nuw nsw i64 %10663, 2
  %10706 = add nuw nsw i64 %10704, %10705
  %10707 = add nuw nsw i64 %10706, %10667
  %10708 = getelementptr inbounds nuw float, ptr %10701, i64 %10707
  %10709 = load float, ptr %10708, align 4
  %10710 = fmul float %10694, %10700
  %10711 = fadd float %10709, %10710
  %10712 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10616, 1
  %10713 = mul nuw nsw i64 %10659, 1152
  %10714 = mul nuw nsw i64 %10671, 4
  %10715 = add nuw nsw i64 %10713, %10714
  %10716 = mul nuw nsw i64 %10663, 2
  %10717 = add nuw nsw i64 %10715, %10716
  %10718 = add nuw nsw i64 %10717, %10667
  %10719 = getelementptr inbounds nuw float, ptr %10712, i64 %10718
  store float %10711, ptr %10719, align 4
  %10720 = add i64 %10679, 1
  br label %10678

10721:                                            ; preds = %10678
  %10722 = add i64 %10675, 1
  br label %10674

10723:                                            ; preds = %10674
  %10724 = add i64 %10671, 1
  br label %10670

10725:                                            ; preds = %10670
  %10726 = add i64 %10667, 1
  br label %10666

10727:                                            ; preds = %10666
  %10728 = add i64 %10663, 1
  br label %10662

10729:                                            ; preds = %10662
  %10730 = add i64 %10659, 1
  br label %10658

10731:                                            ; preds = %10658
  %10732 = call ptr @malloc(i64 4672)
  %10733 = ptrtoint ptr %10732 to i64
  %10734 = add i64 %10733, 63
  %10735 = urem i64 %10734, 64
  %10736 = sub i64 %10734, %10735
  %10737 = inttoptr i64 %10736 to ptr
  %10738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10732, 0
  %10739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10738, ptr %10737, 1
  %10740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10739, i64 0, 2
  %10741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10740, i64 1, 3, 0
  %10742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10741, i64 288, 3, 1
  %10743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10742, i64 2, 3, 2
  %10744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10743, i64 2, 3, 3
  %10745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10744, i64 1152, 4, 0
  %10746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10745, i64 4, 4, 1
  %10747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10746, i64 2, 4, 2
  %10748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10747, i64 1, 4, 3
  br label %10749

10749:                                            ; preds = %10817, %10731
  %10750 = phi i64 [ %10818, %10817 ], [ 0, %10731 ]
  %10751 = icmp slt i64 %10750, 1
  br i1 %10751, label %10752, label %10819

10752:                                            ; preds = %10749
  br label %10753

10753:                                            ; preds = %10815, %10752
  %10754 = phi i64 [ %10816, %10815 ], [ 0, %10752 ]
  %10755 = icmp slt i64 %10754, 288
  br i1 %10755, label %10756, label %10817

10756:                                            ; preds = %10753
  br label %10757

10757:                                            ; preds = %10813, %10756
  %10758 = phi i64 [ %10814, %10813 ], [ 0, %10756 ]
  %10759 = icmp slt i64 %10758, 2
  br i1 %10759, label %10760, label %10815

10760:                                            ; preds = %10757
  br label %10761

10761:                                            ; preds = %10764, %10760
  %10762 = phi i64 [ %10812, %10764 ], [ 0, %10760 ]
  %10763 = icmp slt i64 %10762, 2
  br i1 %10763, label %10764, label %10813

10764:                                            ; preds = %10761
  %10765 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10616, 1
  %10766 = mul nuw nsw i64 %10750, 1152
  %10767 = mul nuw nsw i64 %10754, 4
  %10768 = add nuw nsw i64 %10766, %10767
  %10769 = mul nuw nsw i64 %10758, 2
  %10770 = add nuw nsw i64 %10768, %10769
  %10771 = add nuw nsw i64 %10770, %10762
  %10772 = getelementptr inbounds nuw float, ptr %10765, i64 %10771
  %10773 = load float, ptr %10772, align 4
  %10774 = add nuw nsw i64 %10754, 0
  %10775 = add nuw nsw i64 %10774, 0
  %10776 = getelementptr inbounds nuw float, ptr @__constant_288xf32_42, i64 %10775
  %10777 = load float, ptr %10776, align 4
  %10778 = add nuw nsw i64 %10754, 0
  %10779 = add nuw nsw i64 %10778, 0
  %10780 = getelementptr inbounds nuw float, ptr @__constant_288xf32_41, i64 %10779
  %10781 = load float, ptr %10780, align 4
  %10782 = add nuw nsw i64 %10754, 0
  %10783 = add nuw nsw i64 %10782, 0
  %10784 = getelementptr inbounds nuw float, ptr @__constant_288xf32_40, i64 %10783
  %10785 = load float, ptr %10784, align 4
  %10786 = add nuw nsw i64 %10754, 0
  %10787 = add nuw nsw i64 %10786, 0
  %10788 = getelementptr inbounds nuw float, ptr @__constant_288xf32_39, i64 %10787
  %10789 = load float, ptr %10788, align 4
  %10790 = fadd float %10781, 1.000000e-03
  %10791 = call float @llvm.sqrt.f32(float %10790)
  %10792 = fdiv float 1.000000e+00, %10791
  %10793 = fsub float %10773, %10777
  %10794 = fmul float %10793, %10792
  %10795 = fmul float %10794, %10785
  %10796 = fadd float %10795, %10789
  %10797 = fadd float %10796, 3.000000e+00
  %10798 = fcmp ult float %10797, 0.000000e+00
  %10799 = select i1 %10798, float 0.000000e+00, float %10797
  %10800 = fcmp ugt float %10799, 6.000000e+00
  %10801 = select i1 %10800, float 6.000000e+00, float %10799
  %10802 = fmul float %10796, %10801
  %10803 = fdiv float %10802, 6.000000e+00
  %10804 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10748, 1
  %10805 = mul nuw nsw i64 %10750, 1152
  %10806 = mul nuw nsw i64 %10754, 4
  %10807 = add nuw nsw i64 %10805, %10806
  %10808 = mul nuw nsw i64 %10758, 2
  %10809 = add nuw nsw i64 %10807, %10808
  %10810 = add nuw nsw i64 %10809, %10762
  %10811 = getelementptr inbounds nuw float, ptr %10804, i64 %10810
  store float %10803, ptr %10811, align 4
  %10812 = add i64 %10762, 1
  br label %10761

10813:                                            ; preds = %10761
  %10814 = add i64 %10758, 1
  br label %10757

10815:                                            ; preds = %10757
  %10816 = add i64 %10754, 1
  br label %10753

10817:                                            ; preds = %10753
  %10818 = add i64 %10750, 1
  br label %10749

10819:                                            ; preds = %10749
  %10820 = call ptr @malloc(i64 1216)
  %10821 = ptrtoint ptr %10820 to i64
  %10822 = add i64 %10821, 63
  %10823 = urem i64 %10822, 64
  %10824 = sub i64 %10822, %10823
  %10825 = inttoptr i64 %10824 to ptr
  %10826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10820, 0
  %10827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10826, ptr %10825, 1
  %10828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10827, i64 0, 2
  %10829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10828, i64 1, 3, 0
  %10830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10829, i64 288, 3, 1
  %10831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10830, i64 1, 3, 2
  %10832 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10831, i64 1, 3, 3
  %10833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10832, i64 288, 4, 0
  %10834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10833, i64 1, 4, 1
  %10835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10834, i64 1, 4, 2
  %10836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10835, i64 1, 4, 3
  br label %10837

10837:                                            ; preds = %10864, %10819
  %10838 = phi i64 [ %10865, %10864 ], [ 0, %10819 ]
  %10839 = icmp slt i64 %10838, 1
  br i1 %10839, label %10840, label %10866

10840:                                            ; preds = %10837
  br label %10841

10841:                                            ; preds = %10862, %10840
  %10842 = phi i64 [ %10863, %10862 ], [ 0, %10840 ]
  %10843 = icmp slt i64 %10842, 288
  br i1 %10843, label %10844, label %10864

10844:                                            ; preds = %10841
  br label %10845

10845:                                            ; preds = %10860, %10844
  %10846 = phi i64 [ %10861, %10860 ], [ 0, %10844 ]
  %10847 = icmp slt i64 %10846, 1
  br i1 %10847, label %10848, label %10862

10848:                                            ; preds = %10845
  br label %10849

10849:                                            ; preds = %10852, %10848
  %10850 = phi i64 [ %10859, %10852 ], [ 0, %10848 ]
  %10851 = icmp slt i64 %10850, 1
  br i1 %10851, label %10852, label %10860

10852:                                            ; preds = %10849
  %10853 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10836, 1
  %10854 = mul nuw nsw i64 %10838, 288
  %10855 = add nuw nsw i64 %10854, %10842
  %10856 = add nuw nsw i64 %10855, %10846
  %10857 = add nuw nsw i64 %10856, %10850
  %10858 = getelementptr inbounds nuw float, ptr %10853, i64 %10857
  store float 0.000000e+00, ptr %10858, align 4
  %10859 = add i64 %10850, 1
  br label %10849

10860:                                            ; preds = %10849
  %10861 = add i64 %10846, 1
  br label %10845

10862:                                            ; preds = %10845
  %10863 = add i64 %10842, 1
  br label %10841

10864:                                            ; preds = %10841
  %10865 = add i64 %10838, 1
  br label %10837

10866:                                            ; preds = %10837
  %10867 = call ptr @malloc(i64 1216)
  %10868 = ptrtoint ptr %10867 to i64
  %10869 = add i64 %10868, 63
  %10870 = urem i64 %10869, 64
  %10871 = sub i64 %10869, %10870
  %10872 = inttoptr i64 %10871 to ptr
  %10873 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10867, 0
  %10874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10873, ptr %10872, 1
  %10875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10874, i64 0, 2
  %10876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10875, i64 1, 3, 0
  %10877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10876, i64 288, 3, 1
  %10878 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10877, i64 1, 3, 2
  %10879 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10878, i64 1, 3, 3
  %10880 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10879, i64 288, 4, 0
  %10881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10880, i64 1, 4, 1
  %10882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10881, i64 1, 4, 2
  %10883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10882, i64 1, 4, 3
  br label %10884

10884:                                            ; preds = %10918, %10866
  %10885 = phi i64 [ %10919, %10918 ], [ 0, %10866 ]
  %10886 = icmp slt i64 %10885, 1
  br i1 %10886, label %10887, label %10920

10887:                                            ; preds = %10884
  br label %10888

10888:                                            ; preds = %10916, %10887
  %10889 = phi i64 [ %10917, %10916 ], [ 0, %10887 ]
  %10890 = icmp slt i64 %10889, 288
  br i1 %10890, label %10891, label %10918

10891:                                            ; preds = %10888
  br label %10892

10892:                                            ; preds = %10914, %10891
  %10893 = phi i64 [ %10915, %10914 ], [ 0, %10891 ]
  %10894 = icmp slt i64 %10893, 1
  br i1 %10894, label %10895, label %10916

10895:                                            ; preds = %10892
  br label %10896

10896:                                            ; preds = %10899, %10895
  %10897 = phi i64 [ %10913, %10899 ], [ 0, %10895 ]
  %10898 = icmp slt i64 %10897, 1
  br i1 %10898, label %10899, label %10914

10899:                                            ; preds = %10896
  %10900 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10836, 1
  %10901 = mul nuw nsw i64 %10885, 288
  %10902 = add nuw nsw i64 %10901, %10889
  %10903 = add nuw nsw i64 %10902, %10893
  %10904 = add nuw nsw i64 %10903, %10897
  %10905 = getelementptr inbounds nuw float, ptr %10900, i64 %10904
  %10906 = load float, ptr %10905, align 4
  %10907 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10883, 1
  %10908 = mul nuw nsw i64 %10885, 288
  %10909 = add nuw nsw i64 %10908, %10889
  %10910 = add nuw nsw i64 %10909, %10893
  %10911 = add nuw nsw i64 %10910, %10897
  %10912 = getelementptr inbounds nuw float, ptr %10907, i64 %10911
  store float %10906, ptr %10912, align 4
  %10913 = add i64 %10897, 1
  br label %10896

10914:                                            ; preds = %10896
  %10915 = add i64 %10893, 1
  br label %10892

10916:                                            ; preds = %10892
  %10917 = add i64 %10889, 1
  br label %10888

10918:                                            ; preds = %10888
  %10919 = add i64 %10885, 1
  br label %10884

10920:                                            ; preds = %10884
  br label %10921

10921:                                            ; preds = %10965, %10920
  %10922 = phi i64 [ %10966, %10965 ], [ 0, %10920 ]
  %10923 = icmp slt i64 %10922, 1
  br i1 %10923, label %10924, label %10967

10924:                                            ; preds = %10921
  br label %10925

10925:                                            ; preds = %10963, %10924
  %10926 = phi i64 [ %10964, %10963 ], [ 0, %10924 ]
  %10927 = icmp slt i64 %10926, 288
  br i1 %10927, label %10928, label %10965

10928:                                            ; preds = %10925
  br label %10929

10929:                                            ; preds = %10961, %10928
  %10930 = phi i64 [ %10962, %10961 ], [ 0, %10928 ]
  %10931 = icmp slt i64 %10930, 2
  br i1 %10931, label %10932, label %10963

10932:                                            ; preds = %10929
  br label %10933

10933:                                            ; preds = %10936, %10932
  %10934 = phi i64 [ %10960, %10936 ], [ 0, %10932 ]
  %10935 = icmp slt i64 %10934, 2
  br i1 %10935, label %10936, label %10961

10936:                                            ; preds = %10933
  %10937 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10748, 1
  %10938 = mul nuw nsw i64 %10922, 1152
  %10939 = mul nuw nsw i64 %10926, 4
  %10940 = add nuw nsw i64 %10938, %10939
  %10941 = mul nuw nsw i64 %10930, 2
  %10942 = add nuw nsw i64 %10940, %10941
  %10943 = add nuw nsw i64 %10942, %10934
  %10944 = getelementptr inbounds nuw float, ptr %10937, i64 %10943
  %10945 = load float, ptr %10944, align 4
  %10946 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10883, 1
  %10947 = mul nuw nsw i64 %10922, 288
  %10948 = add nuw nsw i64 %10947, %10926
  %10949 = add nuw nsw i64 %10948, 0
  %10950 = add nuw nsw i64 %10949, 0
  %10951 = getelementptr inbounds nuw float, ptr %10946, i64 %10950
  %10952 = load float, ptr %10951, align 4
  %10953 = fadd float %10945, %10952
  %10954 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10883, 1
  %10955 = mul nuw nsw i64 %10922, 288
  %10956 = add nuw nsw i64 %10955, %10926
  %10957 = add nuw nsw i64 %10956, 0
  %10958 = add nuw nsw i64 %10957, 0
  %10959 = getelementptr inbounds nuw float, ptr %10954, i64 %10958
  store float %10953, ptr %10959, align 4
  %10960 = add i64 %10934, 1
  br label %10933

10961:                                            ; preds = %10933
  %10962 = add i64 %10930, 1
  br label %10929

10963:                                            ; preds = %10929
  %10964 = add i64 %10926, 1
  br label %10925

10965:                                            ; preds = %10925
  %10966 = add i64 %10922, 1
  br label %10921

10967:                                            ; preds = %10921
  %10968 = call ptr @malloc(i64 352)
  %10969 = ptrtoint ptr %10968 to i64
  %10970 = add i64 %10969, 63
  %10971 = urem i64 %10970, 64
  %10972 = sub i64 %10970, %10971
  %10973 = inttoptr i64 %10972 to ptr
  %10974 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10968, 0
  %10975 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10974, ptr %10973, 1
  %10976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10975, i64 0, 2
  %10977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10976, i64 1, 3, 0
  %10978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10977, i64 72, 3, 1
  %10979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10978, i64 1, 3, 2
  %10980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10979, i64 1, 3, 3
  %10981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10980, i64 72, 4, 0
  %10982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10981, i64 1, 4, 1
  %10983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10982, i64 1, 4, 2
  %10984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10983, i64 1, 4, 3
  br label %10985

10985:                                            ; preds = %11014, %10967
  %10986 = phi i64 [ %11015, %11014 ], [ 0, %10967 ]
  %10987 = icmp slt i64 %10986, 1
  br i1 %10987, label %10988, label %11016

10988:                                            ; preds = %10985
  br label %10989

10989:                                            ; preds = %11012, %10988
  %10990 = phi i64 [ %11013, %11012 ], [ 0, %10988 ]
  %10991 = icmp slt i64 %10990, 72
  br i1 %10991, label %10992, label %11014

10992:                                            ; preds = %10989
  br label %10993

10993:                                            ; preds = %11010, %10992
  %10994 = phi i64 [ %11011, %11010 ], [ 0, %10992 ]
  %10995 = icmp slt i64 %10994, 1
  br i1 %10995, label %10996, label %11012

10996:                                            ; preds = %10993
  br label %10997

10997:                                            ; preds = %11000, %10996
  %10998 = phi i64 [ %11009, %11000 ], [ 0, %10996 ]
  %10999 = icmp slt i64 %10998, 1
  br i1 %10999, label %11000, label %11010

11000:                                            ; preds = %10997
  %11001 = getelementptr inbounds nuw float, ptr @__constant_72xf32, i64 %10990
  %11002 = load float, ptr %11001, align 4
  %11003 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10984, 1
  %11004 = mul nuw nsw i64 %10986, 72
  %11005 = add nuw nsw i64 %11004, %10990
  %11006 = add nuw nsw i64 %11005, %10994
  %11007 = add nuw nsw i64 %11006, %10998
  %11008 = getelementptr inbounds nuw float, ptr %11003, i64 %11007
  store float %11002, ptr %11008, align 4
  %11009 = add i64 %10998, 1
  br label %10997

11010:                                            ; preds = %10997
  %11011 = add i64 %10994, 1
  br label %10993

11012:                                            ; preds = %10993
  %11013 = add i64 %10990, 1
  br label %10989

11014:                                            ; preds = %10989
  %11015 = add i64 %10986, 1
  br label %10985

11016:                                            ; preds = %10985
  %11017 = call ptr @malloc(i64 352)
  %11018 = ptrtoint ptr %11017 to i64
  %11019 = add i64 %11018, 63
  %11020 = urem i64 %11019, 64
  %11021 = sub i64 %11019, %11020
  %11022 = inttoptr i64 %11021 to ptr
  %11023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11017, 0
  %11024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11023, ptr %11022, 1
  %11025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11024, i64 0, 2
  %11026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11025, i64 1, 3, 0
  %11027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11026, i64 72, 3, 1
  %11028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11027, i64 1, 3, 2
  %11029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11028, i64 1, 3, 3
  %11030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11029, i64 72, 4, 0
  %11031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11030, i64 1, 4, 1
  %11032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11031, i64 1, 4, 2
  %11033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11032, i64 1, 4, 3
  br label %11034

11034:                                            ; preds = %11068, %11016
  %11035 = phi i64 [ %11069, %11068 ], [ 0, %11016 ]
  %11036 = icmp slt i64 %11035, 1
  br i1 %11036, label %11037, label %11070

11037:                                            ; preds = %11034
  br label %11038

11038:                                            ; preds = %11066, %11037
  %11039 = phi i64 [ %11067, %11066 ], [ 0, %11037 ]
  %11040 = icmp slt i64 %11039, 72
  br i1 %11040, label %11041, label %11068

11041:                                            ; preds = %11038
  br label %11042

11042:                                            ; preds = %11064, %11041
  %11043 = phi i64 [ %11065, %11064 ], [ 0, %11041 ]
  %11044 = icmp slt i64 %11043, 1
  br i1 %11044, label %11045, label %11066

11045:                                            ; preds = %11042
  br label %11046

11046:                                            ; preds = %11049, %11045
  %11047 = phi i64 [ %11063, %11049 ], [ 0, %11045 ]
  %11048 = icmp slt i64 %11047, 1
  br i1 %11048, label %11049, label %11064

11049:                                            ; preds = %11046
  %11050 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10984, 1
  %11051 = mul nuw nsw i64 %11035, 72
  %11052 = add nuw nsw i64 %11051, %11039
  %11053 = add nuw nsw i64 %11052, %11043
  %11054 = add nuw nsw i64 %11053, %11047
  %11055 = getelementptr inbounds nuw float, ptr %11050, i64 %11054
  %11056 = load float, ptr %11055, align 4
  %11057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11033, 1
  %11058 = mul nuw nsw i64 %11035, 72
  %11059 = add nuw nsw i64 %11058, %11039
  %11060 = add nuw nsw i64 %11059, %11043
  %11061 = add nuw nsw i64 %11060, %11047
  %11062 = getelementptr inbounds nuw float, ptr %11057, i64 %11061
  store float %11056, ptr %11062, align 4
  %11063 = add i64 %11047, 1
  br label %11046

11064:                                            ; preds = %11046
  %11065 = add i64 %11043, 1
  br label %11042

11066:                                            ; preds = %11042
  %11067 = add i64 %11039, 1
  br label %11038

11068:                                            ; preds = %11038
  %11069 = add i64 %11035, 1
  br label %11034

11070:                                            ; preds = %11034
  br label %11071

11071:                                            ; preds = %11141, %11070
  %11072 = phi i64 [ %11142, %11141 ], [ 0, %11070 ]
  %11073 = icmp slt i64 %11072, 1
  br i1 %11073, label %11074, label %11143

11074:                                            ; preds = %11071
  br label %11075

11075:                                            ; preds = %11139, %11074
  %11076 = phi i64 [ %11140, %11139 ], [ 0, %11074 ]
  %11077 = icmp slt i64 %11076, 72
  br i1 %11077, label %11078, label %11141

11078:                                            ; preds = %11075
  br label %11079

11079:                                            ; preds = %11137, %11078
  %11080 = phi i64 [ %11138, %11137 ], [ 0, %11078 ]
  %11081 = icmp slt i64 %11080, 1
  br i1 %11081, label %11082, label %11139

11082:                                            ; preds = %11079
  br label %11083

11083:                                            ; preds = %11135, %11082
  %11084 = phi i64 [ %11136, %11135 ], [ 0, %11082 ]
  %11085 = icmp slt i64 %11084, 1
  br i1 %11085, label %11086, label %11137

11086:                                            ; preds = %11083
  br label %11087

11087:                                            ; preds = %11133, %11086
  %11088 = phi i64 [ %11134, %11133 ], [ 0, %11086 ]
  %11089 = icmp slt i64 %11088, 288
  br i1 %11089, label %11090, label %11135

11090:                                            ; preds = %11087
  br label %11091

11091:                                            ; preds = %11131, %11090
  %11092 = phi i64 [ %11132, %11131 ], [ 0, %11090 ]
  %11093 = icmp slt i64 %11092, 1
  br i1 %11093, label %11094, label %11133

11094:                                            ; preds = %11091
  br label %11095

11095:                                            ; preds = %11098, %11094
  %11096 = phi i64 [ %11130, %11098 ], [ 0, %11094 ]
  %11097 = icmp slt i64 %11096, 1
  br i1 %11097, label %11098, label %11131

11098:                                            ; preds = %11095
  %11099 = add i64 %11080, %11092
  %11100 = add i64 %11084, %11096
  %11101 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10883, 1
  %11102 = mul nuw nsw i64 %11072, 288
  %11103 = add nuw nsw i64 %11102, %11088
  %11104 = add nuw nsw i64 %11103, %11099
  %11105 = add nuw nsw i64 %11104, %11100
  %11106 = getelementptr inbounds nuw float, ptr %11101, i64 %11105
  %11107 = load float, ptr %11106, align 4
  %11108 = mul nuw nsw i64 %11076, 288
  %11109 = add nuw nsw i64 %11108, %11088
  %11110 = add nuw nsw i64 %11109, %11092
  %11111 = add nuw nsw i64 %11110, %11096
  %11112 = getelementptr inbounds nuw float, ptr @__constant_72x288x1x1xf32, i64 %11111
  %11113 = load float, ptr %11112, align 4
  %11114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11033, 1
  %11115 = mul nuw nsw i64 %11072, 72
  %11116 = add nuw nsw i64 %11115, %11076
  %11117 = add nuw nsw i64 %11116, %11080
  %11118 = add nuw nsw i64 %11117, %11084
  %11119 = getelementptr inbounds nuw float, ptr %11114, i64 %11118
  %11120 = load float, ptr %11119, align 4
  %11121 = fdiv float %11107, 4.000000e+00
  %11122 = fmul float %11121, %11113
  %11123 = fadd float %11120, %11122
  %11124 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11033, 1
  %11125 = mul nuw nsw i64 %11072, 72
  %11126 = add nuw nsw i64 %11125, %11076
  %11127 = add nuw nsw i64 %11126, %11080
  %11128 = add nuw nsw i64 %11127, %11084
  %11129 = getelementptr inbounds nuw float, ptr %11124, i64 %11128
  store float %11123, ptr %11129, align 4
  %11130 = add i64 %11096, 1
  br label %11095

11131:                                            ; preds = %11095
  %11132 = add i64 %11092, 1
  br label %11091

11133:                                            ; preds = %11091
  %11134 = add i64 %11088, 1
  br label %11087

11135:                                            ; preds = %11087
  %11136 = add i64 %11084, 1
  br label %11083

11137:                                            ; preds = %11083
  %11138 = add i64 %11080, 1
  br label %11079

11139:                                            ; preds = %11079
  %11140 = add i64 %11076, 1
  br label %11075

11141:                                            ; preds = %11075
  %11142 = add i64 %11072, 1
  br label %11071

11143:                                            ; preds = %11071
  %11144 = call ptr @malloc(i64 1216)
  %11145 = ptrtoint ptr %11144 to i64
  %11146 = add i64 %11145, 63
  %11147 = urem i64 %11146, 64
  %11148 = sub i64 %11146, %11147
  %11149 = inttoptr i64 %11148 to ptr
  %11150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11144, 0
  %11151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11150, ptr %11149, 1
  %11152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11151, i64 0, 2
  %11153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11152, i64 1, 3, 0
  %11154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11153, i64 288, 3, 1
  %11155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11154, i64 1, 3, 2
  %11156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11155, i64 1, 3, 3
  %11157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11156, i64 288, 4, 0
  %11158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11157, i64 1, 4, 1
  %11159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11158, i64 1, 4, 2
  %11160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11159, i64 1, 4, 3
  br label %11161

11161:                                            ; preds = %11190, %11143
  %11162 = phi i64 [ %11191, %11190 ], [ 0, %11143 ]
  %11163 = icmp slt i64 %11162, 1
  br i1 %11163, label %11164, label %11192

11164:                                            ; preds = %11161
  br label %11165

11165:                                            ; preds = %11188, %11164
  %11166 = phi i64 [ %11189, %11188 ], [ 0, %11164 ]
  %11167 = icmp slt i64 %11166, 288
  br i1 %11167, label %11168, label %11190

11168:                                            ; preds = %11165
  br label %11169

11169:                                            ; preds = %11186, %11168
  %11170 = phi i64 [ %11187, %11186 ], [ 0, %11168 ]
  %11171 = icmp slt i64 %11170, 1
  br i1 %11171, label %11172, label %11188

11172:                                            ; preds = %11169
  br label %11173

11173:                                            ; preds = %11176, %11172
  %11174 = phi i64 [ %11185, %11176 ], [ 0, %11172 ]
  %11175 = icmp slt i64 %11174, 1
  br i1 %11175, label %11176, label %11186

11176:                                            ; preds = %11173
  %11177 = getelementptr inbounds nuw float, ptr @__constant_288xf32, i64 %11166
  %11178 = load float, ptr %11177, align 4
  %11179 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11160, 1
  %11180 = mul nuw nsw i64 %11162, 288
  %11181 = add nuw nsw i64 %11180, %11166
  %11182 = add nuw nsw i64 %11181, %11170
  %11183 = add nuw nsw i64 %11182, %11174
  %11184 = getelementptr inbounds nuw float, ptr %11179, i64 %11183
  store float %11178, ptr %11184, align 4
  %11185 = add i64 %11174, 1
  br label %11173

11186:                                            ; preds = %11173
  %11187 = add i64 %11170, 1
  br label %11169

11188:                                            ; preds = %11169
  %11189 = add i64 %11166, 1
  br label %11165

11190:                                            ; preds = %11165
  %11191 = add i64 %11162, 1
  br label %11161

11192:                                            ; preds = %11161
  %11193 = call ptr @malloc(i64 1216)
  %11194 = ptrtoint ptr %11193 to i64
  %11195 = add i64 %11194, 63
  %11196 = urem i64 %11195, 64
  %11197 = sub i64 %11195, %11196
  %11198 = inttoptr i64 %11197 to ptr
  %11199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11193, 0
  %11200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11199, ptr %11198, 1
  %11201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11200, i64 0, 2
  %11202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11201, i64 1, 3, 0
  %11203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11202, i64 288, 3, 1
  %11204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11203, i64 1, 3, 2
  %11205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11204, i64 1, 3, 3
  %11206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11205, i64 288, 4, 0
  %11207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11206, i64 1, 4, 1
  %11208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11207, i64 1, 4, 2
  %11209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11208, i64 1, 4, 3
  br label %11210

11210:                                            ; preds = %11244, %11192
  %11211 = phi i64 [ %11245, %11244 ], [ 0, %11192 ]
  %11212 = icmp slt i64 %11211, 1
  br i1 %11212, label %11213, label %11246

11213:                                            ; preds = %11210
  br label %11214

11214:                                            ; preds = %11242, %11213
  %11215 = phi i64 [ %11243, %11242 ], [ 0, %11213 ]
  %11216 = icmp slt i64 %11215, 288
  br i1 %11216, label %11217, label %11244

11217:                                            ; preds = %11214
  br label %11218

11218:                                            ; preds = %11240, %11217
  %11219 = phi i64 [ %11241, %11240 ], [ 0, %11217 ]
  %11220 = icmp slt i64 %11219, 1
  br i1 %11220, label %11221, label %11242

11221:                                            ; preds = %11218
  br label %11222

11222:                                            ; preds = %11225, %11221
  %11223 = phi i64 [ %11239, %11225 ], [ 0, %11221 ]
  %11224 = icmp slt i64 %11223, 1
  br i1 %11224, label %11225, label %11240

11225:                                            ; preds = %11222
  %11226 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11160, 1
  %11227 = mul nuw nsw i64 %11211, 288
  %11228 = add nuw nsw i64 %11227, %11215
  %11229 = add nuw nsw i64 %11228, %11219
  %11230 = add nuw nsw i64 %11229, %11223
  %11231 = getelementptr inbounds nuw float, ptr %11226, i64 %11230
  %11232 = load float, ptr %11231, align 4
  %11233 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11209, 1
  %11234 = mul nuw nsw i64 %11211, 288
  %11235 = add nuw nsw i64 %11234, %11215
  %11236 = add nuw nsw i64 %11235, %11219
  %11237 = add nuw nsw i64 %11236, %11223
  %11238 = getelementptr inbounds nuw float, ptr %11233, i64 %11237
  store float %11232, ptr %11238, align 4
  %11239 = add i64 %11223, 1
  br label %11222

11240:                                            ; preds = %11222
  %11241 = add i64 %11219, 1
  br label %11218

11242:                                            ; preds = %11218
  %11243 = add i64 %11215, 1
  br label %11214

11244:                                            ; preds = %11214
  %11245 = add i64 %11211, 1
  br label %11210

11246:                                            ; preds = %11210
  br label %11247

11247:                                            ; preds = %11318, %11246
  %11248 = phi i64 [ %11319, %11318 ], [ 0, %11246 ]
  %11249 = icmp slt i64 %11248, 1
  br i1 %11249, label %11250, label %11320

11250:                                            ; preds = %11247
  br label %11251

11251:                                            ; preds = %11316, %11250
  %11252 = phi i64 [ %11317, %11316 ], [ 0, %11250 ]
  %11253 = icmp slt i64 %11252, 288
  br i1 %11253, label %11254, label %11318

11254:                                            ; preds = %11251
  br label %11255

11255:                                            ; preds = %11314, %11254
  %11256 = phi i64 [ %11315, %11314 ], [ 0, %11254 ]
  %11257 = icmp slt i64 %11256, 1
  br i1 %11257, label %11258, label %11316

11258:                                            ; preds = %11255
  br label %11259

11259:                                            ; preds = %11312, %11258
  %11260 = phi i64 [ %11313, %11312 ], [ 0, %11258 ]
  %11261 = icmp slt i64 %11260, 1
  br i1 %11261, label %11262, label %11314

11262:                                            ; preds = %11259
  br label %11263

11263:                                            ; preds = %11310, %11262
  %11264 = phi i64 [ %11311, %11310 ], [ 0, %11262 ]
  %11265 = icmp slt i64 %11264, 72
  br i1 %11265, label %11266, label %11312

11266:                                            ; preds = %11263
  br label %11267

11267:                                            ; preds = %11308, %11266
  %11268 = phi i64 [ %11309, %11308 ], [ 0, %11266 ]
  %11269 = icmp slt i64 %11268, 1
  br i1 %11269, label %11270, label %11310

11270:                                            ; preds = %11267
  br label %11271

11271:                                            ; preds = %11274, %11270
  %11272 = phi i64 [ %11307, %11274 ], [ 0, %11270 ]
  %11273 = icmp slt i64 %11272, 1
  br i1 %11273, label %11274, label %11308

11274:                                            ; preds = %11271
  %11275 = add i64 %11256, %11268
  %11276 = add i64 %11260, %11272
  %11277 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11033, 1
  %11278 = mul nuw nsw i64 %11248, 72
  %11279 = add nuw nsw i64 %11278, %11264
  %11280 = add nuw nsw i64 %11279, %11275
  %11281 = add nuw nsw i64 %11280, %11276
  %11282 = getelementptr inbounds nuw float, ptr %11277, i64 %11281
  %11283 = load float, ptr %11282, align 4
  %11284 = mul nuw nsw i64 %11252, 72
  %11285 = add nuw nsw i64 %11284, %11264
  %11286 = add nuw nsw i64 %11285, %11268
  %11287 = add nuw nsw i64 %11286, %11272
  %11288 = getelementptr inbounds nuw float, ptr @__constant_288x72x1x1xf32, i64 %11287
  %11289 = load float, ptr %11288, align 4
  %11290 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11209, 1
  %11291 = mul nuw nsw i64 %11248, 288
  %11292 = add nuw nsw i64 %11291, %11252
  %11293 = add nuw nsw i64 %11292, %11256
  %11294 = add nuw nsw i64 %11293, %11260
  %11295 = getelementptr inbounds nuw float, ptr %11290, i64 %11294
  %11296 = load float, ptr %11295, align 4
  %11297 = fcmp ugt float %11283, 0.000000e+00
  %11298 = select i1 %11297, float %11283, float 0.000000e+00
  %11299 = fmul float %11298, %11289
  %11300 = fadd float %11296, %11299
  %11301 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11209, 1
  %11302 = mul nuw nsw i64 %11248, 288
  %11303 = add nuw nsw i64 %11302, %11252
  %11304 = add nuw nsw i64 %11303, %11256
  %11305 = add nuw nsw i64 %11304, %11260
  %11306 = getelementptr inbounds nuw float, ptr %11301, i64 %11305
  store float %11300, ptr %11306, align 4
  %11307 = add i64 %11272, 1
  br label %11271

11308:                                            ; preds = %11271
  %11309 = add i64 %11268, 1
  br label %11267

11310:                                            ; preds = %11267
  %11311 = add i64 %11264, 1
  br label %11263

11312:                                            ; preds = %11263
  %11313 = add i64 %11260, 1
  br label %11259

11314:                                            ; preds = %11259
  %11315 = add i64 %11256, 1
  br label %11255

11316:                                            ; preds = %11255
  %11317 = add i64 %11252, 1
  br label %11251

11318:                                            ; preds = %11251
  %11319 = add i64 %11248, 1
  br label %11247

11320:                                            ; preds = %11247
  %11321 = call ptr @malloc(i64 1600)
  %11322 = ptrtoint ptr %11321 to i64
  %11323 = add i64 %11322, 63
  %11324 = urem i64 %11323, 64
  %11325 = sub i64 %11323, %11324
  %11326 = inttoptr i64 %11325 to ptr
  %11327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11321, 0
  %11328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11327, ptr %11326, 1
  %11329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11328, i64 0, 2
  %11330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11329, i64 1, 3, 0
  %11331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11330, i64 96, 3, 1
  %11332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11331, i64 2, 3, 2
  %11333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11332, i64 2, 3, 3
  %11334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11333, i64 384, 4, 0
  %11335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11334, i64 4, 4, 1
  %11336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11335, i64 2, 4, 2
  %11337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11336, i64 1, 4, 3
  br label %11338

11338:                                            ; preds = %11367, %11320
  %11339 = phi i64 [ %11368, %11367 ], [ 0, %11320 ]
  %11340 = icmp slt i64 %11339, 1
  br i1 %11340, label %11341, label %11369

11341:                                            ; preds = %11338
  br label %11342

11342:                                            ; preds = %11365, %11341
  %11343 = phi i64 [ %11366, %11365 ], [ 0, %11341 ]
  %11344 = icmp slt i64 %11343, 96
  br i1 %11344, label %11345, label %11367

11345:                                            ; preds = %11342
  br label %11346

11346:                                            ; preds = %11363, %11345
  %11347 = phi i64 [ %11364, %11363 ], [ 0, %11345 ]
  %11348 = icmp slt i64 %11347, 2
  br i1 %11348, label %11349, label %11365

11349:                                            ; preds = %11346
  br label %11350

11350:                                            ; preds = %11353, %11349
  %11351 = phi i64 [ %11362, %11353 ], [ 0, %11349 ]
  %11352 = icmp slt i64 %11351, 2
  br i1 %11352, label %11353, label %11363

11353:                                            ; preds = %11350
  %11354 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11337, 1
  %11355 = mul nuw nsw i64 %11339, 384
  %11356 = mul nuw nsw i64 %11343, 4
  %11357 = add nuw nsw i64 %11355, %11356
  %11358 = mul nuw nsw i64 %11347, 2
  %11359 = add nuw nsw i64 %11357, %11358
  %11360 = add nuw nsw i64 %11359, %11351
  %11361 = getelementptr inbounds nuw float, ptr %11354, i64 %11360
  store float 0.000000e+00, ptr %11361, align 4
  %11362 = add i64 %11351, 1
  br label %11350

11363:                                            ; preds = %11350
  %11364 = add i64 %11347, 1
  br label %11346

11365:                                            ; preds = %11346
  %11366 = add i64 %11343, 1
  br label %11342

11367:                                            ; preds = %11342
  %11368 = add i64 %11339, 1
  br label %11338

11369:                                            ; preds = %11338
  %11370 = call ptr @malloc(i64 1600)
  %11371 = ptrtoint ptr %11370 to i64
  %11372 = add i64 %11371, 63
  %11373 = urem i64 %11372, 64
  %11374 = sub i64 %11372, %11373
  %11375 = inttoptr i64 %11374 to ptr
  %11376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11370, 0
  %11377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11376, ptr %11375, 1
  %11378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11377, i64 0, 2
  %11379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11378, i64 1, 3, 0
  %11380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11379, i64 96, 3, 1
  %11381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11380, i64 2, 3, 2
  %11382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11381, i64 2, 3, 3
  %11383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11382, i64 384, 4, 0
  %11384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11383, i64 4, 4, 1
  %11385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11384, i64 2, 4, 2
  %11386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11385, i64 1, 4, 3
  br label %11387

11387:                                            ; preds = %11425, %11369
  %11388 = phi i64 [ %11426, %11425 ], [ 0, %11369 ]
  %11389 = icmp slt i64 %11388, 1
  br i1 %11389, label %11390, label %11427

11390:                                            ; preds = %11387
  br label %11391

11391:                                            ; preds = %11423, %11390
  %11392 = phi i64 [ %11424, %11423 ], [ 0, %11390 ]
  %11393 = icmp slt i64 %11392, 96
  br i1 %11393, label %11394, label %11425

11394:                                            ; preds = %11391
  br label %11395

11395:                                            ; preds = %11421, %11394
  %11396 = phi i64 [ %11422, %11421 ], [ 0, %11394 ]
  %11397 = icmp slt i64 %11396, 2
  br i1 %11397, label %11398, label %11423

11398:                                            ; preds = %11395
  br label %11399

11399:                                            ; preds = %11402, %11398
  %11400 = phi i64 [ %11420, %11402 ], [ 0, %11398 ]
  %11401 = icmp slt i64 %11400, 2
  br i1 %11401, label %11402, label %11421

11402:                                            ; preds = %11399
  %11403 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11337, 1
  %11404 = mul nuw nsw i64 %11388, 384
  %11405 = mul nuw nsw i64 %11392, 4
  %11406 = add nuw nsw i64 %11404, %11405
  %11407 = mul nuw nsw i64 %11396, 2
  %11408 = add nuw nsw i64 %11406, %11407
  %11409 = add nuw nsw i64 %11408, %11400
  %11410 = getelementptr inbounds nuw float, ptr %11403, i64 %11409
  %11411 = load float, ptr %11410, align 4
  %11412 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11386, 1
  %11413 = mul nuw nsw i64 %11388, 384
  %11414 = mul nuw nsw i64 %11392, 4
  %11415 = add nuw nsw i64 %11413, %11414
  %11416 = mul nuw nsw i64 %11396, 2
  %11417 = add nuw nsw i64 %11415, %11416
  %11418 = add nuw nsw i64 %11417, %11400
  %11419 = getelementptr inbounds nuw float, ptr %11412, i64 %11418
  store float %11411, ptr %11419, align 4
  %11420 = add i64 %11400, 1
  br label %11399

11421:                                            ; preds = %11399
  %11422 = add i64 %11396, 1
  br label %11395

11423:                                            ; preds = %11395
  %11424 = add i64 %11392, 1
  br label %11391

11425:                                            ; preds = %11391
  %11426 = add i64 %11388, 1
  br label %11387

11427:                                            ; preds = %11387
  br label %11428

11428:                                            ; preds = %11517, %11427
  %11429 = phi i64 [ %11518, %11517 ], [ 0, %11427 ]
  %11430 = icmp slt i64 %11429, 1
  br i1 %11430, label %11431, label %11519

11431:                                            ; preds = %11428
  br label %11432

11432:                                            ; preds = %11515, %11431
  %11433 = phi i64 [ %11516, %11515 ], [ 0, %11431 ]
  %11434 = icmp slt i64 %11433, 96
  br i1 %11434, label %11435, label %11517

11435:                                            ; preds = %11432
  br label %11436

11436:                                            ; preds = %11513, %11435
  %11437 = phi i64 [ %11514, %11513 ], [ 0, %11435 ]
  %11438 = icmp slt i64 %11437, 2
  br i1 %11438, label %11439, label %11515

11439:                                            ; preds = %11436
  br label %11440

11440:                                            ; preds = %11511, %11439
  %11441 = phi i64 [ %11512, %11511 ], [ 0, %11439 ]
  %11442 = icmp slt i64 %11441, 2
  br i1 %11442, label %11443, label %11513

11443:                                            ; preds = %11440
  br label %11444

11444:                                            ; preds = %11509, %11443
  %11445 = phi i64 [ %11510, %11509 ], [ 0, %11443 ]
  %11446 = icmp slt i64 %11445, 288
  br i1 %11446, label %11447, label %11511

11447:                                            ; preds = %11444
  br label %11448

11448:                                            ; preds = %11507, %11447
  %11449 = phi i64 [ %11508, %11507 ], [ 0, %11447 ]
  %11450 = icmp slt i64 %11449, 1
  br i1 %11450, label %11451, label %11509

11451:                                            ; preds = %11448
  br label %11452

11452:                                            ; preds = %11455, %11451
  %11453 = phi i64 [ %11506, %11455 ], [ 0, %11451 ]
  %11454 = icmp slt i64 %11453, 1
  br i1 %11454, label %11455, label %11507

11455:                                            ; preds = %11452
  %11456 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11209, 1
  %11457 = mul nuw nsw i64 %11429, 288
  %11458 = add nuw nsw i64 %11457, %11445
  %11459 = add nuw nsw i64 %11458, 0
  %11460 = add nuw nsw i64 %11459, 0
  %11461 = getelementptr inbounds nuw float, ptr %11456, i64 %11460
  %11462 = load float, ptr %11461, align 4
  %11463 = add i64 %11437, %11449
  %11464 = add i64 %11441, %11453
  %11465 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10748, 1
  %11466 = mul nuw nsw i64 %11429, 1152
  %11467 = mul nuw nsw i64 %11445, 4
  %11468 = add nuw nsw i64 %11466, %11467
  %11469 = mul nuw nsw i64 %11463, 2
  %11470 = add nuw nsw i64 %11468, %11469
  %11471 = add nuw nsw i64 %11470, %11464
  %11472 = getelementptr inbounds nuw float, ptr %11465, i64 %11471
  %11473 = load float, ptr %11472, align 4
  %11474 = mul nuw nsw i64 %11433, 288
  %11475 = add nuw nsw i64 %11474, %11445
  %11476 = add nuw nsw i64 %11475, %11449
  %11477 = add nuw nsw i64 %11476, %11453
  %11478 = getelementptr inbounds nuw float, ptr @__constant_96x288x1x1xf32, i64 %11477
  %11479 = load float, ptr %11478, align 4
  %11480 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11386, 1
  %11481 = mul nuw nsw i64 %11429, 384
  %11482 = mul nuw nsw i64 %11433, 4
  %11483 = add nuw nsw i64 %11481, %11482
  %11484 = mul nuw nsw i64 %11437, 2
  %11485 = add nuw nsw i64 %11483, %11484
  %11486 = add nuw nsw i64 %11485, %11441
  %11487 = getelementptr inbounds nuw float, ptr %11480, i64 %11486
  %11488 = load float, ptr %11487, align 4
  %11489 = fadd float %11462, 3.000000e+00
  %11490 = fcmp ult float %11489, 0.000000e+00
  %11491 = select i1 %11490, float 0.000000e+00, float %11489
  %11492 = fcmp ugt float %11491, 6.000000e+00
  %11493 = select i1 %11492, float 6.000000e+00, float %11491
  %11494 = fdiv float %11493, 6.000000e+00
  %11495 = fmul float %11494, %11473
  %11496 = fmul float %11495, %11479
  %11497 = fadd float %11488, %11496
  %11498 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11386, 1
  %11499 = mul nuw nsw i64 %11429, 384
  %11500 = mul nuw nsw i64 %11433, 4
  %11501 = add nuw nsw i64 %11499, %11500
  %11502 = mul nuw nsw i64 %11437, 2
  %11503 = add nuw nsw i64 %11501, %11502
  %11504 = add nuw nsw i64 %11503, %11441
  %11505 = getelementptr inbounds nuw float, ptr %11498, i64 %11504
  store float %11497, ptr %11505, align 4
  %11506 = add i64 %11453, 1
  br label %11452

11507:                                            ; preds = %11452
  %11508 = add i64 %11449, 1
  br label %11448

11509:                                            ; preds = %11448
  %11510 = add i64 %11445, 1
  br label %11444

11511:                                            ; preds = %11444
  %11512 = add i64 %11441, 1
  br label %11440

11513:                                            ; preds = %11440
  %11514 = add i64 %11437, 1
  br label %11436

11515:                                            ; preds = %11436
  %11516 = add i64 %11433, 1
  br label %11432

11517:                                            ; preds = %11432
  %11518 = add i64 %11429, 1
  br label %11428

11519:                                            ; preds = %11428
  %11520 = call ptr @malloc(i64 1600)
  %11521 = ptrtoint ptr %11520 to i64
  %11522 = add i64 %11521, 63
  %11523 = urem i64 %11522, 64
  %11524 = sub i64 %11522, %11523
  %11525 = inttoptr i64 %11524 to ptr
  %11526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11520, 0
  %11527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11526, ptr %11525, 1
  %11528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11527, i64 0, 2
  %11529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11528, i64 1, 3, 0
  %11530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11529, i64 96, 3, 1
  %11531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11530, i64 2, 3, 2
  %11532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11531, i64 2, 3, 3
  %11533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11532, i64 384, 4, 0
  %11534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11533, i64 4, 4, 1
  %11535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11534, i64 2, 4, 2
  %11536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11535, i64 1, 4, 3
  br label %11537

11537:                                            ; preds = %11598, %11519
  %11538 = phi i64 [ %11599, %11598 ], [ 0, %11519 ]
  %11539 = icmp slt i64 %11538, 1
  br i1 %11539, label %11540, label %11600

11540:                                            ; preds = %11537
  br label %11541

11541:                                            ; preds = %11596, %11540
  %11542 = phi i64 [ %11597, %11596 ], [ 0, %11540 ]
  %11543 = icmp slt i64 %11542, 96
  br i1 %11543, label %11544, label %11598

11544:                                            ; preds = %11541
  br label %11545

11545:                                            ; preds = %11594, %11544
  %11546 = phi i64 [ %11595, %11594 ], [ 0, %11544 ]
  %11547 = icmp slt i64 %11546, 2
  br i1 %11547, label %11548, label %11596

11548:                                            ; preds = %11545
  br label %11549

11549:                                            ; preds = %11552, %11548
  %11550 = phi i64 [ %11593, %11552 ], [ 0, %11548 ]
  %11551 = icmp slt i64 %11550, 2
  br i1 %11551, label %11552, label %11594

11552:                                            ; preds = %11549
  %11553 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11386, 1
  %11554 = mul nuw nsw i64 %11538, 384
  %11555 = mul nuw nsw i64 %11542, 4
  %11556 = add nuw nsw i64 %11554, %11555
  %11557 = mul nuw nsw i64 %11546, 2
  %11558 = add nuw nsw i64 %11556, %11557
  %11559 = add nuw nsw i64 %11558, %11550
  %11560 = getelementptr inbounds nuw float, ptr %11553, i64 %11559
  %11561 = load float, ptr %11560, align 4
  %11562 = add nuw nsw i64 %11542, 0
  %11563 = add nuw nsw i64 %11562, 0
  %11564 = getelementptr inbounds nuw float, ptr @__constant_96xf32_38, i64 %11563
  %11565 = load float, ptr %11564, align 4
  %11566 = add nuw nsw i64 %11542, 0
  %11567 = add nuw nsw i64 %11566, 0
  %11568 = getelementptr inbounds nuw float, ptr @__constant_96xf32_37, i64 %11567
  %11569 = load float, ptr %11568, align 4
  %11570 = add nuw nsw i64 %11542, 0
  %11571 = add nuw nsw i64 %11570, 0
  %11572 = getelementptr inbounds nuw float, ptr @__constant_96xf32_36, i64 %11571
  %11573 = load float, ptr %11572, align 4
  %11574 = add nuw nsw i64 %11542, 0
  %11575 = add nuw nsw i64 %11574, 0
  %11576 = getelementptr inbounds nuw float, ptr @__constant_96xf32_35, i64 %11575
  %11577 = load float, ptr %11576, align 4
  %11578 = fadd float %11569, 1.000000e-03
  %11579 = call float @llvm.sqrt.f32(float %11578)
  %11580 = fdiv float 1.000000e+00, %11579
  %11581 = fsub float %11561, %11565
  %11582 = fmul float %11581, %11580
  %11583 = fmul float %11582, %11573
  %11584 = fadd float %11583, %11577
  %11585 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11536, 1
  %11586 = mul nuw nsw i64 %11538, 384
  %11587 = mul nuw nsw i64 %11542, 4
  %11588 = add nuw nsw i64 %11586, %11587
  %11589 = mul nuw nsw i64 %11546, 2
  %11590 = add nuw nsw i64 %11588, %11589
  %11591 = add nuw nsw i64 %11590, %11550
  %11592 = getelementptr inbounds nuw float, ptr %11585, i64 %11591
  store float %11584, ptr %11592, align 4
  %11593 = add i64 %11550, 1
  br label %11549

11594:                                            ; preds = %11549
  %11595 = add i64 %11546, 1
  br label %11545

11596:                                            ; preds = %11545
  %11597 = add i64 %11542, 1
  br label %11541

11598:                                            ; preds = %11541
  %11599 = add i64 %11538, 1
  br label %11537

11600:                                            ; preds = %11537
  %11601 = call ptr @malloc(i64 9280)
  %11602 = ptrtoint ptr %11601 to i64
  %11603 = add i64 %11602, 63
  %11604 = urem i64 %11603, 64
  %11605 = sub i64 %11603, %11604
  %11606 = inttoptr i64 %11605 to ptr
  %11607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11601, 0
  %11608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11607, ptr %11606, 1
  %11609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11608, i64 0, 2
  %11610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11609, i64 1, 3, 0
  %11611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11610, i64 576, 3, 1
  %11612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11611, i64 2, 3, 2
  %11613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11612, i64 2, 3, 3
  %11614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11613, i64 2304, 4, 0
  %11615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11614, i64 4, 4, 1
  %11616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11615, i64 2, 4, 2
  %11617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11616, i64 1, 4, 3
  br label %11618

11618:                                            ; preds = %11647, %11600
  %11619 = phi i64 [ %11648, %11647 ], [ 0, %11600 ]
  %11620 = icmp slt i64 %11619, 1
  br i1 %11620, label %11621, label %11649

11621:                                            ; preds = %11618
  br label %11622

11622:                                            ; preds = %11645, %11621
  %11623 = phi i64 [ %11646, %11645 ], [ 0, %11621 ]
  %11624 = icmp slt i64 %11623, 576
  br i1 %11624, label %11625, label %11647

11625:                                            ; preds = %11622
  br label %11626

11626:                                            ; preds = %11643, %11625
  %11627 = phi i64 [ %11644, %11643 ], [ 0, %11625 ]
  %11628 = icmp slt i64 %11627, 2
  br i1 %11628, label %11629, label %11645

11629:                                            ; preds = %11626
  br label %11630

11630:                                            ; preds = %11633, %11629
  %11631 = phi i64 [ %11642, %11633 ], [ 0, %11629 ]
  %11632 = icmp slt i64 %11631, 2
  br i1 %11632, label %11633, label %11643

11633:                                            ; preds = %11630
  %11634 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11617, 1
  %11635 = mul nuw nsw i64 %11619, 2304
  %11636 = mul nuw nsw i64 %11623, 4
  %11637 = add nuw nsw i64 %11635, %11636
  %11638 = mul nuw nsw i64 %11627, 2
  %11639 = add nuw nsw i64 %11637, %11638
  %11640 = add nuw nsw i64 %11639, %11631
  %11641 = getelementptr inbounds nuw float, ptr %11634, i64 %11640
  store float 0.000000e+00, ptr %11641, align 4
  %11642 = add i64 %11631, 1
  br label %11630

11643:                                            ; preds = %11630
  %11644 = add i64 %11627, 1
  br label %11626

11645:                                            ; preds = %11626
  %11646 = add i64 %11623, 1
  br label %11622

11647:                                            ; preds = %11622
  %11648 = add i64 %11619, 1
  br label %11618

11649:                                            ; preds = %11618
  %11650 = call ptr @malloc(i64 9280)
  %11651 = ptrtoint ptr %11650 to i64
  %11652 = add i64 %11651, 63
  %11653 = urem i64 %11652, 64
  %11654 = sub i64 %11652, %11653
  %11655 = inttoptr i64 %11654 to ptr
  %11656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11650, 0
  %11657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11656, ptr %11655, 1
  %11658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11657, i64 0, 2
  %11659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11658, i64 1, 3, 0
  %11660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11659, i64 576, 3, 1
  %11661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11660, i64 2, 3, 2
  %11662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11661, i64 2, 3, 3
  %11663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11662, i64 2304, 4, 0
  %11664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11663, i64 4, 4, 1
  %11665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11664, i64 2, 4, 2
  %11666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11665, i64 1, 4, 3
  br label %11667

11667:                                            ; preds = %11705, %11649
  %11668 = phi i64 [ %11706, %11705 ], [ 0, %11649 ]
  %11669 = icmp slt i64 %11668, 1
  br i1 %11669, label %11670, label %11707

11670:                                            ; preds = %11667
  br label %11671

11671:                                            ; preds = %11703, %11670
  %11672 = phi i64 [ %11704, %11703 ], [ 0, %11670 ]
  %11673 = icmp slt i64 %11672, 576
  br i1 %11673, label %11674, label %11705

11674:                                            ; preds = %11671
  br label %11675

11675:                                            ; preds = %11701, %11674
  %11676 = phi i64 [ %11702, %11701 ], [ 0, %11674 ]
  %11677 = icmp slt i64 %11676, 2
  br i1 %11677, label %11678, label %11703

11678:                                            ; preds = %11675
  br label %11679

11679:                                            ; preds = %11682, %11678
  %11680 = phi i64 [ %11700, %11682 ], [ 0, %11678 ]
  %11681 = icmp slt i64 %11680, 2
  br i1 %11681, label %11682, label %11701

11682:                                            ; preds = %11679
  %11683 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11617, 1
  %11684 = mul nuw nsw i64 %11668, 2304
  %11685 = mul nuw nsw i64 %11672, 4
  %11686 = add nuw nsw i64 %11684, %11685
  %11687 = mul nuw nsw i64 %11676, 2
  %11688 = add nuw nsw i64 %11686, %11687
  %11689 = add nuw nsw i64 %11688, %11680
  %11690 = getelementptr inbounds nuw float, ptr %11683, i64 %11689
  %11691 = load float, ptr %11690, align 4
  %11692 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11666, 1
  %11693 = mul nuw nsw i64 %11668, 2304
  %11694 = mul nuw nsw i64 %11672, 4
  %11695 = add nuw nsw i64 %11693, %11694
  %11696 = mul nuw nsw i64 %11676, 2
  %11697 = add nuw nsw i64 %11695, %11696
  %11698 = add nuw nsw i64 %11697, %11680
  %11699 = getelementptr inbounds nuw float, ptr %11692, i64 %11698
  store float %11691, ptr %11699, align 4
  %11700 = add i64 %11680, 1
  br label %11679

11701:                                            ; preds = %11679
  %11702 = add i64 %11676, 1
  br label %11675

11703:                                            ; preds = %11675
  %11704 = add i64 %11672, 1
  br label %11671

11705:                                            ; preds = %11671
  %11706 = add i64 %11668, 1
  br label %11667

11707:                                            ; preds = %11667
  br label %11708

11708:                                            ; preds = %11783, %11707
  %11709 = phi i64 [ %11784, %11783 ], [ 0, %11707 ]
  %11710 = icmp slt i64 %11709, 1
  br i1 %11710, label %11711, label %11785

11711:                                            ; preds = %11708
  br label %11712

11712:                                            ; preds = %11781, %11711
  %11713 = phi i64 [ %11782, %11781 ], [ 0, %11711 ]
  %11714 = icmp slt i64 %11713, 576
  br i1 %11714, label %11715, label %11783

11715:                                            ; preds = %11712
  br label %11716

11716:                                            ; preds = %11779, %11715
  %11717 = phi i64 [ %11780, %11779 ], [ 0, %11715 ]
  %11718 = icmp slt i64 %11717, 2
  br i1 %11718, label %11719, label %11781

11719:                                            ; preds = %11716
  br label %11720

11720:                                            ; preds = %11777, %11719
  %11721 = phi i64 [ %11778, %11777 ], [ 0, %11719 ]
  %11722 = icmp slt i64 %11721, 2
  br i1 %11722, label %11723, label %11779

11723:                                            ; preds = %11720
  br label %11724

11724:                                            ; preds = %11775, %11723
  %11725 = phi i64 [ %11776, %11775 ], [ 0, %11723 ]
  %11726 = icmp slt i64 %11725, 96
  br i1 %11726, label %11727, label %11777

11727:                                            ; preds = %11724
  br label %11728

11728:                                            ; preds = %11773, %11727
  %11729 = phi i64 [ %11774, %11773 ], [ 0, %11727 ]
  %11730 = icmp slt i64 %11729, 1
  br i1 %11730, label %11731, label %11775

11731:                                            ; preds = %11728
  br label %11732

11732:                                            ; preds = %11735, %11731
  %11733 = phi i64 [ %11772, %11735 ], [ 0, %11731 ]
  %11734 = icmp slt i64 %11733, 1
  br i1 %11734, label %11735, label %11773

11735:                                            ; preds = %11732
  %11736 = add i64 %11717, %11729
  %11737 = add i64 %11721, %11733
  %11738 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11536, 1
  %11739 = mul nuw nsw i64 %11709, 384
  %11740 = mul nuw nsw i64 %11725, 4
  %11741 = add nuw nsw i64 %11739, %11740
  %11742 = mul nuw nsw i64 %11736, 2
  %11743 = add nuw nsw i64 %11741, %11742
  %11744 = add nuw nsw i64 %11743, %11737
  %11745 = getelementptr inbounds nuw float, ptr %11738, i64 %11744
  %11746 = load float, ptr %11745, align 4
  %11747 = mul nuw nsw i64 %11713, 96
  %11748 = add nuw nsw i64 %11747, %11725
  %11749 = add nuw nsw i64 %11748, %11729
  %11750 = add nuw nsw i64 %11749, %11733
  %11751 = getelementptr inbounds nuw float, ptr @__constant_576x96x1x1xf32_34, i64 %11750
  %11752 = load float, ptr %11751, align 4
  %11753 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11666, 1
  %11754 = mul nuw nsw i64 %11709, 2304
  %11755 = mul nuw nsw i64 %11713, 4
  %11756 = add nuw nsw i64 %11754, %11755
  %11757 = mul nuw nsw i64 %11717, 2
  %11758 = add nuw nsw i64 %11756, %11757
  %11759 = add nuw nsw i64 %11758, %11721
  %11760 = getelementptr inbounds nuw float, ptr %11753, i64 %11759
  %11761 = load float, ptr %11760, align 4
  %11762 = fmul float %11746, %11752
  %11763 = fadd float %11761, %11762
  %11764 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11666, 1
  %11765 = mul nuw nsw i64 %11709, 2304
  %11766 = mul nuw nsw i64 %11713, 4
  %11767 = add nuw nsw i64 %11765, %11766
  %11768 = mul nuw nsw i64 %11717, 2
  %11769 = add nuw nsw i64 %11767, %11768
  %11770 = add nuw nsw i64 %11769, %11721
  %11771 = getelementptr inbounds nuw float, ptr %11764, i64 %11770
  store float %11763, ptr %11771, align 4
  %11772 = add i64 %11733, 1
  br label %11732

11773:                                            ; preds = %11732
  %11774 = add i64 %11729, 1
  br label %11728

11775:                                            ; preds = %11728
  %11776 = add i64 %11725, 1
  br label %11724

11777:                                            ; preds = %11724
  %11778 = add i64 %11721, 1
  br label %11720

11779:                                            ; preds = %11720
  %11780 = add i64 %11717, 1
  br label %11716

11781:                                            ; preds = %11716
  %11782 = add i64 %11713, 1
  br label %11712

11783:                                            ; preds = %11712
  %11784 = add i64 %11709, 1
  br label %11708

11785:                                            ; preds = %11708
  %11786 = call ptr @malloc(i64 9280)
  %11787 = ptrtoint ptr %11786 to i64
  %11788 = add i64 %11787, 63
  %11789 = urem i64 %11788, 64
  %11790 = sub i64 %11788, %11789
  %11791 = inttoptr i64 %11790 to ptr
  %11792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11786, 0
  %11793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11792, ptr %11791, 1
  %11794 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11793, i64 0, 2
  %11795 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11794, i64 1, 3, 0
  %11796 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11795, i64 576, 3, 1
  %11797 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11796, i64 2, 3, 2
  %11798 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11797, i64 2, 3, 3
  %11799 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11798, i64 2304, 4, 0
  %11800 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11799, i64 4, 4, 1
  %11801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11800, i64 2, 4, 2
  %11802 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11801, i64 1, 4, 3
  br label %11803

11803:                                            ; preds = %11871, %11785
  %11804 = phi i64 [ %11872, %11871 ], [ 0, %11785 ]
  %11805 = icmp slt i64 %11804, 1
  br i1 %11805, label %11806, label %11873

11806:                                            ; preds = %11803
  br label %11807

11807:                                            ; preds = %11869, %11806
  %11808 = phi i64 [ %11870, %11869 ], [ 0, %11806 ]
  %11809 = icmp slt i64 %11808, 576
  br i1 %11809, label %11810, label %11871

11810:                                            ; preds = %11807
  br label %11811

11811:                                            ; preds = %11867, %11810
  %11812 = phi i64 [ %11868, %11867 ], [ 0, %11810 ]
  %11813 = icmp slt i64 %11812, 2
  br i1 %11813, label %11814, label %11869

11814:                                            ; preds = %11811
  br label %11815

11815:                                            ; preds = %11818, %11814
  %11816 = phi i64 [ %11866, %11818 ], [ 0, %11814 ]
  %11817 = icmp slt i64 %11816, 2
  br i1 %11817, label %11818, label %11867

11818:                                            ; preds = %11815
  %11819 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11666, 1
  %11820 = mul nuw nsw i64 %11804, 2304
  %11821 = mul nuw nsw i64 %11808, 4
  %11822 = add nuw nsw i64 %11820, %11821
  %11823 = mul nuw nsw i64 %11812, 2
  %11824 = add nuw nsw i64 %11822, %11823
  %11825 = add nuw nsw i64 %11824, %11816
  %11826 = getelementptr inbounds nuw float, ptr %11819, i64 %11825
  %11827 = load float, ptr %11826, align 4
  %11828 = add nuw nsw i64 %11808, 0
  %11829 = add nuw nsw i64 %11828, 0
  %11830 = getelementptr inbounds nuw float, ptr @__constant_576xf32_33, i64 %11829
  %11831 = load float, ptr %11830, align 4
  %11832 = add nuw nsw i64 %11808, 0
  %11833 = add nuw nsw i64 %11832, 0
  %11834 = getelementptr inbounds nuw float, ptr @__constant_576xf32_32, i64 %11833
  %11835 = load float, ptr %11834, align 4
  %11836 = add nuw nsw i64 %11808, 0
  %11837 = add nuw nsw i64 %11836, 0
  %11838 = getelementptr inbounds nuw float, ptr @__constant_576xf32_31, i64 %11837
  %11839 = load float, ptr %11838, align 4
  %11840 = add nuw nsw i64 %11808, 0
  %11841 = add nuw nsw i64 %11840, 0
  %11842 = getelementptr inbounds nuw float, ptr @__constant_576xf32_30, i64 %11841
  %11843 = load float, ptr %11842, align 4
  %11844 = fadd float %11835, 1.000000e-03
  %11845 = call float @llvm.sqrt.f32(float %11844)
  %11846 = fdiv float 1.000000e+00, %11845
  %11847 = fsub float %11827, %11831
  %11848 = fmul float %11847, %11846
  %11849 = fmul float %11848, %11839
  %11850 = fadd float %11849, %11843
  %11851 = fadd float %11850, 3.000000e+00
  %11852 = fcmp ult float %11851, 0.000000e+00
  %11853 = select i1 %11852, float 0.000000e+00, float %11851
  %11854 = fcmp ugt float %11853, 6.000000e+00
  %11855 = select i1 %11854, float 6.000000e+00, float %11853
  %11856 = fmul float %11850, %11855
  %11857 = fdiv float %11856, 6.000000e+00
  %11858 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11802, 1
  %11859 = mul nuw nsw i64 %11804, 2304
  %11860 = mul nuw nsw i64 %11808, 4
  %11861 = add nuw nsw i64 %11859, %11860
  %11862 = mul nuw nsw i64 %11812, 2
  %11863 = add nuw nsw i64 %11861, %11862
  %11864 = add nuw nsw i64 %11863, %11816
  %11865 = getelementptr inbounds nuw float, ptr %11858, i64 %11864
  store float %11857, ptr %11865, align 4
  %11866 = add i64 %11816, 1
  br label %11815

11867:                                            ; preds = %11815
  %11868 = add i64 %11812, 1
  br label %11811

11869:                                            ; preds = %11811
  %11870 = add i64 %11808, 1
  br label %11807

11871:                                            ; preds = %11807
  %11872 = add i64 %11804, 1
  br label %11803

11873:                                            ; preds = %11803
  %11874 = call ptr @malloc(i64 83008)
  %11875 = ptrtoint ptr %11874 to i64
  %11876 = add i64 %11875, 63
  %11877 = urem i64 %11876, 64
  %11878 = sub i64 %11876, %11877
  %11879 = inttoptr i64 %11878 to ptr
  %11880 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11874, 0
  %11881 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11880, ptr %11879, 1
  %11882 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11881, i64 0, 2
  %11883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11882, i64 1, 3, 0
  %11884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11883, i64 576, 3, 1
  %11885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11884, i64 6, 3, 2
  %11886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11885, i64 6, 3, 3
  %11887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11886, i64 20736, 4, 0
  %11888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11887, i64 36, 4, 1
  %11889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11888, i64 6, 4, 2
  %11890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11889, i64 1, 4, 3
  br label %11891

11891:                                            ; preds = %11920, %11873
  %11892 = phi i64 [ %11921, %11920 ], [ 0, %11873 ]
  %11893 = icmp slt i64 %11892, 1
  br i1 %11893, label %11894, label %11922

11894:                                            ; preds = %11891
  br label %11895

11895:                                            ; preds = %11918, %11894
  %11896 = phi i64 [ %11919, %11918 ], [ 0, %11894 ]
  %11897 = icmp slt i64 %11896, 576
  br i1 %11897, label %11898, label %11920

11898:                                            ; preds = %11895
  br label %11899

11899:                                            ; preds = %11916, %11898
  %11900 = phi i64 [ %11917, %11916 ], [ 0, %11898 ]
  %11901 = icmp slt i64 %11900, 6
  br i1 %11901, label %11902, label %11918

11902:                                            ; preds = %11899
  br label %11903

11903:                                            ; preds = %11906, %11902
  %11904 = phi i64 [ %11915, %11906 ], [ 0, %11902 ]
  %11905 = icmp slt i64 %11904, 6
  br i1 %11905, label %11906, label %11916

11906:                                            ; preds = %11903
  %11907 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11890, 1
  %11908 = mul nuw nsw i64 %11892, 20736
  %11909 = mul nuw nsw i64 %11896, 36
  %11910 = add nuw nsw i64 %11908, %11909
  %11911 = mul nuw nsw i64 %11900, 6
  %11912 = add nuw nsw i64 %11910, %11911
  %11913 = add nuw nsw i64 %11912, %11904
  %11914 = getelementptr inbounds nuw float, ptr %11907, i64 %11913
  store float 0.000000e+00, ptr %11914, align 4
  %11915 = add i64 %11904, 1
  br label %11903

11916:                                            ; preds = %11903
  %11917 = add i64 %11900, 1
  br label %11899

11918:                                            ; preds = %11899
  %11919 = add i64 %11896, 1
  br label %11895

11920:                                            ; preds = %11895
  %11921 = add i64 %11892, 1
  br label %11891

11922:                                            ; preds = %11891
  %11923 = call ptr @malloc(i64 83008)
  %11924 = ptrtoint ptr %11923 to i64
  %11925 = add i64 %11924, 63
  %11926 = urem i64 %11925, 64
  %11927 = sub i64 %11925, %11926
  %11928 = inttoptr i64 %11927 to ptr
  %11929 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11923, 0
  %11930 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11929, ptr %11928, 1
  %11931 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11930, i64 0, 2
  %11932 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11931, i64 1, 3, 0
  %11933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11932, i64 576, 3, 1
  %11934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11933, i64 6, 3, 2
  %11935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11934, i64 6, 3, 3
  %11936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11935, i64 20736, 4, 0
  %11937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11936, i64 36, 4, 1
  %11938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11937, i64 6, 4, 2
  %11939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11938, i64 1, 4, 3
  br label %11940

11940:                                            ; preds = %11978, %11922
  %11941 = phi i64 [ %11979, %11978 ], [ 0, %11922 ]
  %11942 = icmp slt i64 %11941, 1
  br i1 %11942, label %11943, label %11980

11943:                                            ; preds = %11940
  br label %11944

11944:                                            ; preds = %11976, %11943
  %11945 = phi i64 [ %11977, %11976 ], [ 0, %11943 ]
  %11946 = icmp slt i64 %11945, 576
  br i1 %11946, label %11947, label %11978

11947:                                            ; preds = %11944
  br label %11948

11948:                                            ; preds = %11974, %11947
  %11949 = phi i64 [ %11975, %11974 ], [ 0, %11947 ]
  %11950 = icmp slt i64 %11949, 6
  br i1 %11950, label %11951, label %11976

11951:                                            ; preds = %11948
  br label %11952

11952:                                            ; preds = %11955, %11951
  %11953 = phi i64 [ %11973, %11955 ], [ 0, %11951 ]
  %11954 = icmp slt i64 %11953, 6
  br i1 %11954, label %11955, label %11974

11955:                                            ; preds = %11952
  %11956 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11890, 1
  %11957 = mul nuw nsw i64 %11941, 20736
  %11958 = mul nuw nsw i64 %11945, 36
  %11959 = add nuw nsw i64 %11957, %11958
  %11960 = mul nuw nsw i64 %11949, 6
  %11961 = add nuw nsw i64 %11959, %11960
  %11962 = add nuw nsw i64 %11961, %11953
  %11963 = getelementptr inbounds nuw float, ptr %11956, i64 %11962
  %11964 = load float, ptr %11963, align 4
  %11965 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11939, 1
  %11966 = mul nuw nsw i64 %11941, 20736
  %11967 = mul nuw nsw i64 %11945, 36
  %11968 = add nuw nsw i64 %11966, %11967
  %11969 = mul nuw nsw i64 %11949, 6
  %11970 = add nuw nsw i64 %11968, %11969
  %11971 = add nuw nsw i64 %11970, %11953
  %11972 = getelementptr inbounds nuw float, ptr %11965, i64 %11971
  store float %11964, ptr %11972, align 4
  %11973 = add i64 %11953, 1
  br label %11952

11974:                                            ; preds = %11952
  %11975 = add i64 %11949, 1
  br label %11948

11976:                                            ; preds = %11948
  %11977 = add i64 %11945, 1
  br label %11944

11978:                                            ; preds = %11944
  %11979 = add i64 %11941, 1
  br label %11940

11980:                                            ; preds = %11940
  %11981 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11939, 0
  %11982 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11939, 1
  %11983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %11981, 0
  %11984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11983, ptr %11982, 1
  %11985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11984, i64 14, 2
  %11986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11985, i64 1, 3, 0
  %11987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11986, i64 20736, 4, 0
  %11988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11987, i64 576, 3, 1
  %11989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11988, i64 36, 4, 1
  %11990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11989, i64 2, 3, 2
  %11991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11990, i64 6, 4, 2
  %11992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11991, i64 2, 3, 3
  %11993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11992, i64 1, 4, 3
  br label %11994

11994:                                            ; preds = %12033, %11980
  %11995 = phi i64 [ %12034, %12033 ], [ 0, %11980 ]
  %11996 = icmp slt i64 %11995, 1
  br i1 %11996, label %11997, label %12035

11997:                                            ; preds = %11994
  br label %11998

11998:                                            ; preds = %12031, %11997
  %11999 = phi i64 [ %12032, %12031 ], [ 0, %11997 ]
  %12000 = icmp slt i64 %11999, 576
  br i1 %12000, label %12001, label %12033

12001:                                            ; preds = %11998
  br label %12002

12002:                                            ; preds = %12029, %12001
  %12003 = phi i64 [ %12030, %12029 ], [ 0, %12001 ]
  %12004 = icmp slt i64 %12003, 2
  br i1 %12004, label %12005, label %12031

12005:                                            ; preds = %12002
  br label %12006

12006:                                            ; preds = %12009, %12005
  %12007 = phi i64 [ %12028, %12009 ], [ 0, %12005 ]
  %12008 = icmp slt i64 %12007, 2
  br i1 %12008, label %12009, label %12029

12009:                                            ; preds = %12006
  %12010 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11802, 1
  %12011 = mul nuw nsw i64 %11995, 2304
  %12012 = mul nuw nsw i64 %11999, 4
  %12013 = add nuw nsw i64 %12011, %12012
  %12014 = mul nuw nsw i64 %12003, 2
  %12015 = add nuw nsw i64 %12013, %12014
  %12016 = add nuw nsw i64 %12015, %12007
  %12017 = getelementptr inbounds nuw float, ptr %12010, i64 %12016
  %12018 = load float, ptr %12017, align 4
  %12019 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11993, 1
  %12020 = getelementptr float, ptr %12019, i64 14
  %12021 = mul nuw nsw i64 %11995, 20736
  %12022 = mul nuw nsw i64 %11999, 36
  %12023 = add nuw nsw i64 %12021, %12022
  %12024 = mul nuw nsw i64 %12003, 6
  %12025 = add nuw nsw i64 %12023, %12024
  %12026 = add nuw nsw i64 %12025, %12007
  %12027 = getelementptr inbounds nuw float, ptr %12020, i64 %12026
  store float %12018, ptr %12027, align 4
  %12028 = add i64 %12007, 1
  br label %12006

12029:                                            ; preds = %12006
  %12030 = add i64 %12003, 1
  br label %12002

12031:                                            ; preds = %12002
  %12032 = add i64 %11999, 1
  br label %11998

12033:                                            ; preds = %11998
  %12034 = add i64 %11995, 1
  br label %11994

12035:                                            ; preds = %11994
  %12036 = call ptr @malloc(i64 9280)
  %12037 = ptrtoint ptr %12036 to i64
  %12038 = add i64 %12037, 63
  %12039 = urem i64 %12038, 64
  %12040 = sub i64 %12038, %12039
  %12041 = inttoptr i64 %12040 to ptr
  %12042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12036, 0
  %12043 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12042, ptr %12041, 1
  %12044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12043, i64 0, 2
  %12045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12044, i64 1, 3, 0
  %12046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12045, i64 576, 3, 1
  %12047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12046, i64 2, 3, 2
  %12048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12047, i64 2, 3, 3
  %12049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12048, i64 2304, 4, 0
  %12050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12049, i64 4, 4, 1
  %12051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12050, i64 2, 4, 2
  %12052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12051, i64 1, 4, 3
  br label %12053

12053:                                            ; preds = %12091, %12035
  %12054 = phi i64 [ %12092, %12091 ], [ 0, %12035 ]
  %12055 = icmp slt i64 %12054, 1
  br i1 %12055, label %12056, label %12093

12056:                                            ; preds = %12053
  br label %12057

12057:                                            ; preds = %12089, %12056
  %12058 = phi i64 [ %12090, %12089 ], [ 0, %12056 ]
  %12059 = icmp slt i64 %12058, 576
  br i1 %12059, label %12060, label %12091

12060:                                            ; preds = %12057
  br label %12061

12061:                                            ; preds = %12087, %12060
  %12062 = phi i64 [ %12088, %12087 ], [ 0, %12060 ]
  %12063 = icmp slt i64 %12062, 2
  br i1 %12063, label %12064, label %12089

12064:                                            ; preds = %12061
  br label %12065

12065:                                            ; preds = %12068, %12064
  %12066 = phi i64 [ %12086, %12068 ], [ 0, %12064 ]
  %12067 = icmp slt i64 %12066, 2
  br i1 %12067, label %12068, label %12087

12068:                                            ; preds = %12065
  %12069 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11617, 1
  %12070 = mul nuw nsw i64 %12054, 2304
  %12071 = mul nuw nsw i64 %12058, 4
  %12072 = add nuw nsw i64 %12070, %12071
  %12073 = mul nuw nsw i64 %12062, 2
  %12074 = add nuw nsw i64 %12072, %12073
  %12075 = add nuw nsw i64 %12074, %12066
  %12076 = getelementptr inbounds nuw float, ptr %12069, i64 %12075
  %12077 = load float, ptr %12076, align 4
  %12078 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12052, 1
  %12079 = mul nuw nsw i64 %12054, 2304
  %12080 = mul nuw nsw i64 %12058, 4
  %12081 = add nuw nsw i64 %12079, %12080
  %12082 = mul nuw nsw i64 %12062, 2
  %12083 = add nuw nsw i64 %12081, %12082
  %12084 = add nuw nsw i64 %12083, %12066
  %12085 = getelementptr inbounds nuw float, ptr %12078, i64 %12084
  store float %12077, ptr %12085, align 4
  %12086 = add i64 %12066, 1
  br label %12065

12087:                                            ; preds = %12065
  %12088 = add i64 %12062, 1
  br label %12061

12089:                                            ; preds = %12061
  %12090 = add i64 %12058, 1
  br label %12057

12091:                                            ; preds = %12057
  %12092 = add i64 %12054, 1
  br label %12053

12093:                                            ; preds = %12053
  br label %12094

12094:                                            ; preds = %12163, %12093
  %12095 = phi i64 [ %12164, %12163 ], [ 0, %12093 ]
  %12096 = icmp slt i64 %12095, 1
  br i1 %12096, label %12097, label %12165

12097:                                            ; preds = %12094
  br label %12098

12098:                                            ; preds = %12161, %12097
  %12099 = phi i64 [ %12162, %12161 ], [ 0, %12097 ]
  %12100 = icmp slt i64 %12099, 2
  br i1 %12100, label %12101, label %12163

12101:                                            ; preds = %12098
  br label %12102

12102:                                            ; preds = %12159, %12101
  %12103 = phi i64 [ %12160, %12159 ], [ 0, %12101 ]
  %12104 = icmp slt i64 %12103, 2
  br i1 %12104, label %12105, label %12161

12105:                                            ; preds = %12102
  br label %12106

12106:                                            ; preds = %12157, %12105
  %12107 = phi i64 [ %12158, %12157 ], [ 0, %12105 ]
  %12108 = icmp slt i64 %12107, 576
  br i1 %12108, label %12109, label %12159

12109:                                            ; preds = %12106
  br label %12110

12110:                                            ; preds = %12155, %12109
  %12111 = phi i64 [ %12156, %12155 ], [ 0, %12109 ]
  %12112 = icmp slt i64 %12111, 5
  br i1 %12112, label %12113, label %12157

12113:                                            ; preds = %12110
  br label %12114

12114:                                            ; preds = %12117, %12113
  %12115 = phi i64 [ %12154, %12117 ], [ 0, %12113 ]
  %12116 = icmp slt i64 %12115, 5
  br i1 %12116, label %12117, label %12155

12117:                                            ; preds = %12114
  %12118 = add i64 %12099, %12111
  %12119 = add i64 %12103, %12115
  %12120 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11939, 1
  %12121 = mul nuw nsw i64 %12095, 20736
  %12122 = mul nuw nsw i64 %12107, 36
  %12123 = add nuw nsw i64 %12121, %12122
  %12124 = mul nuw nsw i64 %12118, 6
  %12125 = add nuw nsw i64 %12123, %12124
  %12126 = add nuw nsw i64 %12125, %12119
  %12127 = getelementptr inbounds nuw float, ptr %12120, i64 %12126
  %12128 = load float, ptr %12127, align 4
  %12129 = mul nuw nsw i64 %12107, 25
  %12130 = mul nuw nsw i64 %12111, 5
  %12131 = add nuw nsw i64 %12129, %12130
  %12132 = add nuw nsw i64 %12131, %12115
  %12133 = getelementptr inbounds nuw float, ptr @__constant_576x1x5x5xf32_29, i64 %12132
  %12134 = load float, ptr %12133, align 4
  %12135 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12052, 1
  %12136 = mul nuw nsw i64 %12095, 2304
  %12137 = mul nuw nsw i64 %12107, 4
  %12138 = add nuw nsw i64 %12136, %12137
  %12139 = mul nuw nsw i64 %12099, 2
  %12140 = add nuw nsw i64 %12138, %12139
  %12141 = add nuw nsw i64 %12140, %12103
  %12142 = getelementptr inbounds nuw float, ptr %12135, i64 %12141
  %12143 = load float, ptr %12142, align 4
  %12144 = fmul float %12128, %12134
  %12145 = fadd float %12143, %12144
  %12146 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12052, 1
  %12147 = mul nuw nsw i64 %12095, 2304
  %12148 = mul nuw nsw i64 %12107, 4
  %12149 = add nuw nsw i64 %12147, %12148
  %12150 = mul nuw nsw i64 %12099, 2
  %12151 = add nuw nsw i64 %12149, %12150
  %12152 = add nuw nsw i64 %12151, %12103
  %12153 = getelementptr inbounds nuw float, ptr %12146, i64 %12152
  store float %12145, ptr %12153, align 4
  %12154 = add i64 %12115, 1
  br label %12114

12155:                                            ; preds = %12114
  %12156 = add i64 %12111, 1
  br label %12110

12157:                                            ; preds = %12110
  %12158 = add i64 %12107, 1
  br label %12106

12159:                                            ; preds = %12106
  %12160 = add i64 %12103, 1
  br label %12102

12161:                                            ; preds = %12102
  %12162 = add i64 %12099, 1
  br label %12098

12163:                                            ; preds = %12098
  %12164 = add i64 %12095, 1
  br label %12094

12165:                                            ; preds = %12094
  %12166 = call ptr @malloc(i64 9280)
  %12167 = ptrtoint ptr %12166 to i64
  %12168 = add i64 %12167, 63
  %12169 = urem i64 %12168, 64
  %12170 = sub i64 %12168, %12169
  %12171 = inttoptr i64 %12170 to ptr
  %12172 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12166, 0
  %12173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12172, ptr %12171, 1
  %12174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12173, i64 0, 2
  %12175 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12174, i64 1, 3, 0
  %12176 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12175, i64 576, 3, 1
  %12177 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12176, i64 2, 3, 2
  %12178 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12177, i64 2, 3, 3
  %12179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12178, i64 2304, 4, 0
  %12180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12179, i64 4, 4, 1
  %12181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12180, i64 2, 4, 2
  %12182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12181, i64 1, 4, 3
  br label %12183

12183:                                            ; preds = %12251, %12165
  %12184 = phi i64 [ %12252, %12251 ], [ 0, %12165 ]
  %12185 = icmp slt i64 %12184, 1
  br i1 %12185, label %12186, label %12253

12186:                                            ; preds = %12183
  br label %12187

12187:                                            ; preds = %12249, %12186
  %12188 = phi i64 [ %12250, %12249 ], [ 0, %12186 ]
  %12189 = icmp slt i64 %12188, 576
  br i1 %12189, label %12190, label %12251

12190:                                            ; preds = %12187
  br label %12191

12191:                                            ; preds = %12247, %12190
  %12192 = phi i64 [ %12248, %12247 ], [ 0, %12190 ]
  %12193 = icmp slt i64 %12192, 2
  br i1 %12193, label %12194, label %12249

12194:                                            ; preds = %12191
  br label %12195

12195:                                            ; preds = %12198, %12194
  %12196 = phi i64 [ %12246, %12198 ], [ 0, %12194 ]
  %12197 = icmp slt i64 %12196, 2
  br i1 %12197, label %12198, label %12247

12198:                                            ; preds = %12195
  %12199 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12052, 1
  %12200 = mul nuw nsw i64 %12184, 2304
  %12201 = mul nuw nsw i64 %12188, 4
  %12202 = add nuw nsw i64 %12200, %12201
  %12203 = mul nuw nsw i64 %12192, 2
  %12204 = add nuw nsw i64 %12202, %12203
  %12205 = add nuw nsw i64 %12204, %12196
  %12206 = getelementptr inbounds nuw float, ptr %12199, i64 %12205
  %12207 = load float, ptr %12206, align 4
  %12208 = add nuw nsw i64 %12188, 0
  %12209 = add nuw nsw i64 %12208, 0
  %12210 = getelementptr inbounds nuw float, ptr @__constant_576xf32_28, i64 %12209
  %12211 = load float, ptr %12210, align 4
  %12212 = add nuw nsw i64 %12188, 0
  %12213 = add nuw nsw i64 %12212, 0
  %12214 = getelementptr inbounds nuw float, ptr @__constant_576xf32_27, i64 %12213
  %12215 = load float, ptr %12214, align 4
  %12216 = add nuw nsw i64 %12188, 0
  %12217 = add nuw nsw i64 %12216, 0
  %12218 = getelementptr inbounds nuw float, ptr @__constant_576xf32_26, i64 %12217
  %12219 = load float, ptr %12218, align 4
  %12220 = add nuw nsw i64 %12188, 0
  %12221 = add nuw nsw i64 %12220, 0
  %12222 = getelementptr inbounds nuw float, ptr @__constant_576xf32_25, i64 %12221
  %12223 = load float, ptr %12222, align 4
  %12224 = fadd float %12215, 1.000000e-03
  %12225 = call float @llvm.sqrt.f32(float %12224)
  %12226 = fdiv float 1.000000e+00, %12225
  %12227 = fsub float %12207, %12211
  %12228 = fmul float %12227, %12226
  %12229 = fmul float %12228, %12219
  %12230 = fadd float %12229, %12223
  %12231 = fadd float %12230, 3.000000e+00
  %12232 = fcmp ult float %12231, 0.000000e+00
  %12233 = select i1 %12232, float 0.000000e+00, float %12231
  %12234 = fcmp ugt float %12233, 6.000000e+00
  %12235 = select i1 %12234, float 6.000000e+00, float %12233
  %12236 = fmul float %12230, %12235
  %12237 = fdiv float %12236, 6.000000e+00
  %12238 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12182, 1
  %12239 = mul nuw nsw i64 %12184, 2304
  %12240 = mul nuw nsw i64 %12188, 4
  %12241 = add nuw nsw i64 %12239, %12240
  %12242 = mul nuw nsw i64 %12192, 2
  %12243 = add nuw nsw i64 %12241, %12242
  %12244 = add nuw nsw i64 %12243, %12196
  %12245 = getelementptr inbounds nuw float, ptr %12238, i64 %12244
  store float %12237, ptr %12245, align 4
  %12246 = add i64 %12196, 1
  br label %12195

12247:                                            ; preds = %12195
  %12248 = add i64 %12192, 1
  br label %12191

12249:                                            ; preds = %12191
  %12250 = add i64 %12188, 1
  br label %12187

12251:                                            ; preds = %12187
  %12252 = add i64 %12184, 1
  br label %12183

12253:                                            ; preds = %12183
  %12254 = call ptr @malloc(i64 2368)
  %12255 = ptrtoint ptr %12254 to i64
  %12256 = add i64 %12255, 63
  %12257 = urem i64 %12256, 64
  %12258 = sub i64 %12256, %12257
  %12259 = inttoptr i64 %12258 to ptr
  %12260 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12254, 0
  %12261 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12260, ptr %12259, 1
  %12262 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12261, i64 0, 2
  %12263 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12262, i64 1, 3, 0
  %12264 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12263, i64 576, 3, 1
  %12265 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12264, i64 1, 3, 2
  %12266 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12265, i64 1, 3, 3
  %12267 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12266, i64 576, 4, 0
  %12268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12267, i64 1, 4, 1
  %12269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12268, i64 1, 4, 2
  %12270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12269, i64 1, 4, 3
  br label %12271

12271:                                            ; preds = %12298, %12253
  %12272 = phi i64 [ %12299, %12298 ], [ 0, %12253 ]
  %12273 = icmp slt i64 %12272, 1
  br i1 %12273, label %12274, label %12300

12274:                                            ; preds = %12271
  br label %12275

12275:                                            ; preds = %12296, %12274
  %12276 = phi i64 [ %12297, %12296 ], [ 0, %12274 ]
  %12277 = icmp slt i64 %12276, 576
  br i1 %12277, label %12278, label %12298

12278:                                            ; preds = %12275
  br label %12279

12279:                                            ; preds = %12294, %12278
  %12280 = phi i64 [ %12295, %12294 ], [ 0, %12278 ]
  %12281 = icmp slt i64 %12280, 1
  br i1 %12281, label %12282, label %12296

12282:                                            ; preds = %12279
  br label %12283

12283:                                            ; preds = %12286, %12282
  %12284 = phi i64 [ %12293, %12286 ], [ 0, %12282 ]
  %12285 = icmp slt i64 %12284, 1
  br i1 %12285, label %12286, label %12294

12286:                                            ; preds = %12283
  %12287 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12270, 1
  %12288 = mul nuw nsw i64 %12272, 576
  %12289 = add nuw nsw i64 %12288, %12276
  %12290 = add nuw nsw i64 %12289, %12280
  %12291 = add nuw nsw i64 %12290, %12284
  %12292 = getelementptr inbounds nuw float, ptr %12287, i64 %12291
  store float 0.000000e+00, ptr %12292, align 4
  %12293 = add i64 %12284, 1
  br label %12283

12294:                                            ; preds = %12283
  %12295 = add i64 %12280, 1
  br label %12279

12296:                                            ; preds = %12279
  %12297 = add i64 %12276, 1
  br label %12275

12298:                                            ; preds = %12275
  %12299 = add i64 %12272, 1
  br label %12271

12300:                                            ; preds = %12271
  %12301 = call ptr @malloc(i64 2368)
  %12302 = ptrtoint ptr %12301 to i64
  %12303 = add i64 %12302, 63
  %12304 = urem i64 %12303, 64
  %12305 = sub i64 %12303, %12304
  %12306 = inttoptr i64 %12305 to ptr
  %12307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12301, 0
  %12308 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12307, ptr %12306, 1
  %12309 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12308, i64 0, 2
  %12310 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12309, i64 1, 3, 0
  %12311 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12310, i64 576, 3, 1
  %12312 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12311, i64 1, 3, 2
  %12313 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12312, i64 1, 3, 3
  %12314 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12313, i64 576, 4, 0
  %12315 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12314, i64 1, 4, 1
  %12316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12315, i64 1, 4, 2
  %12317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12316, i64 1, 4, 3
  br label %12318

12318:                                            ; preds = %12352, %12300
  %12319 = phi i64 [ %12353, %12352 ], [ 0, %12300 ]
  %12320 = icmp slt i64 %12319, 1
  br i1 %12320, label %12321, label %12354

12321:                                            ; preds = %12318
  br label %12322

12322:                                            ; preds = %12350, %12321
  %12323 = phi i64 [ %12351, %12350 ], [ 0, %12321 ]
  %12324 = icmp slt i64 %12323, 576
  br i1 %12324, label %12325, label %12352

12325:                                            ; preds = %12322
  br label %12326

12326:                                            ; preds = %12348, %12325
  %12327 = phi i64 [ %12349, %12348 ], [ 0, %12325 ]
  %12328 = icmp slt i64 %12327, 1
  br i1 %12328, label %12329, label %12350

12329:                                            ; preds = %12326
  br label %12330

12330:                                            ; preds = %12333, %12329
  %12331 = phi i64 [ %12347, %12333 ], [ 0, %12329 ]
  %12332 = icmp slt i64 %12331, 1
  br i1 %12332, label %12333, label %12348

12333:                                            ; preds = %12330
  %12334 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12270, 1
  %12335 = mul nuw nsw i64 %12319, 576
  %12336 = add nuw nsw i64 %12335, %12323
  %12337 = add nuw nsw i64 %12336, %12327
  %12338 = add nuw nsw i64 %12337, %12331
  %12339 = getelementptr inbounds nuw float, ptr %12334, i64 %12338
  %12340 = load float, ptr %12339, align 4
  %12341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12317, 1
  %12342 = mul nuw nsw i64 %12319, 576
  %12343 = add nuw nsw i64 %12342, %12323
  %12344 = add nuw nsw i64 %12343, %12327
  %12345 = add nuw nsw i64 %12344, %12331
  %12346 = getelementptr inbounds nuw float, ptr %12341, i64 %12345
  store float %12340, ptr %12346, align 4
  %12347 = add i64 %12331, 1
  br label %12330

12348:                                            ; preds = %12330
  %12349 = add i64 %12327, 1
  br label %12326

12350:                                            ; preds = %12326
  %12351 = add i64 %12323, 1
  br label %12322

12352:                                            ; preds = %12322
  %12353 = add i64 %12319, 1
  br label %12318

12354:                                            ; preds = %12318
  br label %12355

12355:                                            ; preds = %12399, %12354
  %12356 = phi i64 [ %12400, %12399 ], [ 0, %12354 ]
  %12357 = icmp slt i64 %12356, 1
  br i1 %12357, label %12358, label %12401

12358:                                            ; preds = %12355
  br label %12359

12359:                                            ; preds = %12397, %12358
  %12360 = phi i64 [ %12398, %12397 ], [ 0, %12358 ]
  %12361 = icmp slt i64 %12360, 576
  br i1 %12361, label %12362, label %12399

12362:                                            ; preds = %12359
  br label %12363

12363:                                            ; preds = %12395, %12362
  %12364 = phi i64 [ %12396, %12395 ], [ 0, %12362 ]
  %12365 = icmp slt i64 %12364, 2
  br i1 %12365, label %12366, label %12397

12366:                                            ; preds = %12363
  br label %12367

12367:                                            ; preds = %12370, %12366
  %12368 = phi i64 [ %12394, %12370 ], [ 0, %12366 ]
  %12369 = icmp slt i64 %12368, 2
  br i1 %12369, label %12370, label %12395

12370:                                            ; preds = %12367
  %12371 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12182, 1
  %12372 = mul nuw nsw i64 %12356, 2304
  %12373 = mul nuw nsw i64 %12360, 4
  %12374 = add nuw nsw i64 %12372, %12373
  %12375 = mul nuw nsw i64 %12364, 2
  %12376 = add nuw nsw i64 %12374, %12375
  %12377 = add nuw nsw i64 %12376, %12368
  %12378 = getelementptr inbounds nuw float, ptr %12371, i64 %12377
  %12379 = load float, ptr %12378, align 4
  %12380 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12317, 1
  %12381 = mul nuw nsw i64 %12356, 576
  %12382 = add nuw nsw i64 %12381, %12360
  %12383 = add nuw nsw i64 %12382, 0
  %12384 = add nuw nsw i64 %12383, 0
  %12385 = getelementptr inbounds nuw float, ptr %12380, i64 %12384
  %12386 = load float, ptr %12385, align 4
  %12387 = fadd float %12379, %12386
  %12388 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12317, 1
  %12389 = mul nuw nsw i64 %12356, 576
  %12390 = add nuw nsw i64 %12389, %12360
  %12391 = add nuw nsw i64 %12390, 0
  %12392 = add nuw nsw i64 %12391, 0
  %12393 = getelementptr inbounds nuw float, ptr %12388, i64 %12392
  store float %12387, ptr %12393, align 4
  %12394 = add i64 %12368, 1
  br label %12367

12395:                                            ; preds = %12367
  %12396 = add i64 %12364, 1
  br label %12363

12397:                                            ; preds = %12363
  %12398 = add i64 %12360, 1
  br label %12359

12399:                                            ; preds = %12359
  %12400 = add i64 %12356, 1
  br label %12355

12401:                                            ; preds = %12355
  %12402 = call ptr @malloc(i64 640)
  %12403 = ptrtoint ptr %12402 to i64
  %12404 = add i64 %12403, 63
  %12405 = urem i64 %12404, 64
  %12406 = sub i64 %12404, %12405
  %12407 = inttoptr i64 %12406 to ptr
  %12408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12402, 0
  %12409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12408, ptr %12407, 1
  %12410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12409, i64 0, 2
  %12411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12410, i64 1, 3, 0
  %12412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12411, i64 144, 3, 1
  %12413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12412, i64 1, 3, 2
  %12414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12413, i64 1, 3, 3
  %12415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12414, i64 144, 4, 0
  %12416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12415, i64 1, 4, 1
  %12417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12416, i64 1, 4, 2
  %12418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12417, i64 1, 4, 3
  br label %12419

12419:                                            ; preds = %12448, %12401
  %12420 = phi i64 [ %12449, %12448 ], [ 0, %12401 ]
  %12421 = icmp slt i64 %12420, 1
  br i1 %12421, label %12422, label %12450

12422:                                            ; preds = %12419
  br label %12423

12423:                                            ; preds = %12446, %12422
  %12424 = phi i64 [ %12447, %12446 ], [ 0, %12422 ]
  %12425 = icmp slt i64 %12424, 144
  br i1 %12425, label %12426, label %12448

12426:                                            ; preds = %12423
  br label %12427

12427:                                            ; preds = %12444, %12426
  %12428 = phi i64 [ %12445, %12444 ], [ 0, %12426 ]
  %12429 = icmp slt i64 %12428, 1
  br i1 %12429, label %12430, label %12446

12430:                                            ; preds = %12427
  br label %12431

12431:                                            ; preds = %12434, %12430
  %12432 = phi i64 [ %12443, %12434 ], [ 0, %12430 ]
  %12433 = icmp slt i64 %12432, 1
  br i1 %12433, label %12434, label %12444

12434:                                            ; preds = %12431
  %12435 = getelementptr inbounds nuw float, ptr @__constant_144xf32_23, i64 %12424
  %12436 = load float, ptr %12435, align 4
  %12437 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12418, 1
  %12438 = mul nuw nsw i64 %12420, 144
  %12439 = add nuw nsw i64 %12438, %12424
  %12440 = add nuw nsw i64 %12439, %12428
  %12441 = add nuw nsw i64 %12440, %12432
  %12442 = getelementptr inbounds nuw float, ptr %12437, i64 %12441
  store float %12436, ptr %12442, align 4
  %12443 = add i64 %12432, 1
  br label %12431

12444:                                            ; preds = %12431
  %12445 = add i64 %12428, 1
  br label %12427

12446:                                            ; preds = %12427
  %12447 = add i64 %12424, 1
  br label %12423

12448:                                            ; preds = %12423
  %12449 = add i64 %12420, 1
  br label %12419

12450:                                            ; preds = %12419
  %12451 = call ptr @malloc(i64 640)
  %12452 = ptrtoint ptr %12451 to i64
  %12453 = add i64 %12452, 63
  %12454 = urem i64 %12453, 64
  %12455 = sub i64 %12453, %12454
  %12456 = inttoptr i64 %12455 to ptr
  %12457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12451, 0
  %12458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12457, ptr %12456, 1
  %12459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12458, i64 0, 2
  %12460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12459, i64 1, 3, 0
  %12461 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12460, i64 144, 3, 1
  %12462 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12461, i64 1, 3, 2
  %12463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12462, i64 1, 3, 3
  %12464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12463, i64 144, 4, 0
  %12465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12464, i64 1, 4, 1
  %12466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12465, i64 1, 4, 2
  %12467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12466, i64 1, 4, 3
  br label %12468

12468:                                            ; preds = %12502, %12450
  %12469 = phi i64 [ %12503, %12502 ], [ 0, %12450 ]
  %12470 = icmp slt i64 %12469, 1
  br i1 %12470, label %12471, label %12504

12471:                                            ; preds = %12468
  br label %12472

12472:                                            ; preds = %12500, %12471
  %12473 = phi i64 [ %12501, %12500 ], [ 0, %12471 ]
  %12474 = icmp slt i64 %12473, 144
  br i1 %12474, label %12475, label %12502

12475:                                            ; preds = %12472
  br label %12476

12476:                                            ; preds = %12498, %12475
  %12477 = phi i64 [ %12499, %12498 ], [ 0, %12475 ]
  %12478 = icmp slt i64 %12477, 1
  br i1 %12478, label %12479, label %12500

12479:                                            ; preds = %12476
  br label %12480

12480:                                            ; preds = %12483, %12479
  %12481 = phi i64 [ %12497, %12483 ], [ 0, %12479 ]
  %12482 = icmp slt i64 %12481, 1
  br i1 %12482, label %12483, label %12498

12483:                                            ; preds = %12480
  %12484 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12418, 1
  %12485 = mul nuw nsw i64 %12469, 144
  %12486 = add nuw nsw i64 %12485, %12473
  %12487 = add nuw nsw i64 %12486, %12477
  %12488 = add nuw nsw i64 %12487, %12481
  %12489 = getelementptr inbounds nuw float, ptr %12484, i64 %12488
  %12490 = load float, ptr %12489, align 4
  %12491 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12467, 1
  %12492 = mul nuw nsw i64 %12469, 144
  %12493 = add nuw nsw i64 %12492, %12473
  %12494 = add nuw nsw i64 %12493, %12477
  %12495 = add nuw nsw i64 %12494, %12481
  %12496 = getelementptr inbounds nuw float, ptr %12491, i64 %12495
  store float %12490, ptr %12496, align 4
  %12497 = add i64 %12481, 1
  br label %12480

12498:                                            ; preds = %12480
  %12499 = add i64 %12477, 1
  br label %12476

12500:                                            ; preds = %12476
  %12501 = add i64 %12473, 1
  br label %12472

12502:                                            ; preds = %12472
  %12503 = add i64 %12469, 1
  br label %12468

12504:                                            ; preds = %12468
  br label %12505

12505:                                            ; preds = %12575, %12504
  %12506 = phi i64 [ %12576, %12575 ], [ 0, %12504 ]
  %12507 = icmp slt i64 %12506, 1
  br i1 %12507, label %12508, label %12577

12508:                                            ; preds = %12505
  br label %12509

12509:                                            ; preds = %12573, %12508
  %12510 = phi i64 [ %12574, %12573 ], [ 0, %12508 ]
  %12511 = icmp slt i64 %12510, 144
  br i1 %12511, label %12512, label %12575

12512:                                            ; preds = %12509
  br label %12513

12513:                                            ; preds = %12571, %12512
  %12514 = phi i64 [ %12572, %12571 ], [ 0, %12512 ]
  %12515 = icmp slt i64 %12514, 1
  br i1 %12515, label %12516, label %12573

12516:                                            ; preds = %12513
  br label %12517

12517:                                            ; preds = %12569, %12516
  %12518 = phi i64 [ %12570, %12569 ], [ 0, %12516 ]
  %12519 = icmp slt i64 %12518, 1
  br i1 %12519, label %12520, label %12571

12520:                                            ; preds = %12517
  br label %12521

12521:                                            ; preds = %12567, %12520
  %12522 = phi i64 [ %12568, %12567 ], [ 0, %12520 ]
  %12523 = icmp slt i64 %12522, 576
  br i1 %12523, label %12524, label %12569

12524:                                            ; preds = %12521
  br label %12525

12525:                                            ; preds = %12565, %12524
  %12526 = phi i64 [ %12566, %12565 ], [ 0, %12524 ]
  %12527 = icmp slt i64 %12526, 1
  br i1 %12527, label %12528, label %12567

12528:                                            ; preds = %12525
  br label %12529

12529:                                            ; preds = %12532, %12528
  %12530 = phi i64 [ %12564, %12532 ], [ 0, %12528 ]
  %12531 = icmp slt i64 %12530, 1
  br i1 %12531, label %12532, label %12565

12532:                                            ; preds = %12529
  %12533 = add i64 %12514, %12526
  %12534 = add i64 %12518, %12530
  %12535 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12317, 1
  %12536 = mul nuw nsw i64 %12506, 576
  %12537 = add nuw nsw i64 %12536, %12522
  %12538 = add nuw nsw i64 %12537, %12533
  %12539 = add nuw nsw i64 %12538, %12534
  %12540 = getelementptr inbounds nuw float, ptr %12535, i64 %12539
  %12541 = load float, ptr %12540, align 4
  %12542 = mul nuw nsw i64 %12510, 576
  %12543 = add nuw nsw i64 %12542, %12522
  %12544 = add nuw nsw i64 %12543, %12526
  %12545 = add nuw nsw i64 %12544, %12530
  %12546 = getelementptr inbounds nuw float, ptr @__constant_144x576x1x1xf32_24, i64 %12545
  %12547 = load float, ptr %12546, align 4
  %12548 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12467, 1
  %12549 = mul nuw nsw i64 %12506, 144
  %12550 = add nuw nsw i64 %12549, %12510
  %12551 = add nuw nsw i64 %12550, %12514
  %12552 = add nuw nsw i64 %12551, %12518
  %12553 = getelementptr inbounds nuw float, ptr %12548, i64 %12552
  %12554 = load float, ptr %12553, align 4
  %12555 = fdiv float %12541, 4.000000e+00
  %12556 = fmul float %12555, %12547
  %12557 = fadd float %12554, %12556
  %12558 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12467, 1
  %12559 = mul nuw nsw i64 %12506, 144
  %12560 = add nuw nsw i64 %12559, %12510
  %12561 = add nuw nsw i64 %12560, %12514
  %12562 = add nuw nsw i64 %12561, %12518
  %12563 = getelementptr inbounds nuw float, ptr %12558, i64 %12562
  store float %12557, ptr %12563, align 4
  %12564 = add i64 %12530, 1
  br label %12529

12565:                                            ; preds = %12529
  %12566 = add i64 %12526, 1
  br label %12525

12567:                                            ; preds = %12525
  %12568 = add i64 %12522, 1
  br label %12521

12569:                                            ; preds = %12521
  %12570 = add i64 %12518, 1
  br label %12517

12571:                                            ; preds = %12517
  %12572 = add i64 %12514, 1
  br label %12513

12573:                                            ; preds = %12513
  %12574 = add i64 %12510, 1
  br label %12509

12575:                                            ; preds = %12509
  %12576 = add i64 %12506, 1
  br label %12505

12577:                                            ; preds = %12505
  %12578 = call ptr @malloc(i64 2368)
  %12579 = ptrtoint ptr %12578 to i64
  %12580 = add i64 %12579, 63
  %12581 = urem i64 %12580, 64
  %12582 = sub i64 %12580, %12581
  %12583 = inttoptr i64 %12582 to ptr
  %12584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12578, 0
  %12585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12584, ptr %12583, 1
  %12586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12585, i64 0, 2
  %12587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12586, i64 1, 3, 0
  %12588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12587, i64 576, 3, 1
  %12589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12588, i64 1, 3, 2
  %12590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12589, i64 1, 3, 3
  %12591 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12590, i64 576, 4, 0
  %12592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12591, i64 1, 4, 1
  %12593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12592, i64 1, 4, 2
  %12594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12593, i64 1, 4, 3
  br label %12595

12595:                                            ; preds = %12624, %12577
  %12596 = phi i64 [ %12625, %12624 ], [ 0, %12577 ]
  %12597 = icmp slt i64 %12596, 1
  br i1 %12597, label %12598, label %12626

12598:                                            ; preds = %12595
  br label %12599

12599:                                            ; preds = %12622, %12598
  %12600 = phi i64 [ %12623, %12622 ], [ 0, %12598 ]
  %12601 = icmp slt i64 %12600, 576
  br i1 %12601, label %12602, label %12624

12602:                                            ; preds = %12599
  br label %12603

12603:                                            ; preds = %12620, %12602
  %12604 = phi i64 [ %12621, %12620 ], [ 0, %12602 ]
  %12605 = icmp slt i64 %12604, 1
  br i1 %12605, label %12606, label %12622

12606:                                            ; preds = %12603
  br label %12607

12607:                                            ; preds = %12610, %12606
  %12608 = phi i64 [ %12619, %12610 ], [ 0, %12606 ]
  %12609 = icmp slt i64 %12608, 1
  br i1 %12609, label %12610, label %12620

12610:                                            ; preds = %12607
  %12611 = getelementptr inbounds nuw float, ptr @__constant_576xf32_21, i64 %12600
  %12612 = load float, ptr %12611, align 4
  %12613 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12594, 1
  %12614 = mul nuw nsw i64 %12596, 576
  %12615 = add nuw nsw i64 %12614, %12600
  %12616 = add nuw nsw i64 %12615, %12604
  %12617 = add nuw nsw i64 %12616, %12608
  %12618 = getelementptr inbounds nuw float, ptr %12613, i64 %12617
  store float %12612, ptr %12618, align 4
  %12619 = add i64 %12608, 1
  br label %12607

12620:                                            ; preds = %12607
  %12621 = add i64 %12604, 1
  br label %12603

12622:                                            ; preds = %12603
  %12623 = add i64 %12600, 1
  br label %12599

12624:                                            ; preds = %12599
  %12625 = add i64 %12596, 1
  br label %12595

12626:                                            ; preds = %12595
  %12627 = call ptr @malloc(i64 2368)
  %12628 = ptrtoint ptr %12627 to i64
  %12629 = add i64 %12628, 63
  %12630 = urem i64 %12629, 64
  %12631 = sub i64 %12629, %12630
  %12632 = inttoptr i64 %12631 to ptr
  %12633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12627, 0
  %12634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12633, ptr %12632, 1
  %12635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12634, i64 0, 2
  %12636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12635, i64 1, 3, 0
  %12637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12636, i64 576, 3, 1
  %12638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12637, i64 1, 3, 2
  %12639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12638, i64 1, 3, 3
  %12640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12639, i64 576, 4, 0
  %12641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12640, i64 1, 4, 1
  %12642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12641, i64 1, 4, 2
  %12643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12642, i64 1, 4, 3
  br label %12644

12644:                                            ; preds = %12678, %12626
  %12645 = phi i64 [ %12679, %12678 ], [ 0, %12626 ]
  %12646 = icmp slt i64 %12645, 1
  br i1 %12646, label %12647, label %12680

12647:                                            ; preds = %12644
  br label %12648

12648:                                            ; preds = %12676, %12647
  %12649 = phi i64 [ %12677, %12676 ], [ 0, %12647 ]
  %12650 = icmp slt i64 %12649, 576
  br i1 %12650, label %12651, label %12678

12651:                                            ; preds = %12648
  br label %12652

12652:                                            ; preds = %12674, %12651
  %12653 = phi i64 [ %12675, %12674 ], [ 0, %12651 ]
  %12654 = icmp slt i64 %12653, 1
  br i1 %12654, label %12655, label %12676

12655:                                            ; preds = %12652
  br label %12656

12656:                                            ; preds = %12659, %12655
  %12657 = phi i64 [ %12673, %12659 ], [ 0, %12655 ]
  %12658 = icmp slt i64 %12657, 1
  br i1 %12658, label %12659, label %12674

12659:                                            ; preds = %12656
  %12660 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12594, 1
  %12661 = mul nuw nsw i64 %12645, 576
  %12662 = add nuw nsw i64 %12661, %12649
  %12663 = add nuw nsw i64 %12662, %12653
  %12664 = add nuw nsw i64 %12663, %12657
  %12665 = getelementptr inbounds nuw float, ptr %12660, i64 %12664
  %12666 = load float, ptr %12665, align 4
  %12667 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12643, 1
  %12668 = mul nuw nsw i64 %12645, 576
  %12669 = add nuw nsw i64 %12668, %12649
  %12670 = add nuw nsw i64 %12669, %12653
  %12671 = add nuw nsw i64 %12670, %12657
  %12672 = getelementptr inbounds nuw float, ptr %12667, i64 %12671
  store float %12666, ptr %12672, align 4
  %12673 = add i64 %12657, 1
  br label %12656

12674:                                            ; preds = %12656
  %12675 = add i64 %12653, 1
  br label %12652

12676:                                            ; preds = %12652
  %12677 = add i64 %12649, 1
  br label %12648

12678:                                            ; preds = %12648
  %12679 = add i64 %12645, 1
  br label %12644

12680:                                            ; preds = %12644
  br label %12681

12681:                                            ; preds = %12752, %12680
  %12682 = phi i64 [ %12753, %12752 ], [ 0, %12680 ]
  %12683 = icmp slt i64 %12682, 1
  br i1 %12683, label %12684, label %12754

12684:                                            ; preds = %12681
  br label %12685

12685:                                            ; preds = %12750, %12684
  %12686 = phi i64 [ %12751, %12750 ], [ 0, %12684 ]
  %12687 = icmp slt i64 %12686, 576
  br i1 %12687, label %12688, label %12752

12688:                                            ; preds = %12685
  br label %12689

12689:                                            ; preds = %12748, %12688
  %12690 = phi i64 [ %12749, %12748 ], [ 0, %12688 ]
  %12691 = icmp slt i64 %12690, 1
  br i1 %12691, label %12692, label %12750

12692:                                            ; preds = %12689
  br label %12693

12693:                                            ; preds = %12746, %12692
  %12694 = phi i64 [ %12747, %12746 ], [ 0, %12692 ]
  %12695 = icmp slt i64 %12694, 1
  br i1 %12695, label %12696, label %12748

12696:                                            ; preds = %12693
  br label %12697

12697:                                            ; preds = %12744, %12696
  %12698 = phi i64 [ %12745, %12744 ], [ 0, %12696 ]
  %12699 = icmp slt i64 %12698, 144
  br i1 %12699, label %12700, label %12746

12700:                                            ; preds = %12697
  br label %12701

12701:                                            ; preds = %12742, %12700
  %12702 = phi i64 [ %12743, %12742 ], [ 0, %12700 ]
  %12703 = icmp slt i64 %12702, 1
  br i1 %12703, label %12704, label %12744

12704:                                            ; preds = %12701
  br label %12705

12705:                                            ; preds = %12708, %12704
  %12706 = phi i64 [ %12741, %12708 ], [ 0, %12704 ]
  %12707 = icmp slt i64 %12706, 1
  br i1 %12707, label %12708, label %12742

12708:                                            ; preds = %12705
  %12709 = add i64 %12690, %12702
  %12710 = add i64 %12694, %12706
  %12711 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12467, 1
  %12712 = mul nuw nsw i64 %12682, 144
  %12713 = add nuw nsw i64 %12712, %12698
  %12714 = add nuw nsw i64 %12713, %12709
  %12715 = add nuw nsw i64 %12714, %12710
  %12716 = getelementptr inbounds nuw float, ptr %12711, i64 %12715
  %12717 = load float, ptr %12716, align 4
  %12718 = mul nuw nsw i64 %12686, 144
  %12719 = add nuw nsw i64 %12718, %12698
  %12720 = add nuw nsw i64 %12719, %12702
  %12721 = add nuw nsw i64 %12720, %12706
  %12722 = getelementptr inbounds nuw float, ptr @__constant_576x144x1x1xf32_22, i64 %12721
  %12723 = load float, ptr %12722, align 4
  %12724 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12643, 1
  %12725 = mul nuw nsw i64 %12682, 576
  %12726 = add nuw nsw i64 %12725, %12686
  %12727 = add nuw nsw i64 %12726, %12690
  %12728 = add nuw nsw i64 %12727, %12694
  %12729 = getelementptr inbounds nuw float, ptr %12724, i64 %12728
  %12730 = load float, ptr %12729, align 4
  %12731 = fcmp ugt float %12717, 0.000000e+00
  %12732 = select i1 %12731, float %12717, float 0.000000e+00
  %12733 = fmul float %12732, %12723
  %12734 = fadd float %12730, %12733
  %12735 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12643, 1
  %12736 = mul nuw nsw i64 %12682, 576
  %12737 = add nuw nsw i64 %12736, %12686
  %12738 = add nuw nsw i64 %12737, %12690
  %12739 = add nuw nsw i64 %12738, %12694
  %12740 = getelementptr inbounds nuw float, ptr %12735, i64 %12739
  store float %12734, ptr %12740, align 4
  %12741 = add i64 %12706, 1
  br label %12705

12742:                                            ; preds = %12705
  %12743 = add i64 %12702, 1
  br label %12701

12744:                                            ; preds = %12701
  %12745 = add i64 %12698, 1
  br label %12697

12746:                                            ; preds = %12697
  %12747 = add i64 %12694, 1
  br label %12693

12748:                                            ; preds = %12693
  %12749 = add i64 %12690, 1
  br label %12689

12750:                                            ; preds = %12689
  %12751 = add i64 %12686, 1
  br label %12685

12752:                                            ; preds = %12685
  %12753 = add i64 %12682, 1
  br label %12681

12754:                                            ; preds = %12681
  %12755 = call ptr @malloc(i64 1600)
  %12756 = ptrtoint ptr %12755 to i64
  %12757 = add i64 %12756, 63
  %12758 = urem i64 %12757, 64
  %12759 = sub i64 %12757, %12758
  %12760 = inttoptr i64 %12759 to ptr
  %12761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12755, 0
  %12762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12761, ptr %12760, 1
  %12763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12762, i64 0, 2
  %12764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12763, i64 1, 3, 0
  %12765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12764, i64 96, 3, 1
  %12766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12765, i64 2, 3, 2
  %12767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12766, i64 2, 3, 3
  %12768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12767, i64 384, 4, 0
  %12769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12768, i64 4, 4, 1
  %12770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12769, i64 2, 4, 2
  %12771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12770, i64 1, 4, 3
  br label %12772

12772:                                            ; preds = %12810, %12754
  %12773 = phi i64 [ %12811, %12810 ], [ 0, %12754 ]
  %12774 = icmp slt i64 %12773, 1
  br i1 %12774, label %12775, label %12812

12775:                                            ; preds = %12772
  br label %12776

12776:                                            ; preds = %12808, %12775
  %12777 = phi i64 [ %12809, %12808 ], [ 0, %12775 ]
  %12778 = icmp slt i64 %12777, 96
  br i1 %12778, label %12779, label %12810

12779:                                            ; preds = %12776
  br label %12780

12780:                                            ; preds = %12806, %12779
  %12781 = phi i64 [ %12807, %12806 ], [ 0, %12779 ]
  %12782 = icmp slt i64 %12781, 2
  br i1 %12782, label %12783, label %12808

12783:                                            ; preds = %12780
  br label %12784

12784:                                            ; preds = %12787, %12783
  %12785 = phi i64 [ %12805, %12787 ], [ 0, %12783 ]
  %12786 = icmp slt i64 %12785, 2
  br i1 %12786, label %12787, label %12806

12787:                                            ; preds = %12784
  %12788 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11337, 1
  %12789 = mul nuw nsw i64 %12773, 384
  %12790 = mul nuw nsw i64 %12777, 4
  %12791 = add nuw nsw i64 %12789, %12790
  %12792 = mul nuw nsw i64 %12781, 2
  %12793 = add nuw nsw i64 %12791, %12792
  %12794 = add nuw nsw i64 %12793, %12785
  %12795 = getelementptr inbounds nuw float, ptr %12788, i64 %12794
  %12796 = load float, ptr %12795, align 4
  %12797 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12771, 1
  %12798 = mul nuw nsw i64 %12773, 384
  %12799 = mul nuw nsw i64 %12777, 4
  %12800 = add nuw nsw i64 %12798, %12799
  %12801 = mul nuw nsw i64 %12781, 2
  %12802 = add nuw nsw i64 %12800, %12801
  %12803 = add nuw nsw i64 %12802, %12785
  %12804 = getelementptr inbounds nuw float, ptr %12797, i64 %12803
  store float %12796, ptr %12804, align 4
  %12805 = add i64 %12785, 1
  br label %12784

12806:                                            ; preds = %12784
  %12807 = add i64 %12781, 1
  br label %12780

12808:                                            ; preds = %12780
  %12809 = add i64 %12777, 1
  br label %12776

12810:                                            ; preds = %12776
  %12811 = add i64 %12773, 1
  br label %12772

12812:                                            ; preds = %12772
  br label %12813

12813:                                            ; preds = %12902, %12812
  %12814 = phi i64 [ %12903, %12902 ], [ 0, %12812 ]
  %12815 = icmp slt i64 %12814, 1
  br i1 %12815, label %12816, label %12904

12816:                                            ; preds = %12813
  br label %12817

12817:                                            ; preds = %12900, %12816
  %12818 = phi i64 [ %12901, %12900 ], [ 0, %12816 ]
  %12819 = icmp slt i64 %12818, 96
  br i1 %12819, label %12820, label %12902

12820:                                            ; preds = %12817
  br label %12821

12821:                                            ; preds = %12898, %12820
  %12822 = phi i64 [ %12899, %12898 ], [ 0, %12820 ]
  %12823 = icmp slt i64 %12822, 2
  br i1 %12823, label %12824, label %12900

12824:                                            ; preds = %12821
  br label %12825

12825:                                            ; preds = %12896, %12824
  %12826 = phi i64 [ %12897, %12896 ], [ 0, %12824 ]
  %12827 = icmp slt i64 %12826, 2
  br i1 %12827, label %12828, label %12898

12828:                                            ; preds = %12825
  br label %12829

12829:                                            ; preds = %12894, %12828
  %12830 = phi i64 [ %12895, %12894 ], [ 0, %12828 ]
  %12831 = icmp slt i64 %12830, 576
  br i1 %12831, label %12832, label %12896

12832:                                            ; preds = %12829
  br label %12833

12833:                                            ; preds = %12892, %12832
  %12834 = phi i64 [ %12893, %12892 ], [ 0, %12832 ]
  %12835 = icmp slt i64 %12834, 1
  br i1 %12835, label %12836, label %12894

12836:                                            ; preds = %12833
  br label %12837

12837:                                            ; preds = %12840, %12836
  %12838 = phi i64 [ %12891, %12840 ], [ 0, %12836 ]
  %12839 = icmp slt i64 %12838, 1
  br i1 %12839, label %12840, label %12892

12840:                                            ; preds = %12837
  %12841 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12643, 1
  %12842 = mul nuw nsw i64 %12814, 576
  %12843 = add nuw nsw i64 %12842, %12830
  %12844 = add nuw nsw i64 %12843, 0
  %12845 = add nuw nsw i64 %12844, 0
  %12846 = getelementptr inbounds nuw float, ptr %12841, i64 %12845
  %12847 = load float, ptr %12846, align 4
  %12848 = add i64 %12822, %12834
  %12849 = add i64 %12826, %12838
  %12850 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12182, 1
  %12851 = mul nuw nsw i64 %12814, 2304
  %12852 = mul nuw nsw i64 %12830, 4
  %12853 = add nuw nsw i64 %12851, %12852
  %12854 = mul nuw nsw i64 %12848, 2
  %12855 = add nuw nsw i64 %12853, %12854
  %12856 = add nuw nsw i64 %12855, %12849
  %12857 = getelementptr inbounds nuw float, ptr %12850, i64 %12856
  %12858 = load float, ptr %12857, align 4
  %12859 = mul nuw nsw i64 %12818, 576
  %12860 = add nuw nsw i64 %12859, %12830
  %12861 = add nuw nsw i64 %12860, %12834
  %12862 = add nuw nsw i64 %12861, %12838
  %12863 = getelementptr inbounds nuw float, ptr @__constant_96x576x1x1xf32_20, i64 %12862
  %12864 = load float, ptr %12863, align 4
  %12865 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12771, 1
  %12866 = mul nuw nsw i64 %12814, 384
  %12867 = mul nuw nsw i64 %12818, 4
  %12868 = add nuw nsw i64 %12866, %12867
  %12869 = mul nuw nsw i64 %12822, 2
  %12870 = add nuw nsw i64 %12868, %12869
  %12871 = add nuw nsw i64 %12870, %12826
  %12872 = getelementptr inbounds nuw float, ptr %12865, i64 %12871
  %12873 = load float, ptr %12872, align 4
  %12874 = fadd float %12847, 3.000000e+00
  %12875 = fcmp ult float %12874, 0.000000e+00
  %12876 = select i1 %12875, float 0.000000e+00, float %12874
  %12877 = fcmp ugt float %12876, 6.000000e+00
  %12878 = select i1 %12877, float 6.000000e+00, float %12876
  %12879 = fdiv float %12878, 6.000000e+00
  %12880 = fmul float %12879, %12858
  %12881 = fmul float %12880, %12864
  %12882 = fadd float %12873, %12881
  %12883 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12771, 1
  %12884 = mul nuw nsw i64 %12814, 384
  %12885 = mul nuw nsw i64 %12818, 4
  %12886 = add nuw nsw i64 %12884, %12885
  %12887 = mul nuw nsw i64 %12822, 2
  %12888 = add nuw nsw i64 %12886, %12887
  %12889 = add nuw nsw i64 %12888, %12826
  %12890 = getelementptr inbounds nuw float, ptr %12883, i64 %12889
  store float %12882, ptr %12890, align 4
  %12891 = add i64 %12838, 1
  br label %12837

12892:                                            ; preds = %12837
  %12893 = add i64 %12834, 1
  br label %12833

12894:                                            ; preds = %12833
  %12895 = add i64 %12830, 1
  br label %12829

12896:                                            ; preds = %12829
  %12897 = add i64 %12826, 1
  br label %12825

12898:                                            ; preds = %12825
  %12899 = add i64 %12822, 1
  br label %12821

12900:                                            ; preds = %12821
  %12901 = add i64 %12818, 1
  br label %12817

12902:                                            ; preds = %12817
  %12903 = add i64 %12814, 1
  br label %12813

12904:                                            ; preds = %12813
  %12905 = call ptr @malloc(i64 1600)
  %12906 = ptrtoint ptr %12905 to i64
  %12907 = add i64 %12906, 63
  %12908 = urem i64 %12907, 64
  %12909 = sub i64 %12907, %12908
  %12910 = inttoptr i64 %12909 to ptr
  %12911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12905, 0
  %12912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12911, ptr %12910, 1
  %12913 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12912, i64 0, 2
  %12914 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12913, i64 1, 3, 0
  %12915 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12914, i64 96, 3, 1
  %12916 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12915, i64 2, 3, 2
  %12917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12916, i64 2, 3, 3
  %12918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12917, i64 384, 4, 0
  %12919 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12918, i64 4, 4, 1
  %12920 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12919, i64 2, 4, 2
  %12921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12920, i64 1, 4, 3
  br label %12922

12922:                                            ; preds = %12993, %12904
  %12923 = phi i64 [ %12994, %12993 ], [ 0, %12904 ]
  %12924 = icmp slt i64 %12923, 1
  br i1 %12924, label %12925, label %12995

12925:                                            ; preds = %12922
  br label %12926

12926:                                            ; preds = %12991, %12925
  %12927 = phi i64 [ %12992, %12991 ], [ 0, %12925 ]
  %12928 = icmp slt i64 %12927, 96
  br i1 %12928, label %12929, label %12993

12929:                                            ; preds = %12926
  br label %12930

12930:                                            ; preds = %12989, %12929
  %12931 = phi i64 [ %12990, %12989 ], [ 0, %12929 ]
  %12932 = icmp slt i64 %12931, 2
  br i1 %12932, label %12933, label %12991

12933:                                            ; preds = %12930
  br label %12934

12934:                                            ; preds = %12937, %12933
  %12935 = phi i64 [ %12988, %12937 ], [ 0, %12933 ]
  %12936 = icmp slt i64 %12935, 2
  br i1 %12936, label %12937, label %12989

12937:                                            ; preds = %12934
  %12938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12771, 1
  %12939 = mul nuw nsw i64 %12923, 384
  %12940 = mul nuw nsw i64 %12927, 4
  %12941 = add nuw nsw i64 %12939, %12940
  %12942 = mul nuw nsw i64 %12931, 2
  %12943 = add nuw nsw i64 %12941, %12942
  %12944 = add nuw nsw i64 %12943, %12935
  %12945 = getelementptr inbounds nuw float, ptr %12938, i64 %12944
  %12946 = load float, ptr %12945, align 4
  %12947 = add nuw nsw i64 %12927, 0
  %12948 = add nuw nsw i64 %12947, 0
  %12949 = getelementptr inbounds nuw float, ptr @__constant_96xf32_19, i64 %12948
  %12950 = load float, ptr %12949, align 4
  %12951 = add nuw nsw i64 %12927, 0
  %12952 = add nuw nsw i64 %12951, 0
  %12953 = getelementptr inbounds nuw float, ptr @__constant_96xf32_18, i64 %12952
  %12954 = load float, ptr %12953, align 4
  %12955 = add nuw nsw i64 %12927, 0
  %12956 = add nuw nsw i64 %12955, 0
  %12957 = getelementptr inbounds nuw float, ptr @__constant_96xf32_17, i64 %12956
  %12958 = load float, ptr %12957, align 4
  %12959 = add nuw nsw i64 %12927, 0
  %12960 = add nuw nsw i64 %12959, 0
  %12961 = getelementptr inbounds nuw float, ptr @__constant_96xf32_16, i64 %12960
  %12962 = load float, ptr %12961, align 4
  %12963 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11536, 1
  %12964 = mul nuw nsw i64 %12923, 384
  %12965 = mul nuw nsw i64 %12927, 4
  %12966 = add nuw nsw i64 %12964, %12965
  %12967 = mul nuw nsw i64 %12931, 2
  %12968 = add nuw nsw i64 %12966, %12967
  %12969 = add nuw nsw i64 %12968, %12935
  %12970 = getelementptr inbounds nuw float, ptr %12963, i64 %12969
  %12971 = load float, ptr %12970, align 4
  %12972 = fadd float %12954, 1.000000e-03
  %12973 = call float @llvm.sqrt.f32(float %12972)
  %12974 = fdiv float 1.000000e+00, %12973
  %12975 = fsub float %12946, %12950
  %12976 = fmul float %12975, %12974
  %12977 = fmul float %12976, %12958
  %12978 = fadd float %12977, %12962
  %12979 = fadd float %12978, %12971
  %12980 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12921, 1
  %12981 = mul nuw nsw i64 %12923, 384
  %12982 = mul nuw nsw i64 %12927, 4
  %12983 = add nuw nsw i64 %12981, %12982
  %12984 = mul nuw nsw i64 %12931, 2
  %12985 = add nuw nsw i64 %12983, %12984
  %12986 = add nuw nsw i64 %12985, %12935
  %12987 = getelementptr inbounds nuw float, ptr %12980, i64 %12986
  store float %12979, ptr %12987, align 4
  %12988 = add i64 %12935, 1
  br label %12934

12989:                                            ; preds = %12934
  %12990 = add i64 %12931, 1
  br label %12930

12991:                                            ; preds = %12930
  %12992 = add i64 %12927, 1
  br label %12926

12993:                                            ; preds = %12926
  %12994 = add i64 %12923, 1
  br label %12922

12995:                                            ; preds = %12922
  %12996 = call ptr @malloc(i64 9280)
  %12997 = ptrtoint ptr %12996 to i64
  %12998 = add i64 %12997, 63
  %12999 = urem i64 %12998, 64
  %13000 = sub i64 %12998, %12999
  %13001 = inttoptr i64 %13000 to ptr
  %13002 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %12996, 0
  %13003 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13002, ptr %13001, 1
  %13004 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13003, i64 0, 2
  %13005 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13004, i64 1, 3, 0
  %13006 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13005, i64 576, 3, 1
  %13007 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13006, i64 2, 3, 2
  %13008 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13007, i64 2, 3, 3
  %13009 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13008, i64 2304, 4, 0
  %13010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13009, i64 4, 4, 1
  %13011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13010, i64 2, 4, 2
  %13012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13011, i64 1, 4, 3
  br label %13013

13013:                                            ; preds = %13051, %12995
  %13014 = phi i64 [ %13052, %13051 ], [ 0, %12995 ]
  %13015 = icmp slt i64 %13014, 1
  br i1 %13015, label %13016, label %13053

13016:                                            ; preds = %13013
  br label %13017

13017:                                            ; preds = %13049, %13016
  %13018 = phi i64 [ %13050, %13049 ], [ 0, %13016 ]
  %13019 = icmp slt i64 %13018, 576
  br i1 %13019, label %13020, label %13051

13020:                                            ; preds = %13017
  br label %13021

13021:                                            ; preds = %13047, %13020
  %13022 = phi i64 [ %13048, %13047 ], [ 0, %13020 ]
  %13023 = icmp slt i64 %13022, 2
  br i1 %13023, label %13024, label %13049

13024:                                            ; preds = %13021
  br label %13025

13025:                                            ; preds = %13028, %13024
  %13026 = phi i64 [ %13046, %13028 ], [ 0, %13024 ]
  %13027 = icmp slt i64 %13026, 2
  br i1 %13027, label %13028, label %13047

13028:                                            ; preds = %13025
  %13029 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11617, 1
  %13030 = mul nuw nsw i64 %13014, 2304
  %13031 = mul nuw nsw i64 %13018, 4
  %13032 = add nuw nsw i64 %13030, %13031
  %13033 = mul nuw nsw i64 %13022, 2
  %13034 = add nuw nsw i64 %13032, %13033
  %13035 = add nuw nsw i64 %13034, %13026
  %13036 = getelementptr inbounds nuw float, ptr %13029, i64 %13035
  %13037 = load float, ptr %13036, align 4
  %13038 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13012, 1
  %13039 = mul nuw nsw i64 %13014, 2304
  %13040 = mul nuw nsw i64 %13018, 4
  %13041 = add nuw nsw i64 %13039, %13040
  %13042 = mul nuw nsw i64 %13022, 2
  %13043 = add nuw nsw i64 %13041, %13042
  %13044 = add nuw nsw i64 %13043, %13026
  %13045 = getelementptr inbounds nuw float, ptr %13038, i64 %13044
  store float %13037, ptr %13045, align 4
  %13046 = add i64 %13026, 1
  br label %13025

13047:                                            ; preds = %13025
  %13048 = add i64 %13022, 1
  br label %13021

13049:                                            ; preds = %13021
  %13050 = add i64 %13018, 1
  br label %13017

13051:                                            ; preds = %13017
  %13052 = add i64 %13014, 1
  br label %13013

13053:                                            ; preds = %13013
  br label %13054

13054:                                            ; preds = %13129, %13053
  %13055 = phi i64 [ %13130, %13129 ], [ 0, %13053 ]
  %13056 = icmp slt i64 %13055, 1
  br i1 %13056, label %13057, label %13131

13057:                                            ; preds = %13054
  br label %13058

13058:                                            ; preds = %13127, %13057
  %13059 = phi i64 [ %13128, %13127 ], [ 0, %13057 ]
  %13060 = icmp slt i64 %13059, 576
  br i1 %13060, label %13061, label %13129

13061:                                            ; preds = %13058
  br label %13062

13062:                                            ; preds = %13125, %13061
  %13063 = phi i64 [ %13126, %13125 ], [ 0, %13061 ]
  %13064 = icmp slt i64 %13063, 2
  br i1 %13064, label %13065, label %13127

13065:                                            ; preds = %13062
  br label %13066

13066:                                            ; preds = %13123, %13065
  %13067 = phi i64 [ %13124, %13123 ], [ 0, %13065 ]
  %13068 = icmp slt i64 %13067, 2
  br i1 %13068, label %13069, label %13125

13069:                                            ; preds = %13066
  br label %13070

13070:                                            ; preds = %13121, %13069
  %13071 = phi i64 [ %13122, %13121 ], [ 0, %13069 ]
  %13072 = icmp slt i64 %13071, 96
  br i1 %13072, label %13073, label %13123

13073:                                            ; preds = %13070
  br label %13074

13074:                                            ; preds = %13119, %13073
  %13075 = phi i64 [ %13120, %13119 ], [ 0, %13073 ]
  %13076 = icmp slt i64 %13075, 1
  br i1 %13076, label %13077, label %13121

13077:                                            ; preds = %13074
  br label %13078

13078:                                            ; preds = %13081, %13077
  %13079 = phi i64 [ %13118, %13081 ], [ 0, %13077 ]
  %13080 = icmp slt i64 %13079, 1
  br i1 %13080, label %13081, label %13119

13081:                                            ; preds = %13078
  %13082 = add i64 %13063, %13075
  %13083 = add i64 %13067, %13079
  %13084 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12921, 1
  %13085 = mul nuw nsw i64 %13055, 384
  %13086 = mul nuw nsw i64 %13071, 4
  %13087 = add nuw nsw i64 %13085, %13086
  %13088 = mul nuw nsw i64 %13082, 2
  %13089 = add nuw nsw i64 %13087, %13088
  %13090 = add nuw nsw i64 %13089, %13083
  %13091 = getelementptr inbounds nuw float, ptr %13084, i64 %13090
  %13092 = load float, ptr %13091, align 4
  %13093 = mul nuw nsw i64 %13059, 96
  %13094 = add nuw nsw i64 %13093, %13071
  %13095 = add nuw nsw i64 %13094, %13075
  %13096 = add nuw nsw i64 %13095, %13079
  %13097 = getelementptr inbounds nuw float, ptr @__constant_576x96x1x1xf32_15, i64 %13096
  %13098 = load float, ptr %13097, align 4
  %13099 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13012, 1
  %13100 = mul nuw nsw i64 %13055, 2304
  %13101 = mul nuw nsw i64 %13059, 4
  %13102 = add nuw nsw i64 %13100, %13101
  %13103 = mul nuw nsw i64 %13063, 2
  %13104 = add nuw nsw i64 %13102, %13103
  %13105 = add nuw nsw i64 %13104, %13067
  %13106 = getelementptr inbounds nuw float, ptr %13099, i64 %13105
  %13107 = load float, ptr %13106, align 4
  %13108 = fmul float %13092, %13098
  %13109 = fadd float %13107, %13108
  %13110 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13012, 1
  %13111 = mul nuw nsw i64 %13055, 2304
  %13112 = mul nuw nsw i64 %13059, 4
  %13113 = add nuw nsw i64 %13111, %13112
  %13114 = mul nuw nsw i64 %13063, 2
  %13115 = add nuw nsw i64 %13113, %13114
  %13116 = add nuw nsw i64 %13115, %13067
  %13117 = getelementptr inbounds nuw float, ptr %13110, i64 %13116
  store float %13109, ptr %13117, align 4
  %13118 = add i64 %13079, 1
  br label %13078

13119:                                            ; preds = %13078
  %13120 = add i64 %13075, 1
  br label %13074

13121:                                            ; preds = %13074
  %13122 = add i64 %13071, 1
  br label %13070

13123:                                            ; preds = %13070
  %13124 = add i64 %13067, 1
  br label %13066

13125:                                            ; preds = %13066
  %13126 = add i64 %13063, 1
  br label %13062

13127:                                            ; preds = %13062
  %13128 = add i64 %13059, 1
  br label %13058

13129:                                            ; preds = %13058
  %13130 = add i64 %13055, 1
  br label %13054

13131:                                            ; preds = %13054
  %13132 = call ptr @malloc(i64 9280)
  %13133 = ptrtoint ptr %13132 to i64
  %13134 = add i64 %13133, 63
  %13135 = urem i64 %13134, 64
  %13136 = sub i64 %13134, %13135
  %13137 = inttoptr i64 %13136 to ptr
  %13138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13132, 0
  %13139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13138, ptr %13137, 1
  %13140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13139, i64 0, 2
  %13141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13140, i64 1, 3, 0
  %13142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13141, i64 576, 3, 1
  %13143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13142, i64 2, 3, 2
  %13144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13143, i64 2, 3, 3
  %13145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13144, i64 2304, 4, 0
  %13146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13145, i64 4, 4, 1
  %13147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13146, i64 2, 4, 2
  %13148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13147, i64 1, 4, 3
  br label %13149

13149:                                            ; preds = %13217, %13131
  %13150 = phi i64 [ %13218, %13217 ], [ 0, %13131 ]
  %13151 = icmp slt i64 %13150, 1
  br i1 %13151, label %13152, label %13219

13152:                                            ; preds = %13149
  br label %13153

13153:                                            ; preds = %13215, %13152
  %13154 = phi i64 [ %13216, %13215 ], [ 0, %13152 ]
  %13155 = icmp slt i64 %13154, 576
  br i1 %13155, label %13156, label %13217

13156:                                            ; preds = %13153
  br label %13157

13157:                                            ; preds = %13213, %13156
  %13158 = phi i64 [ %13214, %13213 ], [ 0, %13156 ]
  %13159 = icmp slt i64 %13158, 2
  br i1 %13159, label %13160, label %13215

13160:                                            ; preds = %13157
  br label %13161

13161:                                            ; preds = %13164, %13160
  %13162 = phi i64 [ %13212, %13164 ], [ 0, %13160 ]
  %13163 = icmp slt i64 %13162, 2
  br i1 %13163, label %13164, label %13213

13164:                                            ; preds = %13161
  %13165 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13012, 1
  %13166 = mul nuw nsw i64 %13150, 2304
  %13167 = mul nuw nsw i64 %13154, 4
  %13168 = add nuw nsw i64 %13166, %13167
  %13169 = mul nuw nsw i64 %13158, 2
  %13170 = add nuw nsw i64 %13168, %13169
  %13171 = add nuw nsw i64 %13170, %13162
  %13172 = getelementptr inbounds nuw float, ptr %13165, i64 %13171
  %13173 = load float, ptr %13172, align 4
  %13174 = add nuw nsw i64 %13154, 0
  %13175 = add nuw nsw i64 %13174, 0
  %13176 = getelementptr inbounds nuw float, ptr @__constant_576xf32_14, i64 %13175
  %13177 = load float, ptr %13176, align 4
  %13178 = add nuw nsw i64 %13154, 0
  %13179 = add nuw nsw i64 %13178, 0
  %13180 = getelementptr inbounds nuw float, ptr @__constant_576xf32_13, i64 %13179
  %13181 = load float, ptr %13180, align 4
  %13182 = add nuw nsw i64 %13154, 0
  %13183 = add nuw nsw i64 %13182, 0
  %13184 = getelementptr inbounds nuw float, ptr @__constant_576xf32_12, i64 %13183
  %13185 = load float, ptr %13184, align 4
  %13186 = add nuw nsw i64 %13154, 0
  %13187 = add nuw nsw i64 %13186, 0
  %13188 = getelementptr inbounds nuw float, ptr @__constant_576xf32_11, i64 %13187
  %13189 = load float, ptr %13188, align 4
  %13190 = fadd float %13181, 1.000000e-03
  %13191 = call float @llvm.sqrt.f32(float %13190)
  %13192 = fdiv float 1.000000e+00, %13191
  %13193 = fsub float %13173, %13177
  %13194 = fmul float %13193, %13192
  %13195 = fmul float %13194, %13185
  %13196 = fadd float %13195, %13189
  %13197 = fadd float %13196, 3.000000e+00
  %13198 = fcmp ult float %13197, 0.000000e+00
  %13199 = select i1 %13198, float 0.000000e+00, float %13197
  %13200 = fcmp ugt float %13199, 6.000000e+00
  %13201 = select i1 %13200, float 6.000000e+00, float %13199
  %13202 = fmul float %13196, %13201
  %13203 = fdiv float %13202, 6.000000e+00
  %13204 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13148, 1
  %13205 = mul nuw nsw i64 %13150, 2304
  %13206 = mul nuw nsw i64 %13154, 4
  %13207 = add nuw nsw i64 %13205, %13206
  %13208 = mul nuw nsw i64 %13158, 2
  %13209 = add nuw nsw i64 %13207, %13208
  %13210 = add nuw nsw i64 %13209, %13162
  %13211 = getelementptr inbounds nuw float, ptr %13204, i64 %13210
  store float %13203, ptr %13211, align 4
  %13212 = add i64 %13162, 1
  br label %13161

13213:                                            ; preds = %13161
  %13214 = add i64 %13158, 1
  br label %13157

13215:                                            ; preds = %13157
  %13216 = add i64 %13154, 1
  br label %13153

13217:                                            ; preds = %13153
  %13218 = add i64 %13150, 1
  br label %13149

13219:                                            ; preds = %13149
  %13220 = call ptr @malloc(i64 83008)
  %13221 = ptrtoint ptr %13220 to i64
  %13222 = add i64 %13221, 63
  %13223 = urem i64 %13222, 64
  %13224 = sub i64 %13222, %13223
  %13225 = inttoptr i64 %13224 to ptr
  %13226 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13220, 0
  %13227 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13226, ptr %13225, 1
  %13228 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13227, i64 0, 2
  %13229 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13228, i64 1, 3, 0
  %13230 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13229, i64 576, 3, 1
  %13231 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13230, i64 6, 3, 2
  %13232 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13231, i64 6, 3, 3
  %13233 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13232, i64 20736, 4, 0
  %13234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13233, i64 36, 4, 1
  %13235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13234, i64 6, 4, 2
  %13236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13235, i64 1, 4, 3
  br label %13237

13237:                                            ; preds = %13266, %13219
  %13238 = phi i64 [ %13267, %13266 ], [ 0, %13219 ]
  %13239 = icmp slt i64 %13238, 1
  br i1 %13239, label %13240, label %13268

13240:                                            ; preds = %13237
  br label %13241

13241:                                            ; preds = %13264, %13240
  %13242 = phi i64 [ %13265, %13264 ], [ 0, %13240 ]
  %13243 = icmp slt i64 %13242, 576
  br i1 %13243, label %13244, label %13266

13244:                                            ; preds = %13241
  br label %13245

13245:                                            ; preds = %13262, %13244
  %13246 = phi i64 [ %13263, %13262 ], [ 0, %13244 ]
  %13247 = icmp slt i64 %13246, 6
  br i1 %13247, label %13248, label %13264

13248:                                            ; preds = %13245
  br label %13249

13249:                                            ; preds = %13252, %13248
  %13250 = phi i64 [ %13261, %13252 ], [ 0, %13248 ]
  %13251 = icmp slt i64 %13250, 6
  br i1 %13251, label %13252, label %13262

13252:                                            ; preds = %13249
  %13253 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13236, 1
  %13254 = mul nuw nsw i64 %13238, 20736
  %13255 = mul nuw nsw i64 %13242, 36
  %13256 = add nuw nsw i64 %13254, %13255
  %13257 = mul nuw nsw i64 %13246, 6
  %13258 = add nuw nsw i64 %13256, %13257
  %13259 = add nuw nsw i64 %13258, %13250
  %13260 = getelementptr inbounds nuw float, ptr %13253, i64 %13259
  store float 0.000000e+00, ptr %13260, align 4
  %13261 = add i64 %13250, 1
  br label %13249

13262:                                            ; preds = %13249
  %13263 = add i64 %13246, 1
  br label %13245

13264:                                            ; preds = %13245
  %13265 = add i64 %13242, 1
  br label %13241

13266:                                            ; preds = %13241
  %13267 = add i64 %13238, 1
  br label %13237

13268:                                            ; preds = %13237
  %13269 = call ptr @malloc(i64 83008)
  %13270 = ptrtoint ptr %13269 to i64
  %13271 = add i64 %13270, 63
  %13272 = urem i64 %13271, 64
  %13273 = sub i64 %13271, %13272
  %13274 = inttoptr i64 %13273 to ptr
  %13275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13269, 0
  %13276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13275, ptr %13274, 1
  %13277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13276, i64 0, 2
  %13278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13277, i64 1, 3, 0
  %13279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13278, i64 576, 3, 1
  %13280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13279, i64 6, 3, 2
  %13281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13280, i64 6, 3, 3
  %13282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13281, i64 20736, 4, 0
  %13283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13282, i64 36, 4, 1
  %13284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13283, i64 6, 4, 2
  %13285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13284, i64 1, 4, 3
  br label %13286

13286:                                            ; preds = %13324, %13268
  %13287 = phi i64 [ %13325, %13324 ], [ 0, %13268 ]
  %13288 = icmp slt i64 %13287, 1
  br i1 %13288, label %13289, label %13326

13289:                                            ; preds = %13286
  br label %13290

13290:                                            ; preds = %13322, %13289
  %13291 = phi i64 [ %13323, %13322 ], [ 0, %13289 ]
  %13292 = icmp slt i64 %13291, 576
  br i1 %13292, label %13293, label %13324

13293:                                            ; preds = %13290
  br label %13294

13294:                                            ; preds = %13320, %13293
  %13295 = phi i64 [ %13321, %13320 ], [ 0, %13293 ]
  %13296 = icmp slt i64 %13295, 6
  br i1 %13296, label %13297, label %13322

13297:                                            ; preds = %13294
  br label %13298

13298:                                            ; preds = %13301, %13297
  %13299 = phi i64 [ %13319, %13301 ], [ 0, %13297 ]
  %13300 = icmp slt i64 %13299, 6
  br i1 %13300, label %13301, label %13320

13301:                                            ; preds = %13298
  %13302 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13236, 1
  %13303 = mul nuw nsw i64 %13287, 20736
  %13304 = mul nuw nsw i64 %13291, 36
  %13305 = add nuw nsw i64 %13303, %13304
  %13306 = mul nuw nsw i64 %13295, 6
  %13307 = add nuw nsw i64 %13305, %13306
  %13308 = add nuw nsw i64 %13307, %13299
  %13309 = getelementptr inbounds nuw float, ptr %13302, i64 %13308
  %13310 = load float, ptr %13309, align 4
  %13311 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13285, 1
  %13312 = mul nuw nsw i64 %13287, 20736
  %13313 = mul nuw nsw i64 %13291, 36
  %13314 = add nuw nsw i64 %13312, %13313
  %13315 = mul nuw nsw i64 %13295, 6
  %13316 = add nuw nsw i64 %13314, %13315
  %13317 = add nuw nsw i64 %13316, %13299
  %13318 = getelementptr inbounds nuw float, ptr %13311, i64 %13317
  store float %13310, ptr %13318, align 4
  %13319 = add i64 %13299, 1
  br label %13298

13320:                                            ; preds = %13298
  %13321 = add i64 %13295, 1
  br label %13294

13322:                                            ; preds = %13294
  %13323 = add i64 %13291, 1
  br label %13290

13324:                                            ; preds = %13290
  %13325 = add i64 %13287, 1
  br label %13286

13326:                                            ; preds = %13286
  %13327 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13285, 0
  %13328 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13285, 1
  %13329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13327, 0
  %13330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13329, ptr %13328, 1
  %13331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13330, i64 14, 2
  %13332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13331, i64 1, 3, 0
  %13333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13332, i64 20736, 4, 0
  %13334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13333, i64 576, 3, 1
  %13335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13334, i64 36, 4, 1
  %13336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13335, i64 2, 3, 2
  %13337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13336, i64 6, 4, 2
  %13338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13337, i64 2, 3, 3
  %13339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13338, i64 1, 4, 3
  br label %13340

13340:                                            ; preds = %13379, %13326
  %13341 = phi i64 [ %13380, %13379 ], [ 0, %13326 ]
  %13342 = icmp slt i64 %13341, 1
  br i1 %13342, label %13343, label %13381

13343:                                            ; preds = %13340
  br label %13344

13344:                                            ; preds = %13377, %13343
  %13345 = phi i64 [ %13378, %13377 ], [ 0, %13343 ]
  %13346 = icmp slt i64 %13345, 576
  br i1 %13346, label %13347, label %13379

13347:                                            ; preds = %13344
  br label %13348

13348:                                            ; preds = %13375, %13347
  %13349 = phi i64 [ %13376, %13375 ], [ 0, %13347 ]
  %13350 = icmp slt i64 %13349, 2
  br i1 %13350, label %13351, label %13377

13351:                                            ; preds = %13348
  br label %13352

13352:                                            ; preds = %13355, %13351
  %13353 = phi i64 [ %13374, %13355 ], [ 0, %13351 ]
  %13354 = icmp slt i64 %13353, 2
  br i1 %13354, label %13355, label %13375

13355:                                            ; preds = %13352
  %13356 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13148, 1
  %13357 = mul nuw nsw i64 %13341, 2304
  %13358 = mul nuw nsw i64 %13345, 4
  %13359 = add nuw nsw i64 %13357, %13358
  %13360 = mul nuw nsw i64 %13349, 2
  %13361 = add nuw nsw i64 %13359, %13360
  %13362 = add nuw nsw i64 %13361, %13353
  %13363 = getelementptr inbounds nuw float, ptr %13356, i64 %13362
  %13364 = load float, ptr %13363, align 4
  %13365 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13339, 1
  %13366 = getelementptr float, ptr %13365, i64 14
  %13367 = mul nuw nsw i64 %13341, 20736
  %13368 = mul nuw nsw i64 %13345, 36
  %13369 = add nuw nsw i64 %13367, %13368
  %13370 = mul nuw nsw i64 %13349, 6
  %13371 = add nuw nsw i64 %13369, %13370
  %13372 = add nuw nsw i64 %13371, %13353
  %13373 = getelementptr inbounds nuw float, ptr %13366, i64 %13372
  store float %13364, ptr %13373, align 4
  %13374 = add i64 %13353, 1
  br label %13352

13375:                                            ; preds = %13352
  %13376 = add i64 %13349, 1
  br label %13348

13377:                                            ; preds = %13348
  %13378 = add i64 %13345, 1
  br label %13344

13379:                                            ; preds = %13344
  %13380 = add i64 %13341, 1
  br label %13340

13381:                                            ; preds = %13340
  %13382 = call ptr @malloc(i64 9280)
  %13383 = ptrtoint ptr %13382 to i64
  %13384 = add i64 %13383, 63
  %13385 = urem i64 %13384, 64
  %13386 = sub i64 %13384, %13385
  %13387 = inttoptr i64 %13386 to ptr
  %13388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13382, 0
  %13389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13388, ptr %13387, 1
  %13390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13389, i64 0, 2
  %13391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13390, i64 1, 3, 0
  %13392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13391, i64 576, 3, 1
  %13393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13392, i64 2, 3, 2
  %13394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13393, i64 2, 3, 3
  %13395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13394, i64 2304, 4, 0
  %13396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13395, i64 4, 4, 1
  %13397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13396, i64 2, 4, 2
  %13398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13397, i64 1, 4, 3
  br label %13399

13399:                                            ; preds = %13437, %13381
  %13400 = phi i64 [ %13438, %13437 ], [ 0, %13381 ]
  %13401 = icmp slt i64 %13400, 1
  br i1 %13401, label %13402, label %13439

13402:                                            ; preds = %13399
  br label %13403

13403:                                            ; preds = %13435, %13402
  %13404 = phi i64 [ %13436, %13435 ], [ 0, %13402 ]
  %13405 = icmp slt i64 %13404, 576
  br i1 %13405, label %13406, label %13437

13406:                                            ; preds = %13403
  br label %13407

13407:                                            ; preds = %13433, %13406
  %13408 = phi i64 [ %13434, %13433 ], [ 0, %13406 ]
  %13409 = icmp slt i64 %13408, 2
  br i1 %13409, label %13410, label %13435

13410:                                            ; preds = %13407
  br label %13411

13411:                                            ; preds = %13414, %13410
  %13412 = phi i64 [ %13432, %13414 ], [ 0, %13410 ]
  %13413 = icmp slt i64 %13412, 2
  br i1 %13413, label %13414, label %13433

13414:                                            ; preds = %13411
  %13415 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11617, 1
  %13416 = mul nuw nsw i64 %13400, 2304
  %13417 = mul nuw nsw i64 %13404, 4
  %13418 = add nuw nsw i64 %13416, %13417
  %13419 = mul nuw nsw i64 %13408, 2
  %13420 = add nuw nsw i64 %13418, %13419
  %13421 = add nuw nsw i64 %13420, %13412
  %13422 = getelementptr inbounds nuw float, ptr %13415, i64 %13421
  %13423 = load float, ptr %13422, align 4
  %13424 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13398, 1
  %13425 = mul nuw nsw i64 %13400, 2304
  %13426 = mul nuw nsw i64 %13404, 4
  %13427 = add nuw nsw i64 %13425, %13426
  %13428 = mul nuw nsw i64 %13408, 2
  %13429 = add nuw nsw i64 %13427, %13428
  %13430 = add nuw nsw i64 %13429, %13412
  %13431 = getelementptr inbounds nuw float, ptr %13424, i64 %13430
  store float %13423, ptr %13431, align 4
  %13432 = add i64 %13412, 1
  br label %13411

13433:                                            ; preds = %13411
  %13434 = add i64 %13408, 1
  br label %13407

13435:                                            ; preds = %13407
  %13436 = add i64 %13404, 1
  br label %13403

13437:                                            ; preds = %13403
  %13438 = add i64 %13400, 1
  br label %13399

13439:                                            ; preds = %13399
  br label %13440

13440:                                            ; preds = %13509, %13439
  %13441 = phi i64 [ %13510, %13509 ], [ 0, %13439 ]
  %13442 = icmp slt i64 %13441, 1
  br i1 %13442, label %13443, label %13511

13443:                                            ; preds = %13440
  br label %13444

13444:                                            ; preds = %13507, %13443
  %13445 = phi i64 [ %13508, %13507 ], [ 0, %13443 ]
  %13446 = icmp slt i64 %13445, 2
  br i1 %13446, label %13447, label %13509

13447:                                            ; preds = %13444
  br label %13448

13448:                                            ; preds = %13505, %13447
  %13449 = phi i64 [ %13506, %13505 ], [ 0, %13447 ]
  %13450 = icmp slt i64 %13449, 2
  br i1 %13450, label %13451, label %13507

13451:                                            ; preds = %13448
  br label %13452

13452:                                            ; preds = %13503, %13451
  %13453 = phi i64 [ %13504, %13503 ], [ 0, %13451 ]
  %13454 = icmp slt i64 %13453, 576
  br i1 %13454, label %13455, label %13505

13455:                                            ; preds = %13452
  br label %13456

13456:                                            ; preds = %13501, %13455
  %13457 = phi i64 [ %13502, %13501 ], [ 0, %13455 ]
  %13458 = icmp slt i64 %13457, 5
  br i1 %13458, label %13459, label %13503

13459:                                            ; preds = %13456
  br label %13460

13460:                                            ; preds = %13463, %13459
  %13461 = phi i64 [ %13500, %13463 ], [ 0, %13459 ]
  %13462 = icmp slt i64 %13461, 5
  br i1 %13462, label %13463, label %13501

13463:                                            ; preds = %13460
  %13464 = add i64 %13445, %13457
  %13465 = add i64 %13449, %13461
  %13466 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13285, 1
  %13467 = mul nuw nsw i64 %13441, 20736
  %13468 = mul nuw nsw i64 %13453, 36
  %13469 = add nuw nsw i64 %13467, %13468
  %13470 = mul nuw nsw i64 %13464, 6
  %13471 = add nuw nsw i64 %13469, %13470
  %13472 = add nuw nsw i64 %13471, %13465
  %13473 = getelementptr inbounds nuw float, ptr %13466, i64 %13472
  %13474 = load float, ptr %13473, align 4
  %13475 = mul nuw nsw i64 %13453, 25
  %13476 = mul nuw nsw i64 %13457, 5
  %13477 = add nuw nsw i64 %13475, %13476
  %13478 = add nuw nsw i64 %13477, %13461
  %13479 = getelementptr inbounds nuw float, ptr @__constant_576x1x5x5xf32, i64 %13478
  %13480 = load float, ptr %13479, align 4
  %13481 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13398, 1
  %13482 = mul nuw nsw i64 %13441, 2304
  %13483 = mul nuw nsw i64 %13453, 4
  %13484 = add nuw nsw i64 %13482, %13483
  %13485 = mul nuw nsw i64 %13445, 2
  %13486 = add nuw nsw i64 %13484, %13485
  %13487 = add nuw nsw i64 %13486, %13449
  %13488 = getelementptr inbounds nuw float, ptr %13481, i64 %13487
  %13489 = load float, ptr %13488, align 4
  %13490 = fmul float %13474, %13480
  %13491 = fadd float %13489, %13490
  %13492 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13398, 1
  %13493 = mul nuw nsw i64 %13441, 2304
  %13494 = mul nuw nsw i64 %13453, 4
  %13495 = add nuw nsw i64 %13493, %13494
  %13496 = mul nuw nsw i64 %13445, 2
  %13497 = add nuw nsw i64 %13495, %13496
  %13498 = add nuw nsw i64 %13497, %13449
  %13499 = getelementptr inbounds nuw float, ptr %13492, i64 %13498
  store float %13491, ptr %13499, align 4
  %13500 = add i64 %13461, 1
  br label %13460

13501:                                            ; preds = %13460
  %13502 = add i64 %13457, 1
  br label %13456

13503:                                            ; preds = %13456
  %13504 = add i64 %13453, 1
  br label %13452

13505:                                            ; preds = %13452
  %13506 = add i64 %13449, 1
  br label %13448

13507:                                            ; preds = %13448
  %13508 = add i64 %13445, 1
  br label %13444

13509:                                            ; preds = %13444
  %13510 = add i64 %13441, 1
  br label %13440

13511:                                            ; preds = %13440
  %13512 = call ptr @malloc(i64 9280)
  %13513 = ptrtoint ptr %13512 to i64
  %13514 = add i64 %13513, 63
  %13515 = urem i64 %13514, 64
  %13516 = sub i64 %13514, %13515
  %13517 = inttoptr i64 %13516 to ptr
  %13518 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13512, 0
  %13519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13518, ptr %13517, 1
  %13520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13519, i64 0, 2
  %13521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13520, i64 1, 3, 0
  %13522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13521, i64 576, 3, 1
  %13523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13522, i64 2, 3, 2
  %13524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13523, i64 2, 3, 3
  %13525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13524, i64 2304, 4, 0
  %13526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13525, i64 4, 4, 1
  %13527 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13526, i64 2, 4, 2
  %13528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13527, i64 1, 4, 3
  br label %13529

13529:                                            ; preds = %13597, %13511
  %13530 = phi i64 [ %13598, %13597 ], [ 0, %13511 ]
  %13531 = icmp slt i64 %13530, 1
  br i1 %13531, label %13532, label %13599

13532:                                            ; preds = %13529
  br label %13533

13533:                                            ; preds = %13595, %13532
  %13534 = phi i64 [ %13596, %13595 ], [ 0, %13532 ]
  %13535 = icmp slt i64 %13534, 576
  br i1 %13535, label %13536, label %13597

13536:                                            ; preds = %13533
  br label %13537

13537:                                            ; preds = %13593, %13536
  %13538 = phi i64 [ %13594, %13593 ], [ 0, %13536 ]
  %13539 = icmp slt i64 %13538, 2
  br i1 %13539, label %13540, label %13595

13540:                                            ; preds = %13537
  br label %13541

13541:                                            ; preds = %13544, %13540
  %13542 = phi i64 [ %13592, %13544 ], [ 0, %13540 ]
  %13543 = icmp slt i64 %13542, 2
  br i1 %13543, label %13544, label %13593

13544:                                            ; preds = %13541
  %13545 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13398, 1
  %13546 = mul nuw nsw i64 %13530, 2304
  %13547 = mul nuw nsw i64 %13534, 4
  %13548 = add nuw nsw i64 %13546, %13547
  %13549 = mul nuw nsw i64 %13538, 2
  %13550 = add nuw nsw i64 %13548, %13549
  %13551 = add nuw nsw i64 %13550, %13542
  %13552 = getelementptr inbounds nuw float, ptr %13545, i64 %13551
  %13553 = load float, ptr %13552, align 4
  %13554 = add nuw nsw i64 %13534, 0
  %13555 = add nuw nsw i64 %13554, 0
  %13556 = getelementptr inbounds nuw float, ptr @__constant_576xf32_10, i64 %13555
  %13557 = load float, ptr %13556, align 4
  %13558 = add nuw nsw i64 %13534, 0
  %13559 = add nuw nsw i64 %13558, 0
  %13560 = getelementptr inbounds nuw float, ptr @__constant_576xf32_9, i64 %13559
  %13561 = load float, ptr %13560, align 4
  %13562 = add nuw nsw i64 %13534, 0
  %13563 = add nuw nsw i64 %13562, 0
  %13564 = getelementptr inbounds nuw float, ptr @__constant_576xf32_8, i64 %13563
  %13565 = load float, ptr %13564, align 4
  %13566 = add nuw nsw i64 %13534, 0
  %13567 = add nuw nsw i64 %13566, 0
  %13568 = getelementptr inbounds nuw float, ptr @__constant_576xf32_7, i64 %13567
  %13569 = load float, ptr %13568, align 4
  %13570 = fadd float %13561, 1.000000e-03
  %13571 = call float @llvm.sqrt.f32(float %13570)
  %13572 = fdiv float 1.000000e+00, %13571
  %13573 = fsub float %13553, %13557
  %13574 = fmul float %13573, %13572
  %13575 = fmul float %13574, %13565
  %13576 = fadd float %13575, %13569
  %13577 = fadd float %13576, 3.000000e+00
  %13578 = fcmp ult float %13577, 0.000000e+00
  %13579 = select i1 %13578, float 0.000000e+00, float %13577
  %13580 = fcmp ugt float %13579, 6.000000e+00
  %13581 = select i1 %13580, float 6.000000e+00, float %13579
  %13582 = fmul float %13576, %13581
  %13583 = fdiv float %13582, 6.000000e+00
  %13584 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13528, 1
  %13585 = mul nuw nsw i64 %13530, 2304
  %13586 = mul nuw nsw i64 %13534, 4
  %13587 = add nuw nsw i64 %13585, %13586
  %13588 = mul nuw nsw i64 %13538, 2
  %13589 = add nuw nsw i64 %13587, %13588
  %13590 = add nuw nsw i64 %13589, %13542
  %13591 = getelementptr inbounds nuw float, ptr %13584, i64 %13590
  store float %13583, ptr %13591, align 4
  %13592 = add i64 %13542, 1
  br label %13541

13593:                                            ; preds = %13541
  %13594 = add i64 %13538, 1
  br label %13537

13595:                                            ; preds = %13537
  %13596 = add i64 %13534, 1
  br label %13533

13597:                                            ; preds = %13533
  %13598 = add i64 %13530, 1
  br label %13529

13599:                                            ; preds = %13529
  %13600 = call ptr @malloc(i64 2368)
  %13601 = ptrtoint ptr %13600 to i64
  %13602 = add i64 %13601, 63
  %13603 = urem i64 %13602, 64
  %13604 = sub i64 %13602, %13603
  %13605 = inttoptr i64 %13604 to ptr
  %13606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13600, 0
  %13607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13606, ptr %13605, 1
  %13608 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13607, i64 0, 2
  %13609 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13608, i64 1, 3, 0
  %13610 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13609, i64 576, 3, 1
  %13611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13610, i64 1, 3, 2
  %13612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13611, i64 1, 3, 3
  %13613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13612, i64 576, 4, 0
  %13614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13613, i64 1, 4, 1
  %13615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13614, i64 1, 4, 2
  %13616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13615, i64 1, 4, 3
  br label %13617

13617:                                            ; preds = %13651, %13599
  %13618 = phi i64 [ %13652, %13651 ], [ 0, %13599 ]
  %13619 = icmp slt i64 %13618, 1
  br i1 %13619, label %13620, label %13653

13620:                                            ; preds = %13617
  br label %13621

13621:                                            ; preds = %13649, %13620
  %13622 = phi i64 [ %13650, %13649 ], [ 0, %13620 ]
  %13623 = icmp slt i64 %13622, 576
  br i1 %13623, label %13624, label %13651

13624:                                            ; preds = %13621
  br label %13625

13625:                                            ; preds = %13647, %13624
  %13626 = phi i64 [ %13648, %13647 ], [ 0, %13624 ]
  %13627 = icmp slt i64 %13626, 1
  br i1 %13627, label %13628, label %13649

13628:                                            ; preds = %13625
  br label %13629

13629:                                            ; preds = %13632, %13628
  %13630 = phi i64 [ %13646, %13632 ], [ 0, %13628 ]
  %13631 = icmp slt i64 %13630, 1
  br i1 %13631, label %13632, label %13647

13632:                                            ; preds = %13629
  %13633 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12270, 1
  %13634 = mul nuw nsw i64 %13618, 576
  %13635 = add nuw nsw i64 %13634, %13622
  %13636 = add nuw nsw i64 %13635, %13626
  %13637 = add nuw nsw i64 %13636, %13630
  %13638 = getelementptr inbounds nuw float, ptr %13633, i64 %13637
  %13639 = load float, ptr %13638, align 4
  %13640 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13616, 1
  %13641 = mul nuw nsw i64 %13618, 576
  %13642 = add nuw nsw i64 %13641, %13622
  %13643 = add nuw nsw i64 %13642, %13626
  %13644 = add nuw nsw i64 %13643, %13630
  %13645 = getelementptr inbounds nuw float, ptr %13640, i64 %13644
  store float %13639, ptr %13645, align 4
  %13646 = add i64 %13630, 1
  br label %13629

13647:                                            ; preds = %13629
  %13648 = add i64 %13626, 1
  br label %13625

13649:                                            ; preds = %13625
  %13650 = add i64 %13622, 1
  br label %13621

13651:                                            ; preds = %13621
  %13652 = add i64 %13618, 1
  br label %13617

13653:                                            ; preds = %13617
  br label %13654

13654:                                            ; preds = %13698, %13653
  %13655 = phi i64 [ %13699, %13698 ], [ 0, %13653 ]
  %13656 = icmp slt i64 %13655, 1
  br i1 %13656, label %13657, label %13700

13657:                                            ; preds = %13654
  br label %13658

13658:                                            ; preds = %13696, %13657
  %13659 = phi i64 [ %13697, %13696 ], [ 0, %13657 ]
  %13660 = icmp slt i64 %13659, 576
  br i1 %13660, label %13661, label %13698

13661:                                            ; preds = %13658
  br label %13662

13662:                                            ; preds = %13694, %13661
  %13663 = phi i64 [ %13695, %13694 ], [ 0, %13661 ]
  %13664 = icmp slt i64 %13663, 2
  br i1 %13664, label %13665, label %13696

13665:                                            ; preds = %13662
  br label %13666

13666:                                            ; preds = %13669, %13665
  %13667 = phi i64 [ %13693, %13669 ], [ 0, %13665 ]
  %13668 = icmp slt i64 %13667, 2
  br i1 %13668, label %13669, label %13694

13669:                                            ; preds = %13666
  %13670 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13528, 1
  %13671 = mul nuw nsw i64 %13655, 2304
  %13672 = mul nuw nsw i64 %13659, 4
  %13673 = add nuw nsw i64 %13671, %13672
  %13674 = mul nuw nsw i64 %13663, 2
  %13675 = add nuw nsw i64 %13673, %13674
  %13676 = add nuw nsw i64 %13675, %13667
  %13677 = getelementptr inbounds nuw float, ptr %13670, i64 %13676
  %13678 = load float, ptr %13677, align 4
  %13679 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13616, 1
  %13680 = mul nuw nsw i64 %13655, 576
  %13681 = add nuw nsw i64 %13680, %13659
  %13682 = add nuw nsw i64 %13681, 0
  %13683 = add nuw nsw i64 %13682, 0
  %13684 = getelementptr inbounds nuw float, ptr %13679, i64 %13683
  %13685 = load float, ptr %13684, align 4
  %13686 = fadd float %13678, %13685
  %13687 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13616, 1
  %13688 = mul nuw nsw i64 %13655, 576
  %13689 = add nuw nsw i64 %13688, %13659
  %13690 = add nuw nsw i64 %13689, 0
  %13691 = add nuw nsw i64 %13690, 0
  %13692 = getelementptr inbounds nuw float, ptr %13687, i64 %13691
  store float %13686, ptr %13692, align 4
  %13693 = add i64 %13667, 1
  br label %13666

13694:                                            ; preds = %13666
  %13695 = add i64 %13663, 1
  br label %13662

13696:                                            ; preds = %13662
  %13697 = add i64 %13659, 1
  br label %13658

13698:                                            ; preds = %13658
  %13699 = add i64 %13655, 1
  br label %13654

13700:                                            ; preds = %13654
  %13701 = call ptr @malloc(i64 640)
  %13702 = ptrtoint ptr %13701 to i64
  %13703 = add i64 %13702, 63
  %13704 = urem i64 %13703, 64
  %13705 = sub i64 %13703, %13704
  %13706 = inttoptr i64 %13705 to ptr
  %13707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13701, 0
  %13708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13707, ptr %13706, 1
  %13709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13708, i64 0, 2
  %13710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13709, i64 1, 3, 0
  %13711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13710, i64 144, 3, 1
  %13712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13711, i64 1, 3, 2
  %13713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13712, i64 1, 3, 3
  %13714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13713, i64 144, 4, 0
  %13715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13714, i64 1, 4, 1
  %13716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13715, i64 1, 4, 2
  %13717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13716, i64 1, 4, 3
  br label %13718

13718:                                            ; preds = %13747, %13700
  %13719 = phi i64 [ %13748, %13747 ], [ 0, %13700 ]
  %13720 = icmp slt i64 %13719, 1
  br i1 %13720, label %13721, label %13749

13721:                                            ; preds = %13718
  br label %13722

13722:                                            ; preds = %13745, %13721
  %13723 = phi i64 [ %13746, %13745 ], [ 0, %13721 ]
  %13724 = icmp slt i64 %13723, 144
  br i1 %13724, label %13725, label %13747

13725:                                            ; preds = %13722
  br label %13726

13726:                                            ; preds = %13743, %13725
  %13727 = phi i64 [ %13744, %13743 ], [ 0, %13725 ]
  %13728 = icmp slt i64 %13727, 1
  br i1 %13728, label %13729, label %13745

13729:                                            ; preds = %13726
  br label %13730

13730:                                            ; preds = %13733, %13729
  %13731 = phi i64 [ %13742, %13733 ], [ 0, %13729 ]
  %13732 = icmp slt i64 %13731, 1
  br i1 %13732, label %13733, label %13743

13733:                                            ; preds = %13730
  %13734 = getelementptr inbounds nuw float, ptr @__constant_144xf32, i64 %13723
  %13735 = load float, ptr %13734, align 4
  %13736 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13717, 1
  %13737 = mul nuw nsw i64 %13719, 144
  %13738 = add nuw nsw i64 %13737, %13723
  %13739 = add nuw nsw i64 %13738, %13727
  %13740 = add nuw nsw i64 %13739, %13731
  %13741 = getelementptr inbounds nuw float, ptr %13736, i64 %13740
  store float %13735, ptr %13741, align 4
  %13742 = add i64 %13731, 1
  br label %13730

13743:                                            ; preds = %13730
  %13744 = add i64 %13727, 1
  br label %13726

13745:                                            ; preds = %13726
  %13746 = add i64 %13723, 1
  br label %13722

13747:                                            ; preds = %13722
  %13748 = add i64 %13719, 1
  br label %13718

13749:                                            ; preds = %13718
  %13750 = call ptr @malloc(i64 640)
  %13751 = ptrtoint ptr %13750 to i64
  %13752 = add i64 %13751, 63
  %13753 = urem i64 %13752, 64
  %13754 = sub i64 %13752, %13753
  %13755 = inttoptr i64 %13754 to ptr
  %13756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13750, 0
  %13757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13756, ptr %13755, 1
  %13758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13757, i64 0, 2
  %13759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13758, i64 1, 3, 0
  %13760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13759, i64 144, 3, 1
  %13761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13760, i64 1, 3, 2
  %13762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13761, i64 1, 3, 3
  %13763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13762, i64 144, 4, 0
  %13764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13763, i64 1, 4, 1
  %13765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13764, i64 1, 4, 2
  %13766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13765, i64 1, 4, 3
  br label %13767

13767:                                            ; preds = %13801, %13749
  %13768 = phi i64 [ %13802, %13801 ], [ 0, %13749 ]
  %13769 = icmp slt i64 %13768, 1
  br i1 %13769, label %13770, label %13803

13770:                                            ; preds = %13767
  br label %13771

13771:                                            ; preds = %13799, %13770
  %13772 = phi i64 [ %13800, %13799 ], [ 0, %13770 ]
  %13773 = icmp slt i64 %13772, 144
  br i1 %13773, label %13774, label %13801

13774:                                            ; preds = %13771
  br label %13775

13775:                                            ; preds = %13797, %13774
  %13776 = phi i64 [ %13798, %13797 ], [ 0, %13774 ]
  %13777 = icmp slt i64 %13776, 1
  br i1 %13777, label %13778, label %13799

13778:                                            ; preds = %13775
  br label %13779

13779:                                            ; preds = %13782, %13778
  %13780 = phi i64 [ %13796, %13782 ], [ 0, %13778 ]
  %13781 = icmp slt i64 %13780, 1
  br i1 %13781, label %13782, label %13797

13782:                                            ; preds = %13779
  %13783 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13717, 1
  %13784 = mul nuw nsw i64 %13768, 144
  %13785 = add nuw nsw i64 %13784, %13772
  %13786 = add nuw nsw i64 %13785, %13776
  %13787 = add nuw nsw i64 %13786, %13780
  %13788 = getelementptr inbounds nuw float, ptr %13783, i64 %13787
  %13789 = load float, ptr %13788, align 4
  %13790 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13766, 1
  %13791 = mul nuw nsw i64 %13768, 144
  %13792 = add nuw nsw i64 %13791, %13772
  %13793 = add nuw nsw i64 %13792, %13776
  %13794 = add nuw nsw i64 %13793, %13780
  %13795 = getelementptr inbounds nuw float, ptr %13790, i64 %13794
  store float %13789, ptr %13795, align 4
  %13796 = add i64 %13780, 1
  br label %13779

13797:                                            ; preds = %13779
  %13798 = add i64 %13776, 1
  br label %13775

13799:                                            ; preds = %13775
  %13800 = add i64 %13772, 1
  br label %13771

13801:                                            ; preds = %13771
  %13802 = add i64 %13768, 1
  br label %13767

13803:                                            ; preds = %13767
  br label %13804

13804:                                            ; preds = %13874, %13803
  %13805 = phi i64 [ %13875, %13874 ], [ 0, %13803 ]
  %13806 = icmp slt i64 %13805, 1
  br i1 %13806, label %13807, label %13876

13807:                                            ; preds = %13804
  br label %13808

13808:                                            ; preds = %13872, %13807
  %13809 = phi i64 [ %13873, %13872 ], [ 0, %13807 ]
  %13810 = icmp slt i64 %13809, 144
  br i1 %13810, label %13811, label %13874

13811:                                            ; preds = %13808
  br label %13812

13812:                                            ; preds = %13870, %13811
  %13813 = phi i64 [ %13871, %13870 ], [ 0, %13811 ]
  %13814 = icmp slt i64 %13813, 1
  br i1 %13814, label %13815, label %13872

13815:                                            ; preds = %13812
  br label %13816

13816:                                            ; preds = %13868, %13815
  %13817 = phi i64 [ %13869, %13868 ], [ 0, %13815 ]
  %13818 = icmp slt i64 %13817, 1
  br i1 %13818, label %13819, label %13870

13819:                                            ; preds = %13816
  br label %13820

13820:                                            ; preds = %13866, %13819
  %13821 = phi i64 [ %13867, %13866 ], [ 0, %13819 ]
  %13822 = icmp slt i64 %13821, 576
  br i1 %13822, label %13823, label %13868

13823:                                            ; preds = %13820
  br label %13824

13824:                                            ; preds = %13864, %13823
  %13825 = phi i64 [ %13865, %13864 ], [ 0, %13823 ]
  %13826 = icmp slt i64 %13825, 1
  br i1 %13826, label %13827, label %13866

13827:                                            ; preds = %13824
  br label %13828

13828:                                            ; preds = %13831, %13827
  %13829 = phi i64 [ %13863, %13831 ], [ 0, %13827 ]
  %13830 = icmp slt i64 %13829, 1
  br i1 %13830, label %13831, label %13864

13831:                                            ; preds = %13828
  %13832 = add i64 %13813, %13825
  %13833 = add i64 %13817, %13829
  %13834 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13616, 1
  %13835 = mul nuw nsw i64 %13805, 576
  %13836 = add nuw nsw i64 %13835, %13821
  %13837 = add nuw nsw i64 %13836, %13832
  %13838 = add nuw nsw i64 %13837, %13833
  %13839 = getelementptr inbounds nuw float, ptr %13834, i64 %13838
  %13840 = load float, ptr %13839, align 4
  %13841 = mul nuw nsw i64 %13809, 576
  %13842 = add nuw nsw i64 %13841, %13821
  %13843 = add nuw nsw i64 %13842, %13825
  %13844 = add nuw nsw i64 %13843, %13829
  %13845 = getelementptr inbounds nuw float, ptr @__constant_144x576x1x1xf32, i64 %13844
  %13846 = load float, ptr %13845, align 4
  %13847 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13766, 1
  %13848 = mul nuw nsw i64 %13805, 144
  %13849 = add nuw nsw i64 %13848, %13809
  %13850 = add nuw nsw i64 %13849, %13813
  %13851 = add nuw nsw i64 %13850, %13817
  %13852 = getelementptr inbounds nuw float, ptr %13847, i64 %13851
  %13853 = load float, ptr %13852, align 4
  %13854 = fdiv float %13840, 4.000000e+00
  %13855 = fmul float %13854, %13846
  %13856 = fadd float %13853, %13855
  %13857 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13766, 1
  %13858 = mul nuw nsw i64 %13805, 144
  %13859 = add nuw nsw i64 %13858, %13809
  %13860 = add nuw nsw i64 %13859, %13813
  %13861 = add nuw nsw i64 %13860, %13817
  %13862 = getelementptr inbounds nuw float, ptr %13857, i64 %13861
  store float %13856, ptr %13862, align 4
  %13863 = add i64 %13829, 1
  br label %13828

13864:                                            ; preds = %13828
  %13865 = add i64 %13825, 1
  br label %13824

13866:                                            ; preds = %13824
  %13867 = add i64 %13821, 1
  br label %13820

13868:                                            ; preds = %13820
  %13869 = add i64 %13817, 1
  br label %13816

13870:                                            ; preds = %13816
  %13871 = add i64 %13813, 1
  br label %13812

13872:                                            ; preds = %13812
  %13873 = add i64 %13809, 1
  br label %13808

13874:                                            ; preds = %13808
  %13875 = add i64 %13805, 1
  br label %13804

13876:                                            ; preds = %13804
  %13877 = call ptr @malloc(i64 2368)
  %13878 = ptrtoint ptr %13877 to i64
  %13879 = add i64 %13878, 63
  %13880 = urem i64 %13879, 64
  %13881 = sub i64 %13879, %13880
  %13882 = inttoptr i64 %13881 to ptr
  %13883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13877, 0
  %13884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13883, ptr %13882, 1
  %13885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13884, i64 0, 2
  %13886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13885, i64 1, 3, 0
  %13887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13886, i64 576, 3, 1
  %13888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13887, i64 1, 3, 2
  %13889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13888, i64 1, 3, 3
  %13890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13889, i64 576, 4, 0
  %13891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13890, i64 1, 4, 1
  %13892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13891, i64 1, 4, 2
  %13893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13892, i64 1, 4, 3
  br label %13894

13894:                                            ; preds = %13923, %13876
  %13895 = phi i64 [ %13924, %13923 ], [ 0, %13876 ]
  %13896 = icmp slt i64 %13895, 1
  br i1 %13896, label %13897, label %13925

13897:                                            ; preds = %13894
  br label %13898

13898:                                            ; preds = %13921, %13897
  %13899 = phi i64 [ %13922, %13921 ], [ 0, %13897 ]
  %13900 = icmp slt i64 %13899, 576
  br i1 %13900, label %13901, label %13923

13901:                                            ; preds = %13898
  br label %13902

13902:                                            ; preds = %13919, %13901
  %13903 = phi i64 [ %13920, %13919 ], [ 0, %13901 ]
  %13904 = icmp slt i64 %13903, 1
  br i1 %13904, label %13905, label %13921

13905:                                            ; preds = %13902
  br label %13906

13906:                                            ; preds = %13909, %13905
  %13907 = phi i64 [ %13918, %13909 ], [ 0, %13905 ]
  %13908 = icmp slt i64 %13907, 1
  br i1 %13908, label %13909, label %13919

13909:                                            ; preds = %13906
  %13910 = getelementptr inbounds nuw float, ptr @__constant_576xf32_6, i64 %13899
  %13911 = load float, ptr %13910, align 4
  %13912 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13893, 1
  %13913 = mul nuw nsw i64 %13895, 576
  %13914 = add nuw nsw i64 %13913, %13899
  %13915 = add nuw nsw i64 %13914, %13903
  %13916 = add nuw nsw i64 %13915, %13907
  %13917 = getelementptr inbounds nuw float, ptr %13912, i64 %13916
  store float %13911, ptr %13917, align 4
  %13918 = add i64 %13907, 1
  br label %13906

13919:                                            ; preds = %13906
  %13920 = add i64 %13903, 1
  br label %13902

13921:                                            ; preds = %13902
  %13922 = add i64 %13899, 1
  br label %13898

13923:                                            ; preds = %13898
  %13924 = add i64 %13895, 1
  br label %13894

13925:                                            ; preds = %13894
  %13926 = call ptr @malloc(i64 2368)
  %13927 = ptrtoint ptr %13926 to i64
  %13928 = add i64 %13927, 63
  %13929 = urem i64 %13928, 64
  %13930 = sub i64 %13928, %13929
  %13931 = inttoptr i64 %13930 to ptr
  %13932 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %13926, 0
  %13933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13932, ptr %13931, 1
  %13934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13933, i64 0, 2
  %13935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13934, i64 1, 3, 0
  %13936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13935, i64 576, 3, 1
  %13937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13936, i64 1, 3, 2
  %13938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13937, i64 1, 3, 3
  %13939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13938, i64 576, 4, 0
  %13940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13939, i64 1, 4, 1
  %13941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13940, i64 1, 4, 2
  %13942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13941, i64 1, 4, 3
  br label %13943

13943:                                            ; preds = %13977, %13925
  %13944 = phi i64 [ %13978, %13977 ], [ 0, %13925 ]
  %13945 = icmp slt i64 %13944, 1
  br i1 %13945, label %13946, label %13979

13946:                                            ; preds = %13943
  br label %13947

13947:                                            ; preds = %13975, %13946
  %13948 = phi i64 [ %13976, %13975 ], [ 0, %13946 ]
  %13949 = icmp slt i64 %13948, 576
  br i1 %13949, label %13950, label %13977

13950:                                            ; preds = %13947
  br label %13951

13951:                                            ; preds = %13973, %13950
  %13952 = phi i64 [ %13974, %13973 ], [ 0, %13950 ]
  %13953 = icmp slt i64 %13952, 1
  br i1 %13953, label %13954, label %13975

13954:                                            ; preds = %13951
  br label %13955

13955:                                            ; preds = %13958, %13954
  %13956 = phi i64 [ %13972, %13958 ], [ 0, %13954 ]
  %13957 = icmp slt i64 %13956, 1
  br i1 %13957, label %13958, label %13973

13958:                                            ; preds = %13955
  %13959 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13893, 1
  %13960 = mul nuw nsw i64 %13944, 576
  %13961 = add nuw nsw i64 %13960, %13948
  %13962 = add nuw nsw i64 %13961, %13952
  %13963 = add nuw nsw i64 %13962, %13956
  %13964 = getelementptr inbounds nuw float, ptr %13959, i64 %13963
  %13965 = load float, ptr %13964, align 4
  %13966 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13942, 1
  %13967 = mul nuw nsw i64 %13944, 576
  %13968 = add nuw nsw i64 %13967, %13948
  %13969 = add nuw nsw i64 %13968, %13952
  %13970 = add nuw nsw i64 %13969, %13956
  %13971 = getelementptr inbounds nuw float, ptr %13966, i64 %13970
  store float %13965, ptr %13971, align 4
  %13972 = add i64 %13956, 1
  br label %13955

13973:                                            ; preds = %13955
  %13974 = add i64 %13952, 1
  br label %13951

13975:                                            ; preds = %13951
  %13976 = add i64 %13948, 1
  br label %13947

13977:                                            ; preds = %13947
  %13978 = add i64 %13944, 1
  br label %13943

13979:                                            ; preds = %13943
  br label %13980

13980:                                            ; preds = %14051, %13979
  %13981 = phi i64 [ %14052, %14051 ], [ 0, %13979 ]
  %13982 = icmp slt i64 %13981, 1
  br i1 %13982, label %13983, label %14053

13983:                                            ; preds = %13980
  br label %13984

13984:                                            ; preds = %14049, %13983
  %13985 = phi i64 [ %14050, %14049 ], [ 0, %13983 ]
  %13986 = icmp slt i64 %13985, 576
  br i1 %13986, label %13987, label %14051

13987:                                            ; preds = %13984
  br label %13988

13988:                                            ; preds = %14047, %13987
  %13989 = phi i64 [ %14048, %14047 ], [ 0, %13987 ]
  %13990 = icmp slt i64 %13989, 1
  br i1 %13990, label %13991, label %14049

13991:                                            ; preds = %13988
  br label %13992

13992:                                            ; preds = %14045, %13991
  %13993 = phi i64 [ %14046, %14045 ], [ 0, %13991 ]
  %13994 = icmp slt i64 %13993, 1
  br i1 %13994, label %13995, label %14047

13995:                                            ; preds = %13992
  br label %13996

13996:                                            ; preds = %14043, %13995
  %13997 = phi i64 [ %14044, %14043 ], [ 0, %13995 ]
  %13998 = icmp slt i64 %13997, 144
  br i1 %13998, label %13999, label %14045

13999:                                            ; preds = %13996
  br label %14000

14000:                                            ; preds = %14041, %13999
  %14001 = phi i64 [ %14042, %14041 ], [ 0, %13999 ]
  %14002 = icmp slt i64 %14001, 1
  br i1 %14002, label %14003, label %14043

14003:                                            ; preds = %14000
  br label %14004

14004:                                            ; preds = %14007, %14003
  %14005 = phi i64 [ %14040, %14007 ], [ 0, %14003 ]
  %14006 = icmp slt i64 %14005, 1
  br i1 %14006, label %14007, label %14041

14007:                                            ; preds = %14004
  %14008 = add i64 %13989, %14001
  %14009 = add i64 %13993, %14005
  %14010 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13766, 1
  %14011 = mul nuw nsw i64 %13981, 144
  %14012 = add nuw nsw i64 %14011, %13997
  %14013 = add nuw nsw i64 %14012, %14008
  %14014 = add nuw nsw i64 %14013, %14009
  %14015 = getelementptr inbounds nuw float, ptr %14010, i64 %14014
  %14016 = load float, ptr %14015, align 4
  %14017 = mul nuw nsw i64 %13985, 144
  %14018 = add nuw nsw i64 %14017, %13997
  %14019 = add nuw nsw i64 %14018, %14001
  %14020 = add nuw nsw i64 %14019, %14005
  %14021 = getelementptr inbounds nuw float, ptr @__constant_576x144x1x1xf32, i64 %14020
  %14022 = load float, ptr %14021, align 4
  %14023 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13942, 1
  %14024 = mul nuw nsw i64 %13981, 576
  %14025 = add nuw nsw i64 %14024, %13985
  %14026 = add nuw nsw i64 %14025, %13989
  %14027 = add nuw nsw i64 %14026, %13993
  %14028 = getelementptr inbounds nuw float, ptr %14023, i64 %14027
  %14029 = load float, ptr %14028, align 4
  %14030 = fcmp ugt float %14016, 0.000000e+00
  %14031 = select i1 %14030, float %14016, float 0.000000e+00
  %14032 = fmul float %14031, %14022
  %14033 = fadd float %14029, %14032
  %14034 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13942, 1
  %14035 = mul nuw nsw i64 %13981, 576
  %14036 = add nuw nsw i64 %14035, %13985
  %14037 = add nuw nsw i64 %14036, %13989
  %14038 = add nuw nsw i64 %14037, %13993
  %14039 = getelementptr inbounds nuw float, ptr %14034, i64 %14038
  store float %14033, ptr %14039, align 4
  %14040 = add i64 %14005, 1
  br label %14004

14041:                                            ; preds = %14004
  %14042 = add i64 %14001, 1
  br label %14000

14043:                                            ; preds = %14000
  %14044 = add i64 %13997, 1
  br label %13996

14045:                                            ; preds = %13996
  %14046 = add i64 %13993, 1
  br label %13992

14047:                                            ; preds = %13992
  %14048 = add i64 %13989, 1
  br label %13988

14049:                                            ; preds = %13988
  %14050 = add i64 %13985, 1
  br label %13984

14051:                                            ; preds = %13984
  %14052 = add i64 %13981, 1
  br label %13980

14053:                                            ; preds = %13980
  %14054 = call ptr @malloc(i64 1600)
  %14055 = ptrtoint ptr %14054 to i64
  %14056 = add i64 %14055, 63
  %14057 = urem i64 %14056, 64
  %14058 = sub i64 %14056, %14057
  %14059 = inttoptr i64 %14058 to ptr
  %14060 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %14054, 0
  %14061 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14060, ptr %14059, 1
  %14062 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14061, i64 0, 2
  %14063 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14062, i64 1, 3, 0
  %14064 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14063, i64 96, 3, 1
  %14065 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14064, i64 2, 3, 2
  %14066 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14065, i64 2, 3, 3
  %14067 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14066, i64 384, 4, 0
  %14068 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14067, i64 4, 4, 1
  %14069 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14068, i64 2, 4, 2
  %14070 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14069, i64 1, 4, 3
  br label %14071

14071:                                            ; preds = %14109, %14053
  %14072 = phi i64 [ %14110, %14109 ], [ 0, %14053 ]
  %14073 = icmp slt i64 %14072, 1
  br i1 %14073, label %14074, label %14111

14074:                                            ; preds = %14071
  br label %14075

14075:                                            ; preds = %14107, %14074
  %14076 = phi i64 [ %14108, %14107 ], [ 0, %14074 ]
  %14077 = icmp slt i64 %14076, 96
  br i1 %14077, label %14078, label %14109

14078:                                            ; preds = %14075
  br label %14079

14079:                                            ; preds = %14105, %14078
  %14080 = phi i64 [ %14106, %14105 ], [ 0, %14078 ]
  %14081 = icmp slt i64 %14080, 2
  br i1 %14081, label %14082, label %14107

14082:                                            ; preds = %14079
  br label %14083

14083:                                            ; preds = %14086, %14082
  %14084 = phi i64 [ %14104, %14086 ], [ 0, %14082 ]
  %14085 = icmp slt i64 %14084, 2
  br i1 %14085, label %14086, label %14105

14086:                                            ; preds = %14083
  %14087 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11337, 1
  %14088 = mul nuw nsw i64 %14072, 384
  %14089 = mul nuw nsw i64 %14076, 4
  %14090 = add nuw nsw i64 %14088, %14089
  %14091 = mul nuw nsw i64 %14080, 2
  %14092 = add nuw nsw i64 %14090, %14091
  %14093 = add nuw nsw i64 %14092, %14084
  %14094 = getelementptr inbounds nuw float, ptr %14087, i64 %14093
  %14095 = load float, ptr %14094, align 4
  %14096 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14070, 1
  %14097 = mul nuw nsw i64 %14072, 384
  %14098 = mul nuw nsw i64 %14076, 4
  %14099 = add nuw nsw i64 %14097, %14098
  %14100 = mul nuw nsw i64 %14080, 2
  %14101 = add nuw nsw i64 %14099, %14100
  %14102 = add nuw nsw i64 %14101, %14084
  %14103 = getelementptr inbounds nuw float, ptr %14096, i64 %14102
  store float %14095, ptr %14103, align 4
  %14104 = add i64 %14084, 1
  br label %14083

14105:                                            ; preds = %14083
  %14106 = add i64 %14080, 1
  br label %14079

14107:                                            ; preds = %14079
  %14108 = add i64 %14076, 1
  br label %14075

14109:                                            ; preds = %14075
  %14110 = add i64 %14072, 1
  br label %14071

14111:                                            ; preds = %14071
  br label %14112

14112:                                            ; preds = %14201, %14111
  %14113 = phi i64 [ %14202, %14201 ], [ 0, %14111 ]
  %14114 = icmp slt i64 %14113, 1
  br i1 %14114, label %14115, label %14203

14115:                                            ; preds = %14112
  br label %14116

14116:                                            ; preds = %14199, %14115
  %14117 = phi i64 [ %14200, %14199 ], [ 0, %14115 ]
  %14118 = icmp slt i64 %14117, 96
  br i1 %14118, label %14119, label %14201

14119:                                            ; preds = %14116
  br label %14120

14120:                                            ; preds = %14197, %14119
  %14121 = phi i64 [ %14198, %14197 ], [ 0, %14119 ]
  %14122 = icmp slt i64 %14121, 2
  br i1 %14122, label %14123, label %14199

14123:                                            ; preds = %14120
  br label %14124

14124:                                            ; preds = %14195, %14123
  %14125 = phi i64 [ %14196, %14195 ], [ 0, %14123 ]
  %14126 = icmp slt i64 %14125, 2
  br i1 %14126, label %14127, label %14197

14127:                                            ; preds = %14124
  br label %14128

14128:                                            ; preds = %14193, %14127
  %14129 = phi i64 [ %14194, %14193 ], [ 0, %14127 ]
  %14130 = icmp slt i64 %14129, 576
  br i1 %14130, label %14131, label %14195

14131:                                            ; preds = %14128
  br label %14132

14132:                                            ; preds = %14191, %14131
  %14133 = phi i64 [ %14192, %14191 ], [ 0, %14131 ]
  %14134 = icmp slt i64 %14133, 1
  br i1 %14134, label %14135, label %14193

14135:                                            ; preds = %14132
  br label %14136

14136:                                            ; preds = %14139, %14135
  %14137 = phi i64 [ %14190, %14139 ], [ 0, %14135 ]
  %14138 = icmp slt i64 %14137, 1
  br i1 %14138, label %14139, label %14191

14139:                                            ; preds = %14136
  %14140 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13942, 1
  %14141 = mul nuw nsw i64 %14113, 576
  %14142 = add nuw nsw i64 %14141, %14129
  %14143 = add nuw nsw i64 %14142, 0
  %14144 = add nuw nsw i64 %14143, 0
  %14145 = getelementptr inbounds nuw float, ptr %14140, i64 %14144
  %14146 = load float, ptr %14145, align 4
  %14147 = add i64 %14121, %14133
  %14148 = add i64 %14125, %14137
  %14149 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13528, 1
  %14150 = mul nuw nsw i64 %14113, 2304
  %14151 = mul nuw nsw i64 %14129, 4
  %14152 = add nuw nsw i64 %14150, %14151
  %14153 = mul nuw nsw i64 %14147, 2
  %14154 = add nuw nsw i64 %14152, %14153
  %14155 = add nuw nsw i64 %14154, %14148
  %14156 = getelementptr inbounds nuw float, ptr %14149, i64 %14155
  %14157 = load float, ptr %14156, align 4
  %14158 = mul nuw nsw i64 %14117, 576
  %14159 = add nuw nsw i64 %14158, %14129
  %14160 = add nuw nsw i64 %14159, %14133
  %14161 = add nuw nsw i64 %14160, %14137
  %14162 = getelementptr inbounds nuw float, ptr @__constant_96x576x1x1xf32, i64 %14161
  %14163 = load float, ptr %14162, align 4
  %14164 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14070, 1
  %14165 = mul nuw nsw i64 %14113, 384
  %14166 = mul nuw nsw i64 %14117, 4
  %14167 = add nuw nsw i64 %14165, %14166
  %14168 = mul nuw nsw i64 %14121, 2
  %14169 = add nuw nsw i64 %14167, %14168
  %14170 = add nuw nsw i64 %14169, %14125
  %14171 = getelementptr inbounds nuw float, ptr %14164, i64 %14170
  %14172 = load float, ptr %14171, align 4
  %14173 = fadd float %14146, 3.000000e+00
  %14174 = fcmp ult float %14173, 0.000000e+00
  %14175 = select i1 %14174, float 0.000000e+00, float %14173
  %14176 = fcmp ugt float %14175, 6.000000e+00
  %14177 = select i1 %14176, float 6.000000e+00, float %14175
  %14178 = fdiv float %14177, 6.000000e+00
  %14179 = fmul float %14178, %14157
  %14180 = fmul float %14179, %14163
  %14181 = fadd float %14172, %14180
  %14182 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14070, 1
  %14183 = mul nuw nsw i64 %14113, 384
  %14184 = mul nuw nsw i64 %14117, 4
  %14185 = add nuw nsw i64 %14183, %14184
  %14186 = mul nuw nsw i64 %14121, 2
  %14187 = add nuw nsw i64 %14185, %14186
  %14188 = add nuw nsw i64 %14187, %14125
  %14189 = getelementptr inbounds nuw float, ptr %14182, i64 %14188
  store float %14181, ptr %14189, align 4
  %14190 = add i64 %14137, 1
  br label %14136

14191:                                            ; preds = %14136
  %14192 = add i64 %14133, 1
  br label %14132

14193:                                            ; preds = %14132
  %14194 = add i64 %14129, 1
  br label %14128

14195:                                            ; preds = %14128
  %14196 = add i64 %14125, 1
  br label %14124

14197:                                            ; preds = %14124
  %14198 = add i64 %14121, 1
  br label %14120

14199:                                            ; preds = %14120
  %14200 = add i64 %14117, 1
  br label %14116

14201:                                            ; preds = %14116
  %14202 = add i64 %14113, 1
  br label %14112

14203:                                            ; preds = %14112
  %14204 = call ptr @malloc(i64 9280)
  %14205 = ptrtoint ptr %14204 to i64
  %14206 = add i64 %14205, 63
  %14207 = urem i64 %14206, 64
  %14208 = sub i64 %14206, %14207
  %14209 = inttoptr i64 %14208 to ptr
  %14210 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %14204, 0
  %14211 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14210, ptr %14209, 1
  %14212 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14211, i64 0, 2
  %14213 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14212, i64 1, 3, 0
  %14214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14213, i64 576, 3, 1
  %14215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14214, i64 2, 3, 2
  %14216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14215, i64 2, 3, 3
  %14217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14216, i64 2304, 4, 0
  %14218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14217, i64 4, 4, 1
  %14219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14218, i64 2, 4, 2
  %14220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14219, i64 1, 4, 3
  br label %14221

14221:                                            ; preds = %14259, %14203
  %14222 = phi i64 [ %14260, %14259 ], [ 0, %14203 ]
  %14223 = icmp slt i64 %14222, 1
  br i1 %14223, label %14224, label %14261

14224:                                            ; preds = %14221
  br label %14225

14225:                                            ; preds = %14257, %14224
  %14226 = phi i64 [ %14258, %14257 ], [ 0, %14224 ]
  %14227 = icmp slt i64 %14226, 576
  br i1 %14227, label %14228, label %14259

14228:                                            ; preds = %14225
  br label %14229

14229:                                            ; preds = %14255, %14228
  %14230 = phi i64 [ %14256, %14255 ], [ 0, %14228 ]
  %14231 = icmp slt i64 %14230, 2
  br i1 %14231, label %14232, label %14257

14232:                                            ; preds = %14229
  br label %14233

14233:                                            ; preds = %14236, %14232
  %14234 = phi i64 [ %14254, %14236 ], [ 0, %14232 ]
  %14235 = icmp slt i64 %14234, 2
  br i1 %14235, label %14236, label %14255

14236:                                            ; preds = %14233
  %14237 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11617, 1
  %14238 = mul nuw nsw i64 %14222, 2304
  %14239 = mul nuw nsw i64 %14226, 4
  %14240 = add nuw nsw i64 %14238, %14239
  %14241 = mul nuw nsw i64 %14230, 2
  %14242 = add nuw nsw i64 %14240, %14241
  %14243 = add nuw nsw i64 %14242, %14234
  %14244 = getelementptr inbounds nuw float, ptr %14237, i64 %14243
  %14245 = load float, ptr %14244, align 4
  %14246 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14220, 1
  %14247 = mul nuw nsw i64 %14222, 2304
  %14248 = mul nuw nsw i64 %14226, 4
  %14249 = add nuw nsw i64 %14247, %14248
  %14250 = mul nuw nsw i64 %14230, 2
  %14251 = add nuw nsw i64 %14249, %14250
  %14252 = add nuw nsw i64 %14251, %14234
  %14253 = getelementptr inbounds nuw float, ptr %14246, i64 %14252
  store float %14245, ptr %14253, align 4
  %14254 = add i64 %14234, 1
  br label %14233

14255:                                            ; preds = %14233
  %14256 = add i64 %14230, 1
  br label %14229

14257:                                            ; preds = %14229
  %14258 = add i64 %14226, 1
  br label %14225

14259:                                            ; preds = %14225
  %14260 = add i64 %14222, 1
  br label %14221

14261:                                            ; preds = %14221
  br label %14262

14262:                                            ; preds = %14372, %14261
  %14263 = phi i64 [ %14373, %14372 ], [ 0, %14261 ]
  %14264 = icmp slt i64 %14263, 1
  br i1 %14264, label %14265, label %14374

14265:                                            ; preds = %14262
  br label %14266

14266:                                            ; preds = %14370, %14265
  %14267 = phi i64 [ %14371, %14370 ], [ 0, %14265 ]
  %14268 = icmp slt i64 %14267, 576
  br i1 %14268, label %14269, label %14372

14269:                                            ; preds = %14266
  br label %14270

14270:                                            ; preds = %14368, %14269
  %14271 = phi i64 [ %14369, %14368 ], [ 0, %14269 ]
  %14272 = icmp slt i64 %14271, 2
  br i1 %14272, label %14273, label %14370

14273:                                            ; preds = %14270
  br label %14274

14274:                                            ; preds = %14366, %14273
  %14275 = phi i64 [ %14367, %14366 ], [ 0, %14273 ]
  %14276 = icmp slt i64 %14275, 2
  br i1 %14276, label %14277, label %14368

14277:                                            ; preds = %14274
  br label %14278

14278:                                            ; preds = %14364, %14277
  %14279 = phi i64 [ %14365, %14364 ], [ 0, %14277 ]
  %14280 = icmp slt i64 %14279, 96
  br i1 %14280, label %14281, label %14366

14281:                                            ; preds = %14278
  br label %14282

14282:                                            ; preds = %14362, %14281
  %14283 = phi i64 [ %14363, %14362 ], [ 0, %14281 ]
  %14284 = icmp slt i64 %14283, 1
  br i1 %14284, label %14285, label %14364

14285:                                            ; preds = %14282
  br label %14286

14286:                                            ; preds = %14289, %14285
  %14287 = phi i64 [ %14361, %14289 ], [ 0, %14285 ]
  %14288 = icmp slt i64 %14287, 1
  br i1 %14288, label %14289, label %14362

14289:                                            ; preds = %14286
  %14290 = add i64 %14271, %14283
  %14291 = add i64 %14275, %14287
  %14292 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14070, 1
  %14293 = mul nuw nsw i64 %14263, 384
  %14294 = mul nuw nsw i64 %14279, 4
  %14295 = add nuw nsw i64 %14293, %14294
  %14296 = mul nuw nsw i64 %14290, 2
  %14297 = add nuw nsw i64 %14295, %14296
  %14298 = add nuw nsw i64 %14297, %14291
  %14299 = getelementptr inbounds nuw float, ptr %14292, i64 %14298
  %14300 = load float, ptr %14299, align 4
  %14301 = add nuw nsw i64 %14279, 0
  %14302 = add nuw nsw i64 %14301, 0
  %14303 = getelementptr inbounds nuw float, ptr @__constant_96xf32_5, i64 %14302
  %14304 = load float, ptr %14303, align 4
  %14305 = add nuw nsw i64 %14279, 0
  %14306 = add nuw nsw i64 %14305, 0
  %14307 = getelementptr inbounds nuw float, ptr @__constant_96xf32_4, i64 %14306
  %14308 = load float, ptr %14307, align 4
  %14309 = add nuw nsw i64 %14279, 0
  %14310 = add nuw nsw i64 %14309, 0
  %14311 = getelementptr inbounds nuw float, ptr @__constant_96xf32_3, i64 %14310
  %14312 = load float, ptr %14311, align 4
  %14313 = add nuw nsw i64 %14279, 0
  %14314 = add nuw nsw i64 %14313, 0
  %14315 = getelementptr inbounds nuw float, ptr @__constant_96xf32, i64 %14314
  %14316 = load float, ptr %14315, align 4
  %14317 = add i64 %14271, %14283
  %14318 = add i64 %14275, %14287
  %14319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12921, 1
  %14320 = mul nuw nsw i64 %14263, 384
  %14321 = mul nuw nsw i64 %14279, 4
  %14322 = add nuw nsw i64 %14320, %14321
  %14323 = mul nuw nsw i64 %14317, 2
  %14324 = add nuw nsw i64 %14322, %14323
  %14325 = add nuw nsw i64 %14324, %14318
  %14326 = getelementptr inbounds nuw float, ptr %14319, i64 %14325
  %14327 = load float, ptr %14326, align 4
  %14328 = mul nuw nsw i64 %14267, 96
  %14329 = add nuw nsw i64 %14328, %14279
  %14330 = add nuw nsw i64 %14329, %14283
  %14331 = add nuw nsw i64 %14330, %14287
  %14332 = getelementptr inbounds nuw float, ptr @__constant_576x96x1x1xf32, i64 %14331
  %14333 = load float, ptr %14332, align 4
  %14334 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14220, 1
  %14335 = mul nuw nsw i64 %14263, 2304
  %14336 = mul nuw nsw i64 %14267, 4
  %14337 = add nuw nsw i64 %14335, %14336
  %14338 = mul nuw nsw i64 %14271, 2
  %14339 = add nuw nsw i64 %14337, %14338
  %14340 = add nuw nsw i64 %14339, %14275
  %14341 = getelementptr inbounds nuw float, ptr %14334, i64 %14340
  %14342 = load float, ptr %14341, align 4
  %14343 = fadd float %14308, 1.000000e-03
  %14344 = call float @llvm.sqrt.f32(float %14343)
  %14345 = fdiv float 1.000000e+00, %14344
  %14346 = fsub float %14300, %14304
  %14347 = fmul float %14346, %14345
  %14348 = fmul float %14347, %14312
  %14349 = fadd float %14348, %14316
  %14350 = fadd float %14349, %14327
  %14351 = fmul float %14350, %14333
  %14352 = fadd float %14342, %14351
  %14353 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14220, 1
  %14354 = mul nuw nsw i64 %14263, 2304
  %14355 = mul nuw nsw i64 %14267, 4
  %14356 = add nuw nsw i64 %14354, %14355
  %14357 = mul nuw nsw i64 %14271, 2
  %14358 = add nuw nsw i64 %14356, %14357
  %14359 = add nuw nsw i64 %14358, %14275
  %14360 = getelementptr inbounds nuw float, ptr %14353, i64 %14359
  store float %14352, ptr %14360, align 4
  %14361 = add i64 %14287, 1
  br label %14286

14362:                                            ; preds = %14286
  %14363 = add i64 %14283, 1
  br label %14282

14364:                                            ; preds = %14282
  %14365 = add i64 %14279, 1
  br label %14278

14366:                                            ; preds = %14278
  %14367 = add i64 %14275, 1
  br label %14274

14368:                                            ; preds = %14274
  %14369 = add i64 %14271, 1
  br label %14270

14370:                                            ; preds = %14270
  %14371 = add i64 %14267, 1
  br label %14266

14372:                                            ; preds = %14266
  %14373 = add i64 %14263, 1
  br label %14262

14374:                                            ; preds = %14262
  %14375 = call ptr @malloc(i64 2368)
  %14376 = ptrtoint ptr %14375 to i64
  %14377 = add i64 %14376, 63
  %14378 = urem i64 %14377, 64
  %14379 = sub i64 %14377, %14378
  %14380 = inttoptr i64 %14379 to ptr
  %14381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %14375, 0
  %14382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14381, ptr %14380, 1
  %14383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14382, i64 0, 2
  %14384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14383, i64 1, 3, 0
  %14385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14384, i64 576, 3, 1
  %14386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14385, i64 1, 3, 2
  %14387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14386, i64 1, 3, 3
  %14388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14387, i64 576, 4, 0
  %14389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14388, i64 1, 4, 1
  %14390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14389, i64 1, 4, 2
  %14391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14390, i64 1, 4, 3
  br label %14392

14392:                                            ; preds = %14426, %14374
  %14393 = phi i64 [ %14427, %14426 ], [ 0, %14374 ]
  %14394 = icmp slt i64 %14393, 1
  br i1 %14394, label %14395, label %14428

14395:                                            ; preds = %14392
  br label %14396

14396:                                            ; preds = %14424, %14395
  %14397 = phi i64 [ %14425, %14424 ], [ 0, %14395 ]
  %14398 = icmp slt i64 %14397, 576
  br i1 %14398, label %14399, label %14426

14399:                                            ; preds = %14396
  br label %14400

14400:                                            ; preds = %14422, %14399
  %14401 = phi i64 [ %14423, %14422 ], [ 0, %14399 ]
  %14402 = icmp slt i64 %14401, 1
  br i1 %14402, label %14403, label %14424

14403:                                            ; preds = %14400
  br label %14404

14404:                                            ; preds = %14407, %14403
  %14405 = phi i64 [ %14421, %14407 ], [ 0, %14403 ]
  %14406 = icmp slt i64 %14405, 1
  br i1 %14406, label %14407, label %14422

14407:                                            ; preds = %14404
  %14408 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12270, 1
  %14409 = mul nuw nsw i64 %14393, 576
  %14410 = add nuw nsw i64 %14409, %14397
  %14411 = add nuw nsw i64 %14410, %14401
  %14412 = add nuw nsw i64 %14411, %14405
  %14413 = getelementptr inbounds nuw float, ptr %14408, i64 %14412
  %14414 = load float, ptr %14413, align 4
  %14415 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14391, 1
  %14416 = mul nuw nsw i64 %14393, 576
  %14417 = add nuw nsw i64 %14416, %14397
  %14418 = add nuw nsw i64 %14417, %14401
  %14419 = add nuw nsw i64 %14418, %14405
  %14420 = getelementptr inbounds nuw float, ptr %14415, i64 %14419
  store float %14414, ptr %14420, align 4
  %14421 = add i64 %14405, 1
  br label %14404

14422:                                            ; preds = %14404
  %14423 = add i64 %14401, 1
  br label %14400

14424:                                            ; preds = %14400
  %14425 = add i64 %14397, 1
  br label %14396

14426:                                            ; preds = %14396
  %14427 = add i64 %14393, 1
  br label %14392

14428:                                            ; preds = %14392
  br label %14429

14429:                                            ; preds = %14503, %14428
  %14430 = phi i64 [ %14504, %14503 ], [ 0, %14428 ]
  %14431 = icmp slt i64 %14430, 1
  br i1 %14431, label %14432, label %14505

14432:                                            ; preds = %14429
  br label %14433

14433:                                            ; preds = %14501, %14432
  %14434 = phi i64 [ %14502, %14501 ], [ 0, %14432 ]
  %14435 = icmp slt i64 %14434, 576
  br i1 %14435, label %14436, label %14503

14436:                                            ; preds = %14433
  br label %14437

14437:                                            ; preds = %14499, %14436
  %14438 = phi i64 [ %14500, %14499 ], [ 0, %14436 ]
  %14439 = icmp slt i64 %14438, 2
  br i1 %14439, label %14440, label %14501

14440:                                            ; preds = %14437
  br label %14441

14441:                                            ; preds = %14444, %14440
  %14442 = phi i64 [ %14498, %14444 ], [ 0, %14440 ]
  %14443 = icmp slt i64 %14442, 2
  br i1 %14443, label %14444, label %14499

14444:                                            ; preds = %14441
  %14445 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14220, 1
  %14446 = mul nuw nsw i64 %14430, 2304
  %14447 = mul nuw nsw i64 %14434, 4
  %14448 = add nuw nsw i64 %14446, %14447
  %14449 = mul nuw nsw i64 %14438, 2
  %14450 = add nuw nsw i64 %14448, %14449
  %14451 = add nuw nsw i64 %14450, %14442
  %14452 = getelementptr inbounds nuw float, ptr %14445, i64 %14451
  %14453 = load float, ptr %14452, align 4
  %14454 = add nuw nsw i64 %14434, 0
  %14455 = add nuw nsw i64 %14454, 0
  %14456 = getelementptr inbounds nuw float, ptr @__constant_576xf32_2, i64 %14455
  %14457 = load float, ptr %14456, align 4
  %14458 = add nuw nsw i64 %14434, 0
  %14459 = add nuw nsw i64 %14458, 0
  %14460 = getelementptr inbounds nuw float, ptr @__constant_576xf32_1, i64 %14459
  %14461 = load float, ptr %14460, align 4
  %14462 = add nuw nsw i64 %14434, 0
  %14463 = add nuw nsw i64 %14462, 0
  %14464 = getelementptr inbounds nuw float, ptr @__constant_576xf32_0, i64 %14463
  %14465 = load float, ptr %14464, align 4
  %14466 = add nuw nsw i64 %14434, 0
  %14467 = add nuw nsw i64 %14466, 0
  %14468 = getelementptr inbounds nuw float, ptr @__constant_576xf32, i64 %14467
  %14469 = load float, ptr %14468, align 4
  %14470 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14391, 1
  %14471 = mul nuw nsw i64 %14430, 576
  %14472 = add nuw nsw i64 %14471, %14434
  %14473 = add nuw nsw i64 %14472, 0
  %14474 = add nuw nsw i64 %14473, 0
  %14475 = getelementptr inbounds nuw float, ptr %14470, i64 %14474
  %14476 = load float, ptr %14475, align 4
  %14477 = fadd float %14461, 1.000000e-03
  %14478 = call float @llvm.sqrt.f32(float %14477)
  %14479 = fdiv float 1.000000e+00, %14478
  %14480 = fsub float %14453, %14457
  %14481 = fmul float %14480, %14479
  %14482 = fmul float %14481, %14465
  %14483 = fadd float %14482, %14469
  %14484 = fadd float %14483, 3.000000e+00
  %14485 = fcmp ult float %14484, 0.000000e+00
  %14486 = select i1 %14485, float 0.000000e+00, float %14484
  %14487 = fcmp ugt float %14486, 6.000000e+00
  %14488 = select i1 %14487, float 6.000000e+00, float %14486
  %14489 = fmul float %14483, %14488
  %14490 = fdiv float %14489, 6.000000e+00
  %14491 = fadd float %14490, %14476
  %14492 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14391, 1
  %14493 = mul nuw nsw i64 %14430, 576
  %14494 = add nuw nsw i64 %14493, %14434
  %14495 = add nuw nsw i64 %14494, 0
  %14496 = add nuw nsw i64 %14495, 0
  %14497 = getelementptr inbounds nuw float, ptr %14492, i64 %14496
  store float %14491, ptr %14497, align 4
  %14498 = add i64 %14442, 1
  br label %14441

14499:                                            ; preds = %14441
  %14500 = add i64 %14438, 1
  br label %14437

14501:                                            ; preds = %14437
  %14502 = add i64 %14434, 1
  br label %14433

14503:                                            ; preds = %14433
  %14504 = add i64 %14430, 1
  br label %14429

14505:                                            ; preds = %14429
  %14506 = call ptr @malloc(i64 4160)
  %14507 = ptrtoint ptr %14506 to i64
  %14508 = add i64 %14507, 63
  %14509 = urem i64 %14508, 64
  %14510 = sub i64 %14508, %14509
  %14511 = inttoptr i64 %14510 to ptr
  %14512 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %14506, 0
  %14513 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14512, ptr %14511, 1
  %14514 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14513, i64 0, 2
  %14515 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14514, i64 1, 3, 0
  %14516 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14515, i64 1024, 3, 1
  %14517 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14516, i64 1024, 4, 0
  %14518 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14517, i64 1, 4, 1
  br label %14519

14519:                                            ; preds = %14532, %14505
  %14520 = phi i64 [ %14533, %14532 ], [ 0, %14505 ]
  %14521 = icmp slt i64 %14520, 1
  br i1 %14521, label %14522, label %14534

14522:                                            ; preds = %14519
  br label %14523

14523:                                            ; preds = %14526, %14522
  %14524 = phi i64 [ %14531, %14526 ], [ 0, %14522 ]
  %14525 = icmp slt i64 %14524, 1024
  br i1 %14525, label %14526, label %14532

14526:                                            ; preds = %14523
  %14527 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14518, 1
  %14528 = mul nuw nsw i64 %14520, 1024
  %14529 = add nuw nsw i64 %14528, %14524
  %14530 = getelementptr inbounds nuw float, ptr %14527, i64 %14529
  store float 0.000000e+00, ptr %14530, align 4
  %14531 = add i64 %14524, 1
  br label %14523

14532:                                            ; preds = %14523
  %14533 = add i64 %14520, 1
  br label %14519

14534:                                            ; preds = %14519
  %14535 = call ptr @malloc(i64 4160)
  %14536 = ptrtoint ptr %14535 to i64
  %14537 = add i64 %14536, 63
  %14538 = urem i64 %14537, 64
  %14539 = sub i64 %14537, %14538
  %14540 = inttoptr i64 %14539 to ptr
  %14541 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %14535, 0
  %14542 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14541, ptr %14540, 1
  %14543 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14542, i64 0, 2
  %14544 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14543, i64 1, 3, 0
  %14545 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14544, i64 1024, 3, 1
  %14546 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14545, i64 1024, 4, 0
  %14547 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14546, i64 1, 4, 1
  br label %14548

14548:                                            ; preds = %14566, %14534
  %14549 = phi i64 [ %14567, %14566 ], [ 0, %14534 ]
  %14550 = icmp slt i64 %14549, 1
  br i1 %14550, label %14551, label %14568

14551:                                            ; preds = %14548
  br label %14552

14552:                                            ; preds = %14555, %14551
  %14553 = phi i64 [ %14565, %14555 ], [ 0, %14551 ]
  %14554 = icmp slt i64 %14553, 1024
  br i1 %14554, label %14555, label %14566

14555:                                            ; preds = %14552
  %14556 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14518, 1
  %14557 = mul nuw nsw i64 %14549, 1024
  %14558 = add nuw nsw i64 %14557, %14553
  %14559 = getelementptr inbounds nuw float, ptr %14556, i64 %14558
  %14560 = load float, ptr %14559, align 4
  %14561 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14547, 1
  %14562 = mul nuw nsw i64 %14549, 1024
  %14563 = add nuw nsw i64 %14562, %14553
  %14564 = getelementptr inbounds nuw float, ptr %14561, i64 %14563
  store float %14560, ptr %14564, align 4
  %14565 = add i64 %14553, 1
  br label %14552

14566:                                            ; preds = %14552
  %14567 = add i64 %14549, 1
  br label %14548

14568:                                            ; preds = %14548
  br label %14569

14569:                                            ; preds = %14621, %14568
  %14570 = phi i64 [ %14622, %14621 ], [ 0, %14568 ]
  %14571 = icmp slt i64 %14570, 1
  br i1 %14571, label %14572, label %14623

14572:                                            ; preds = %14569
  br label %14573

14573:                                            ; preds = %14619, %14572
  %14574 = phi i64 [ %14620, %14619 ], [ 0, %14572 ]
  %14575 = icmp slt i64 %14574, 1024
  br i1 %14575, label %14576, label %14621

14576:                                            ; preds = %14573
  br label %14577

14577:                                            ; preds = %14617, %14576
  %14578 = phi i64 [ %14618, %14617 ], [ 0, %14576 ]
  %14579 = icmp slt i64 %14578, 576
  br i1 %14579, label %14580, label %14619

14580:                                            ; preds = %14577
  br label %14581

14581:                                            ; preds = %14615, %14580
  %14582 = phi i64 [ %14616, %14615 ], [ 0, %14580 ]
  %14583 = icmp slt i64 %14582, 1
  br i1 %14583, label %14584, label %14617

14584:                                            ; preds = %14581
  br label %14585

14585:                                            ; preds = %14588, %14584
  %14586 = phi i64 [ %14614, %14588 ], [ 0, %14584 ]
  %14587 = icmp slt i64 %14586, 1
  br i1 %14587, label %14588, label %14615

14588:                                            ; preds = %14585
  %14589 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14391, 1
  %14590 = mul nuw nsw i64 %14570, 576
  %14591 = add nuw nsw i64 %14590, %14578
  %14592 = add nuw nsw i64 %14591, %14582
  %14593 = add nuw nsw i64 %14592, %14586
  %14594 = getelementptr inbounds nuw float, ptr %14589, i64 %14593
  %14595 = load float, ptr %14594, align 4
  %14596 = mul nuw nsw i64 %14574, 576
  %14597 = add nuw nsw i64 %14596, %14578
  %14598 = add nuw nsw i64 %14597, %14582
  %14599 = add nuw nsw i64 %14598, %14586
  %14600 = getelementptr inbounds nuw float, ptr @__constant_1024x576xf32, i64 %14599
  %14601 = load float, ptr %14600, align 4
  %14602 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14547, 1
  %14603 = mul nuw nsw i64 %14570, 1024
  %14604 = add nuw nsw i64 %14603, %14574
  %14605 = getelementptr inbounds nuw float, ptr %14602, i64 %14604
  %14606 = load float, ptr %14605, align 4
  %14607 = fdiv float %14595, 4.000000e+00
  %14608 = fmul float %14607, %14601
  %14609 = fadd float %14606, %14608
  %14610 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14547, 1
  %14611 = mul nuw nsw i64 %14570, 1024
  %14612 = add nuw nsw i64 %14611, %14574
  %14613 = getelementptr inbounds nuw float, ptr %14610, i64 %14612
  store float %14609, ptr %14613, align 4
  %14614 = add i64 %14586, 1
  br label %14585

14615:                                            ; preds = %14585
  %14616 = add i64 %14582, 1
  br label %14581

14617:                                            ; preds = %14581
  %14618 = add i64 %14578, 1
  br label %14577

14619:                                            ; preds = %14577
  %14620 = add i64 %14574, 1
  br label %14573

14621:                                            ; preds = %14573
  %14622 = add i64 %14570, 1
  br label %14569

14623:                                            ; preds = %14569
  %14624 = call ptr @malloc(i64 4064)
  %14625 = ptrtoint ptr %14624 to i64
  %14626 = add i64 %14625, 63
  %14627 = urem i64 %14626, 64
  %14628 = sub i64 %14626, %14627
  %14629 = inttoptr i64 %14628 to ptr
  %14630 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %14624, 0
  %14631 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14630, ptr %14629, 1
  %14632 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14631, i64 0, 2
  %14633 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14632, i64 1, 3, 0
  %14634 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14633, i64 1000, 3, 1
  %14635 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14634, i64 1000, 4, 0
  %14636 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14635, i64 1, 4, 1
  br label %14637

14637:                                            ; preds = %14650, %14623
  %14638 = phi i64 [ %14651, %14650 ], [ 0, %14623 ]
  %14639 = icmp slt i64 %14638, 1
  br i1 %14639, label %14640, label %14652

14640:                                            ; preds = %14637
  br label %14641

14641:                                            ; preds = %14644, %14640
  %14642 = phi i64 [ %14649, %14644 ], [ 0, %14640 ]
  %14643 = icmp slt i64 %14642, 1000
  br i1 %14643, label %14644, label %14650

14644:                                            ; preds = %14641
  %14645 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14636, 1
  %14646 = mul nuw nsw i64 %14638, 1000
  %14647 = add nuw nsw i64 %14646, %14642
  %14648 = getelementptr inbounds nuw float, ptr %14645, i64 %14647
  store float 0.000000e+00, ptr %14648, align 4
  %14649 = add i64 %14642, 1
  br label %14641

14650:                                            ; preds = %14641
  %14651 = add i64 %14638, 1
  br label %14637

14652:                                            ; preds = %14637
  %14653 = call ptr @malloc(i64 4064)
  %14654 = ptrtoint ptr %14653 to i64
  %14655 = add i64 %14654, 63
  %14656 = urem i64 %14655, 64
  %14657 = sub i64 %14655, %14656
  %14658 = inttoptr i64 %14657 to ptr
  %14659 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %14653, 0
  %14660 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14659, ptr %14658, 1
  %14661 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14660, i64 0, 2
  %14662 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14661, i64 1, 3, 0
  %14663 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14662, i64 1000, 3, 1
  %14664 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14663, i64 1000, 4, 0
  %14665 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14664, i64 1, 4, 1
  br label %14666

14666:                                            ; preds = %14684, %14652
  %14667 = phi i64 [ %14685, %14684 ], [ 0, %14652 ]
  %14668 = icmp slt i64 %14667, 1
  br i1 %14668, label %14669, label %14686

14669:                                            ; preds = %14666
  br label %14670

14670:                                            ; preds = %14673, %14669
  %14671 = phi i64 [ %14683, %14673 ], [ 0, %14669 ]
  %14672 = icmp slt i64 %14671, 1000
  br i1 %14672, label %14673, label %14684

14673:                                            ; preds = %14670
  %14674 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14636, 1
  %14675 = mul nuw nsw i64 %14667, 1000
  %14676 = add nuw nsw i64 %14675, %14671
  %14677 = getelementptr inbounds nuw float, ptr %14674, i64 %14676
  %14678 = load float, ptr %14677, align 4
  %14679 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14665, 1
  %14680 = mul nuw nsw i64 %14667, 1000
  %14681 = add nuw nsw i64 %14680, %14671
  %14682 = getelementptr inbounds nuw float, ptr %14679, i64 %14681
  store float %14678, ptr %14682, align 4
  %14683 = add i64 %14671, 1
  br label %14670

14684:                                            ; preds = %14670
  %14685 = add i64 %14667, 1
  br label %14666

14686:                                            ; preds = %14666
  br label %14687

14687:                                            ; preds = %14732, %14686
  %14688 = phi i64 [ %14733, %14732 ], [ 0, %14686 ]
  %14689 = icmp slt i64 %14688, 1
  br i1 %14689, label %14690, label %14734

14690:                                            ; preds = %14687
  br label %14691

14691:                                            ; preds = %14730, %14690
  %14692 = phi i64 [ %14731, %14730 ], [ 0, %14690 ]
  %14693 = icmp slt i64 %14692, 1000
  br i1 %14693, label %14694, label %14732

14694:                                            ; preds = %14691
  br label %14695

14695:                                            ; preds = %14698, %14694
  %14696 = phi i64 [ %14729, %14698 ], [ 0, %14694 ]
  %14697 = icmp slt i64 %14696, 1024
  br i1 %14697, label %14698, label %14730

14698:                                            ; preds = %14695
  %14699 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14547, 1
  %14700 = mul nuw nsw i64 %14688, 1024
  %14701 = add nuw nsw i64 %14700, %14696
  %14702 = getelementptr inbounds nuw float, ptr %14699, i64 %14701
  %14703 = load float, ptr %14702, align 4
  %14704 = getelementptr inbounds nuw float, ptr @__constant_1024xf32, i64 %14696
  %14705 = load float, ptr %14704, align 4
  %14706 = mul nuw nsw i64 %14692, 1024
  %14707 = add nuw nsw i64 %14706, %14696
  %14708 = getelementptr inbounds nuw float, ptr @__constant_1000x1024xf32, i64 %14707
  %14709 = load float, ptr %14708, align 4
  %14710 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14665, 1
  %14711 = mul nuw nsw i64 %14688, 1000
  %14712 = add nuw nsw i64 %14711, %14692
  %14713 = getelementptr inbounds nuw float, ptr %14710, i64 %14712
  %14714 = load float, ptr %14713, align 4
  %14715 = fadd float %14703, %14705
  %14716 = fadd float %14715, 3.000000e+00
  %14717 = fcmp ult float %14716, 0.000000e+00
  %14718 = select i1 %14717, float 0.000000e+00, float %14716
  %14719 = fcmp ugt float %14718, 6.000000e+00
  %14720 = select i1 %14719, float 6.000000e+00, float %14718
  %14721 = fmul float %14715, %14720
  %14722 = fdiv float %14721, 6.000000e+00
  %14723 = fmul float %14722, %14709
  %14724 = fadd float %14714, %14723
  %14725 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14665, 1
  %14726 = mul nuw nsw i64 %14688, 1000
  %14727 = add nuw nsw i64 %14726, %14692
  %14728 = getelementptr inbounds nuw float, ptr %14725, i64 %14727
  store float %14724, ptr %14728, align 4
  %14729 = add i64 %14696, 1
  br label %14695

14730:                                            ; preds = %14695
  %14731 = add i64 %14692, 1
  br label %14691

14732:                                            ; preds = %14691
  %14733 = add i64 %14688, 1
  br label %14687

14734:                                            ; preds = %14687
  %14735 = call ptr @malloc(i64 4064)
  %14736 = ptrtoint ptr %14735 to i64
  %14737 = add i64 %14736, 63
  %14738 = urem i64 %14737, 64
  %14739 = sub i64 %14737, %14738
  %14740 = inttoptr i64 %14739 to ptr
  %14741 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %14735, 0
  %14742 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14741, ptr %14740, 1
  %14743 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14742, i64 0, 2
  %14744 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14743, i64 1, 3, 0
  %14745 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14744, i64 1000, 3, 1
  %14746 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14745, i64 1000, 4, 0
  %14747 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14746, i64 1, 4, 1
  br label %14748

14748:                                            ; preds = %14769, %14734
  %14749 = phi i64 [ %14770, %14769 ], [ 0, %14734 ]
  %14750 = icmp slt i64 %14749, 1
  br i1 %14750, label %14751, label %14771

14751:                                            ; preds = %14748
  br label %14752

14752:                                            ; preds = %14755, %14751
  %14753 = phi i64 [ %14768, %14755 ], [ 0, %14751 ]
  %14754 = icmp slt i64 %14753, 1000
  br i1 %14754, label %14755, label %14769

14755:                                            ; preds = %14752
  %14756 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14665, 1
  %14757 = mul nuw nsw i64 %14749, 1000
  %14758 = add nuw nsw i64 %14757, %14753
  %14759 = getelementptr inbounds nuw float, ptr %14756, i64 %14758
  %14760 = load float, ptr %14759, align 4
  %14761 = getelementptr inbounds nuw float, ptr @__constant_1000xf32, i64 %14753
  %14762 = load float, ptr %14761, align 4
  %14763 = fadd float %14760, %14762
  %14764 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14747, 1
  %14765 = mul nuw nsw i64 %14749, 1000
  %14766 = add nuw nsw i64 %14765, %14753
  %14767 = getelementptr inbounds nuw float, ptr %14764, i64 %14766
  store float %14763, ptr %14767, align 4
  %14768 = add i64 %14753, 1
  br label %14752

14769:                                            ; preds = %14752
  %14770 = add i64 %14749, 1
  br label %14748

14771:                                            ; preds = %14748
  %14772 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %14772)
  %14773 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 0
  call void @free(ptr %14773)
  %14774 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 0
  call void @free(ptr %14774)
  %14775 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 0
  call void @free(ptr %14775)
  %14776 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 0
  call void @free(ptr %14776)
  %14777 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %478, 0
  call void @free(ptr %14777)
  %14778 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %527, 0
  call void @free(ptr %14778)
  %14779 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %640, 0
  call void @free(ptr %14779)
  %14780 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, 0
  call void @free(ptr %14780)
  %14781 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %821, 0
  call void @free(ptr %14781)
  %14782 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %904, 0
  call void @free(ptr %14782)
  %14783 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %951, 0
  call void @free(ptr %14783)
  %14784 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1052, 0
  call void @free(ptr %14784)
  %14785 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, 0
  call void @free(ptr %14785)
  %14786 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1228, 0
  call void @free(ptr %14786)
  %14787 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, 0
  call void @free(ptr %14787)
  %14788 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1405, 0
  call void @free(ptr %14788)
  %14789 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1555, 0
  call void @free(ptr %14789)
  %14790 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1604, 0
  call void @free(ptr %14790)
  %14791 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1763, 0
  call void @free(ptr %14791)
  %14792 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1846, 0
  call void @free(ptr %14792)
  %14793 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 0
  call void @free(ptr %14793)
  %14794 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2008, 0
  call void @free(ptr %14794)
  %14795 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2057, 0
  call void @free(ptr %14795)
  %14796 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2189, 0
  call void @free(ptr %14796)
  %14797 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2238, 0
  call void @free(ptr %14797)
  %14798 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2399, 0
  call void @free(ptr %14798)
  %14799 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2480, 0
  call void @free(ptr %14799)
  %14800 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2529, 0
  call void @free(ptr %14800)
  %14801 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2665, 0
  call void @free(ptr %14801)
  %14802 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2748, 0
  call void @free(ptr %14802)
  %14803 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2797, 0
  call void @free(ptr %14803)
  %14804 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2910, 0
  call void @free(ptr %14804)
  %14805 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3040, 0
  call void @free(ptr %14805)
  %14806 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3201, 0
  call void @free(ptr %14806)
  %14807 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3250, 0
  call void @free(ptr %14807)
  %14808 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3421, 0
  call void @free(ptr %14808)
  %14809 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3509, 0
  call void @free(ptr %14809)
  %14810 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 0
  call void @free(ptr %14810)
  %14811 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3671, 0
  call void @free(ptr %14811)
  %14812 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3720, 0
  call void @free(ptr %14812)
  %14813 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3852, 0
  call void @free(ptr %14813)
  %14814 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3940, 0
  call void @free(ptr %14814)
  %14815 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3987, 0
  call void @free(ptr %14815)
  %14816 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4088, 0
  call void @free(ptr %14816)
  %14817 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4137, 0
  call void @free(ptr %14817)
  %14818 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4264, 0
  call void @free(ptr %14818)
  %14819 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4313, 0
  call void @free(ptr %14819)
  %14820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4441, 0
  call void @free(ptr %14820)
  %14821 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4490, 0
  call void @free(ptr %14821)
  %14822 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4640, 0
  call void @free(ptr %14822)
  %14823 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, 0
  call void @free(ptr %14823)
  %14824 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4770, 0
  call void @free(ptr %14824)
  %14825 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4906, 0
  call void @free(ptr %14825)
  %14826 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4994, 0
  call void @free(ptr %14826)
  %14827 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5043, 0
  call void @free(ptr %14827)
  %14828 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5156, 0
  call void @free(ptr %14828)
  %14829 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5286, 0
  call void @free(ptr %14829)
  %14830 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5374, 0
  call void @free(ptr %14830)
  %14831 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5421, 0
  call void @free(ptr %14831)
  %14832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5522, 0
  call void @free(ptr %14832)
  %14833 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5571, 0
  call void @free(ptr %14833)
  %14834 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5698, 0
  call void @free(ptr %14834)
  %14835 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5747, 0
  call void @free(ptr %14835)
  %14836 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5875, 0
  call void @free(ptr %14836)
  %14837 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6025, 0
  call void @free(ptr %14837)
  %14838 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6116, 0
  call void @free(ptr %14838)
  %14839 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6252, 0
  call void @free(ptr %14839)
  %14840 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6340, 0
  call void @free(ptr %14840)
  %14841 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6389, 0
  call void @free(ptr %14841)
  %14842 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6502, 0
  call void @free(ptr %14842)
  %14843 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6632, 0
  call void @free(ptr %14843)
  %14844 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6720, 0
  call void @free(ptr %14844)
  %14845 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6821, 0
  call void @free(ptr %14845)
  %14846 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6870, 0
  call void @free(ptr %14846)
  %14847 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6997, 0
  call void @free(ptr %14847)
  %14848 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7046, 0
  call void @free(ptr %14848)
  %14849 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7174, 0
  call void @free(ptr %14849)
  %14850 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7324, 0
  call void @free(ptr %14850)
  %14851 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7373, 0
  call void @free(ptr %14851)
  %14852 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7544, 0
  call void @free(ptr %14852)
  %14853 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7632, 0
  call void @free(ptr %14853)
  %14854 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7681, 0
  call void @free(ptr %14854)
  %14855 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7794, 0
  call void @free(ptr %14855)
  %14856 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7924, 0
  call void @free(ptr %14856)
  %14857 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8012, 0
  call void @free(ptr %14857)
  %14858 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8059, 0
  call void @free(ptr %14858)
  %14859 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8160, 0
  call void @free(ptr %14859)
  %14860 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8209, 0
  call void @free(ptr %14860)
  %14861 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8336, 0
  call void @free(ptr %14861)
  %14862 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8385, 0
  call void @free(ptr %14862)
  %14863 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8513, 0
  call void @free(ptr %14863)
  %14864 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8562, 0
  call void @free(ptr %14864)
  %14865 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8712, 0
  call void @free(ptr %14865)
  %14866 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8793, 0
  call void @free(ptr %14866)
  %14867 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8842, 0
  call void @free(ptr %14867)
  %14868 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8978, 0
  call void @free(ptr %14868)
  %14869 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9066, 0
  call void @free(ptr %14869)
  %14870 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9115, 0
  call void @free(ptr %14870)
  %14871 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9228, 0
  call void @free(ptr %14871)
  %14872 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9358, 0
  call void @free(ptr %14872)
  %14873 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9446, 0
  call void @free(ptr %14873)
  %14874 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9493, 0
  call void @free(ptr %14874)
  %14875 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9594, 0
  call void @free(ptr %14875)
  %14876 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9643, 0
  call void @free(ptr %14876)
  %14877 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9770, 0
  call void @free(ptr %14877)
  %14878 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9819, 0
  call void @free(ptr %14878)
  %14879 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9947, 0
  call void @free(ptr %14879)
  %14880 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10097, 0
  call void @free(ptr %14880)
  %14881 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10146, 0
  call void @free(ptr %14881)
  %14882 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10317, 0
  call void @free(ptr %14882)
  %14883 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10405, 0
  call void @free(ptr %14883)
  %14884 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 0
  call void @free(ptr %14884)
  %14885 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10567, 0
  call void @free(ptr %14885)
  %14886 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10616, 0
  call void @free(ptr %14886)
  %14887 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10748, 0
  call void @free(ptr %14887)
  %14888 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10836, 0
  call void @free(ptr %14888)
  %14889 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10883, 0
  call void @free(ptr %14889)
  %14890 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10984, 0
  call void @free(ptr %14890)
  %14891 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11033, 0
  call void @free(ptr %14891)
  %14892 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11160, 0
  call void @free(ptr %14892)
  %14893 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11209, 0
  call void @free(ptr %14893)
  %14894 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11337, 0
  call void @free(ptr %14894)
  %14895 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11386, 0
  call void @free(ptr %14895)
  %14896 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11536, 0
  call void @free(ptr %14896)
  %14897 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11617, 0
  call void @free(ptr %14897)
  %14898 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11666, 0
  call void @free(ptr %14898)
  %14899 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11802, 0
  call void @free(ptr %14899)
  %14900 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11890, 0
  call void @free(ptr %14900)
  %14901 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %11939, 0
  call void @free(ptr %14901)
  %14902 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12052, 0
  call void @free(ptr %14902)
  %14903 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12182, 0
  call void @free(ptr %14903)
  %14904 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12270, 0
  call void @free(ptr %14904)
  %14905 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12317, 0
  call void @free(ptr %14905)
  %14906 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12418, 0
  call void @free(ptr %14906)
  %14907 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12467, 0
  call void @free(ptr %14907)
  %14908 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12594, 0
  call void @free(ptr %14908)
  %14909 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12643, 0
  call void @free(ptr %14909)
  %14910 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12771, 0
  call void @free(ptr %14910)
  %14911 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12921, 0
  call void @free(ptr %14911)
  %14912 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13012, 0
  call void @free(ptr %14912)
  %14913 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13148, 0
  call void @free(ptr %14913)
  %14914 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13236, 0
  call void @free(ptr %14914)
  %14915 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13285, 0
  call void @free(ptr %14915)
  %14916 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13398, 0
  call void @free(ptr %14916)
  %14917 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13528, 0
  call void @free(ptr %14917)
  %14918 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13616, 0
  call void @free(ptr %14918)
  %14919 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13717, 0
  call void @free(ptr %14919)
  %14920 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13766, 0
  call void @free(ptr %14920)
  %14921 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13893, 0
  call void @free(ptr %14921)
  %14922 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13942, 0
  call void @free(ptr %14922)
  %14923 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14070, 0
  call void @free(ptr %14923)
  %14924 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14220, 0
  call void @free(ptr %14924)
  %14925 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14391, 0
  call void @free(ptr %14925)
  %14926 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14518, 0
  call void @free(ptr %14926)
  %14927 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14547, 0
  call void @free(ptr %14927)
  %14928 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14636, 0
  call void @free(ptr %14928)
  %14929 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14665, 0
  call void @free(ptr %14929)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %14747
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=49d788c65852 torch_mlir=6995dc83c266 linalg_on_tensors_mlir=0b7d1e9f5480 llvm_mlir=b034011e0232
