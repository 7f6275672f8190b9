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
  %72 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  %73 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %74 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %72, 0
  %75 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %74, ptr %73, 1
  %76 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %75, i64 67, 2
  %77 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %76, i64 1, 3, 0
  %78 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %77, i64 13068, 4, 0
  %79 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %78, i64 3, 3, 1
  %80 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %79, i64 4356, 4, 1
  %81 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %80, i64 64, 3, 2
  %82 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %81, i64 66, 4, 2
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
  %111 = getelementptr float, ptr %110, i64 67
  %112 = mul nuw nsw i64 %86, 13068
  %113 = mul nuw nsw i64 %90, 4356
  %114 = add nuw nsw i64 %112, %113
  %115 = mul nuw nsw i64 %94, 66
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
  %127 = call ptr @malloc(i64 65600)
  %128 = ptrtoint ptr %127 to i64
  %129 = add i64 %128, 63
  %130 = urem i64 %129, 64
  %131 = sub i64 %129, %130
  %132 = inttoptr i64 %131 to ptr
  %133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %127, 0
  %134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %133, ptr %132, 1
  %135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %134, i64 0, 2
  %136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %135, i64 1, 3, 0
  %137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %136, i64 16, 3, 1
  %138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %137, i64 32, 3, 2
  %139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %138, i64 32, 3, 3
  %140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %139, i64 16384, 4, 0
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
  %150 = icmp slt i64 %149, 16
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
  %161 = mul nuw nsw i64 %145, 16384
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
  %182 = icmp slt i64 %181, 16
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
  %198 = icmp slt i64 %197, 3
  br i1 %198, label %199, label %247

199:                                              ; preds = %196
  br label %200

200:                                              ; preds = %203, %199
  %201 = phi i64 [ %244, %203 ], [ 0, %199 ]
  %202 = icmp slt i64 %201, 3
  br i1 %202, label %203, label %245

203:                                              ; preds = %200
  %204 = mul nsw i64 %185, 2
  %205 = add i64 %204, %197
  %206 = mul nsw i64 %189, 2
  %207 = add i64 %206, %201
  %208 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %209 = mul nuw nsw i64 %177, 13068
  %210 = mul nuw nsw i64 %193, 4356
  %211 = add nuw nsw i64 %209, %210
  %212 = mul nuw nsw i64 %205, 66
  %213 = add nuw nsw i64 %211, %212
  %214 = add nuw nsw i64 %213, %207
  %215 = getelementptr inbounds nuw float, ptr %208, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = mul nuw nsw i64 %181, 27
  %218 = mul nuw nsw i64 %193, 9
  %219 = add nuw nsw i64 %217, %218
  %220 = mul nuw nsw i64 %197, 3
  %221 = add nuw nsw i64 %219, %220
  %222 = add nuw nsw i64 %221, %201
  %223 = getelementptr inbounds nuw float, ptr @__constant_16x3x3x3xf32, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %226 = mul nuw nsw i64 %177, 16384
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
  %237 = mul nuw nsw i64 %177, 16384
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

258:                                              ; preds = %326, %257
  %259 = phi i64 [ %327, %326 ], [ 0, %257 ]
  %260 = icmp slt i64 %259, 1
  br i1 %260, label %261, label %328

261:                                              ; preds = %258
  br label %262

262:                                              ; preds = %324, %261
  %263 = phi i64 [ %325, %324 ], [ 0, %261 ]
  %264 = icmp slt i64 %263, 16
  br i1 %264, label %265, label %326

265:                                              ; preds = %262
  br label %266

266:                                              ; preds = %322, %265
  %267 = phi i64 [ %323, %322 ], [ 0, %265 ]
  %268 = icmp slt i64 %267, 32
  br i1 %268, label %269, label %324

269:                                              ; preds = %266
  br label %270

270:                                              ; preds = %273, %269
  %271 = phi i64 [ %321, %273 ], [ 0, %269 ]
  %272 = icmp slt i64 %271, 32
  br i1 %272, label %273, label %322

273:                                              ; preds = %270
  %274 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %275 = mul nuw nsw i64 %259, 16384
  %276 = mul nuw nsw i64 %263, 1024
  %277 = add nuw nsw i64 %275, %276
  %278 = mul nuw nsw i64 %267, 32
  %279 = add nuw nsw i64 %277, %278
  %280 = add nuw nsw i64 %279, %271
  %281 = getelementptr inbounds nuw float, ptr %274, i64 %280
  %282 = load float, ptr %281, align 4
  %283 = add nuw nsw i64 %263, 0
  %284 = add nuw nsw i64 %283, 0
  %285 = getelementptr inbounds nuw float, ptr @__constant_16xf32_150, i64 %284
  %286 = load float, ptr %285, align 4
  %287 = add nuw nsw i64 %263, 0
  %288 = add nuw nsw i64 %287, 0
  %289 = getelementptr inbounds nuw float, ptr @__constant_16xf32_149, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = add nuw nsw i64 %263, 0
  %292 = add nuw nsw i64 %291, 0
  %293 = getelementptr inbounds nuw float, ptr @__constant_16xf32_148, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = add nuw nsw i64 %263, 0
  %296 = add nuw nsw i64 %295, 0
  %297 = getelementptr inbounds nuw float, ptr @__constant_16xf32_147, i64 %296
  %298 = load float, ptr %297, align 4
  %299 = fadd float %290, 1.000000e-03
  %300 = call float @llvm.sqrt.f32(float %299)
  %301 = fdiv float 1.000000e+00, %300
  %302 = fsub float %282, %286
  %303 = fmul float %302, %301
  %304 = fmul float %303, %294
  %305 = fadd float %304, %298
  %306 = fadd float %305, 3.000000e+00
  %307 = fcmp ult float %306, 0.000000e+00
  %308 = select i1 %307, float 0.000000e+00, float %306
  %309 = fcmp ugt float %308, 6.000000e+00
  %310 = select i1 %309, float 6.000000e+00, float %308
  %311 = fmul float %305, %310
  %312 = fdiv float %311, 6.000000e+00
  %313 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %314 = mul nuw nsw i64 %259, 16384
  %315 = mul nuw nsw i64 %263, 1024
  %316 = add nuw nsw i64 %314, %315
  %317 = mul nuw nsw i64 %267, 32
  %318 = add nuw nsw i64 %316, %317
  %319 = add nuw nsw i64 %318, %271
  %320 = getelementptr inbounds nuw float, ptr %313, i64 %319
  store float %312, ptr %320, align 4
  %321 = add i64 %271, 1
  br label %270

322:                                              ; preds = %270
  %323 = add i64 %267, 1
  br label %266

324:                                              ; preds = %266
  %325 = add i64 %263, 1
  br label %262

326:                                              ; preds = %262
  %327 = add i64 %259, 1
  br label %258

328:                                              ; preds = %258
  %329 = call ptr @malloc(i64 74048)
  %330 = ptrtoint ptr %329 to i64
  %331 = add i64 %330, 63
  %332 = urem i64 %331, 64
  %333 = sub i64 %331, %332
  %334 = inttoptr i64 %333 to ptr
  %335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %329, 0
  %336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %335, ptr %334, 1
  %337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %336, i64 0, 2
  %338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %337, i64 1, 3, 0
  %339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %338, i64 16, 3, 1
  %340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %339, i64 34, 3, 2
  %341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %340, i64 34, 3, 3
  %342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %341, i64 18496, 4, 0
  %343 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %342, i64 1156, 4, 1
  %344 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %343, i64 34, 4, 2
  %345 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %344, i64 1, 4, 3
  br label %346

346:                                              ; preds = %375, %328
  %347 = phi i64 [ %376, %375 ], [ 0, %328 ]
  %348 = icmp slt i64 %347, 1
  br i1 %348, label %349, label %377

349:                                              ; preds = %346
  br label %350

350:                                              ; preds = %373, %349
  %351 = phi i64 [ %374, %373 ], [ 0, %349 ]
  %352 = icmp slt i64 %351, 16
  br i1 %352, label %353, label %375

353:                                              ; preds = %350
  br label %354

354:                                              ; preds = %371, %353
  %355 = phi i64 [ %372, %371 ], [ 0, %353 ]
  %356 = icmp slt i64 %355, 34
  br i1 %356, label %357, label %373

357:                                              ; preds = %354
  br label %358

358:                                              ; preds = %361, %357
  %359 = phi i64 [ %370, %361 ], [ 0, %357 ]
  %360 = icmp slt i64 %359, 34
  br i1 %360, label %361, label %371

361:                                              ; preds = %358
  %362 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %345, 1
  %363 = mul nuw nsw i64 %347, 18496
  %364 = mul nuw nsw i64 %351, 1156
  %365 = add nuw nsw i64 %363, %364
  %366 = mul nuw nsw i64 %355, 34
  %367 = add nuw nsw i64 %365, %366
  %368 = add nuw nsw i64 %367, %359
  %369 = getelementptr inbounds nuw float, ptr %362, i64 %368
  store float 0.000000e+00, ptr %369, align 4
  %370 = add i64 %359, 1
  br label %358

371:                                              ; preds = %358
  %372 = add i64 %355, 1
  br label %354

373:                                              ; preds = %354
  %374 = add i64 %351, 1
  br label %350

375:                                              ; preds = %350
  %376 = add i64 %347, 1
  br label %346

377:                                              ; preds = %346
  %378 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %345, 0
  %379 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %345, 1
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %378, 0
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, ptr %379, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 35, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 1, 3, 0
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 18496, 4, 0
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 16, 3, 1
  %386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, i64 1156, 4, 1
  %387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %386, i64 32, 3, 2
  %388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %387, i64 34, 4, 2
  %389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %388, i64 32, 3, 3
  %390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %389, i64 1, 4, 3
  br label %391

391:                                              ; preds = %430, %377
  %392 = phi i64 [ %431, %430 ], [ 0, %377 ]
  %393 = icmp slt i64 %392, 1
  br i1 %393, label %394, label %432

394:                                              ; preds = %391
  br label %395

395:                                              ; preds = %428, %394
  %396 = phi i64 [ %429, %428 ], [ 0, %394 ]
  %397 = icmp slt i64 %396, 16
  br i1 %397, label %398, label %430

398:                                              ; preds = %395
  br label %399

399:                                              ; preds = %426, %398
  %400 = phi i64 [ %427, %426 ], [ 0, %398 ]
  %401 = icmp slt i64 %400, 32
  br i1 %401, label %402, label %428

402:                                              ; preds = %399
  br label %403

403:                                              ; preds = %406, %402
  %404 = phi i64 [ %425, %406 ], [ 0, %402 ]
  %405 = icmp slt i64 %404, 32
  br i1 %405, label %406, label %426

406:                                              ; preds = %403
  %407 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %408 = mul nuw nsw i64 %392, 16384
  %409 = mul nuw nsw i64 %396, 1024
  %410 = add nuw nsw i64 %408, %409
  %411 = mul nuw nsw i64 %400, 32
  %412 = add nuw nsw i64 %410, %411
  %413 = add nuw nsw i64 %412, %404
  %414 = getelementptr inbounds nuw float, ptr %407, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %417 = getelementptr float, ptr %416, i64 35
  %418 = mul nuw nsw i64 %392, 18496
  %419 = mul nuw nsw i64 %396, 1156
  %420 = add nuw nsw i64 %418, %419
  %421 = mul nuw nsw i64 %400, 34
  %422 = add nuw nsw i64 %420, %421
  %423 = add nuw nsw i64 %422, %404
  %424 = getelementptr inbounds nuw float, ptr %417, i64 %423
  store float %415, ptr %424, align 4
  %425 = add i64 %404, 1
  br label %403

426:                                              ; preds = %403
  %427 = add i64 %400, 1
  br label %399

428:                                              ; preds = %399
  %429 = add i64 %396, 1
  br label %395

430:                                              ; preds = %395
  %431 = add i64 %392, 1
  br label %391

432:                                              ; preds = %391
  %433 = call ptr @malloc(i64 16448)
  %434 = ptrtoint ptr %433 to i64
  %435 = add i64 %434, 63
  %436 = urem i64 %435, 64
  %437 = sub i64 %435, %436
  %438 = inttoptr i64 %437 to ptr
  %439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %433, 0
  %440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %439, ptr %438, 1
  %441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %440, i64 0, 2
  %442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %441, i64 1, 3, 0
  %443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %442, i64 16, 3, 1
  %444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %443, i64 16, 3, 2
  %445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, i64 16, 3, 3
  %446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %445, i64 4096, 4, 0
  %447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %446, i64 256, 4, 1
  %448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %447, i64 16, 4, 2
  %449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %448, i64 1, 4, 3
  %450 = call ptr @malloc(i64 16448)
  %451 = ptrtoint ptr %450 to i64
  %452 = add i64 %451, 63
  %453 = urem i64 %452, 64
  %454 = sub i64 %452, %453
  %455 = inttoptr i64 %454 to ptr
  %456 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %450, 0
  %457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %456, ptr %455, 1
  %458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %457, i64 0, 2
  %459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %458, i64 1, 3, 0
  %460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %459, i64 16, 3, 1
  %461 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %460, i64 16, 3, 2
  %462 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, i64 16, 3, 3
  %463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %462, i64 4096, 4, 0
  %464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %463, i64 256, 4, 1
  %465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %464, i64 16, 4, 2
  %466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %465, i64 1, 4, 3
  br label %467

467:                                              ; preds = %496, %432
  %468 = phi i64 [ %497, %496 ], [ 0, %432 ]
  %469 = icmp slt i64 %468, 1
  br i1 %469, label %470, label %498

470:                                              ; preds = %467
  br label %471

471:                                              ; preds = %494, %470
  %472 = phi i64 [ %495, %494 ], [ 0, %470 ]
  %473 = icmp slt i64 %472, 16
  br i1 %473, label %474, label %496

474:                                              ; preds = %471
  br label %475

475:                                              ; preds = %492, %474
  %476 = phi i64 [ %493, %492 ], [ 0, %474 ]
  %477 = icmp slt i64 %476, 16
  br i1 %477, label %478, label %494

478:                                              ; preds = %475
  br label %479

479:                                              ; preds = %482, %478
  %480 = phi i64 [ %491, %482 ], [ 0, %478 ]
  %481 = icmp slt i64 %480, 16
  br i1 %481, label %482, label %492

482:                                              ; preds = %479
  %483 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, 1
  %484 = mul nuw nsw i64 %468, 4096
  %485 = mul nuw nsw i64 %472, 256
  %486 = add nuw nsw i64 %484, %485
  %487 = mul nuw nsw i64 %476, 16
  %488 = add nuw nsw i64 %486, %487
  %489 = add nuw nsw i64 %488, %480
  %490 = getelementptr inbounds nuw float, ptr %483, i64 %489
  store float 0.000000e+00, ptr %490, align 4
  %491 = add i64 %480, 1
  br label %479

492:                                              ; preds = %479
  %493 = add i64 %476, 1
  br label %475

494:                                              ; preds = %475
  %495 = add i64 %472, 1
  br label %471

496:                                              ; preds = %471
  %497 = add i64 %468, 1
  br label %467

498:                                              ; preds = %467
  %499 = call ptr @malloc(i64 16448)
  %500 = ptrtoint ptr %499 to i64
  %501 = add i64 %500, 63
  %502 = urem i64 %501, 64
  %503 = sub i64 %501, %502
  %504 = inttoptr i64 %503 to ptr
  %505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %499, 0
  %506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %505, ptr %504, 1
  %507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %506, i64 0, 2
  %508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %507, i64 1, 3, 0
  %509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %508, i64 16, 3, 1
  %510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %509, i64 16, 3, 2
  %511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %510, i64 16, 3, 3
  %512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %511, i64 4096, 4, 0
  %513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %512, i64 256, 4, 1
  %514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %513, i64 16, 4, 2
  %515 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %514, i64 1, 4, 3
  br label %516

516:                                              ; preds = %554, %498
  %517 = phi i64 [ %555, %554 ], [ 0, %498 ]
  %518 = icmp slt i64 %517, 1
  br i1 %518, label %519, label %556

519:                                              ; preds = %516
  br label %520

520:                                              ; preds = %552, %519
  %521 = phi i64 [ %553, %552 ], [ 0, %519 ]
  %522 = icmp slt i64 %521, 16
  br i1 %522, label %523, label %554

523:                                              ; preds = %520
  br label %524

524:                                              ; preds = %550, %523
  %525 = phi i64 [ %551, %550 ], [ 0, %523 ]
  %526 = icmp slt i64 %525, 16
  br i1 %526, label %527, label %552

527:                                              ; preds = %524
  br label %528

528:                                              ; preds = %531, %527
  %529 = phi i64 [ %549, %531 ], [ 0, %527 ]
  %530 = icmp slt i64 %529, 16
  br i1 %530, label %531, label %550

531:                                              ; preds = %528
  %532 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, 1
  %533 = mul nuw nsw i64 %517, 4096
  %534 = mul nuw nsw i64 %521, 256
  %535 = add nuw nsw i64 %533, %534
  %536 = mul nuw nsw i64 %525, 16
  %537 = add nuw nsw i64 %535, %536
  %538 = add nuw nsw i64 %537, %529
  %539 = getelementptr inbounds nuw float, ptr %532, i64 %538
  %540 = load float, ptr %539, align 4
  %541 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %515, 1
  %542 = mul nuw nsw i64 %517, 4096
  %543 = mul nuw nsw i64 %521, 256
  %544 = add nuw nsw i64 %542, %543
  %545 = mul nuw nsw i64 %525, 16
  %546 = add nuw nsw i64 %544, %545
  %547 = add nuw nsw i64 %546, %529
  %548 = getelementptr inbounds nuw float, ptr %541, i64 %547
  store float %540, ptr %548, align 4
  %549 = add i64 %529, 1
  br label %528

550:                                              ; preds = %528
  %551 = add i64 %525, 1
  br label %524

552:                                              ; preds = %524
  %553 = add i64 %521, 1
  br label %520

554:                                              ; preds = %520
  %555 = add i64 %517, 1
  br label %516

556:                                              ; preds = %516
  br label %557

557:                                              ; preds = %628, %556
  %558 = phi i64 [ %629, %628 ], [ 0, %556 ]
  %559 = icmp slt i64 %558, 1
  br i1 %559, label %560, label %630

560:                                              ; preds = %557
  br label %561

561:                                              ; preds = %626, %560
  %562 = phi i64 [ %627, %626 ], [ 0, %560 ]
  %563 = icmp slt i64 %562, 16
  br i1 %563, label %564, label %628

564:                                              ; preds = %561
  br label %565

565:                                              ; preds = %624, %564
  %566 = phi i64 [ %625, %624 ], [ 0, %564 ]
  %567 = icmp slt i64 %566, 16
  br i1 %567, label %568, label %626

568:                                              ; preds = %565
  br label %569

569:                                              ; preds = %622, %568
  %570 = phi i64 [ %623, %622 ], [ 0, %568 ]
  %571 = icmp slt i64 %570, 16
  br i1 %571, label %572, label %624

572:                                              ; preds = %569
  br label %573

573:                                              ; preds = %620, %572
  %574 = phi i64 [ %621, %620 ], [ 0, %572 ]
  %575 = icmp slt i64 %574, 3
  br i1 %575, label %576, label %622

576:                                              ; preds = %573
  br label %577

577:                                              ; preds = %580, %576
  %578 = phi i64 [ %619, %580 ], [ 0, %576 ]
  %579 = icmp slt i64 %578, 3
  br i1 %579, label %580, label %620

580:                                              ; preds = %577
  %581 = mul nsw i64 %562, 2
  %582 = add i64 %581, %574
  %583 = mul nsw i64 %566, 2
  %584 = add i64 %583, %578
  %585 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %345, 1
  %586 = mul nuw nsw i64 %558, 18496
  %587 = mul nuw nsw i64 %570, 1156
  %588 = add nuw nsw i64 %586, %587
  %589 = mul nuw nsw i64 %582, 34
  %590 = add nuw nsw i64 %588, %589
  %591 = add nuw nsw i64 %590, %584
  %592 = getelementptr inbounds nuw float, ptr %585, i64 %591
  %593 = load float, ptr %592, align 4
  %594 = mul nuw nsw i64 %570, 9
  %595 = mul nuw nsw i64 %574, 3
  %596 = add nuw nsw i64 %594, %595
  %597 = add nuw nsw i64 %596, %578
  %598 = getelementptr inbounds nuw float, ptr @__constant_16x1x3x3xf32, i64 %597
  %599 = load float, ptr %598, align 4
  %600 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %515, 1
  %601 = mul nuw nsw i64 %558, 4096
  %602 = mul nuw nsw i64 %570, 256
  %603 = add nuw nsw i64 %601, %602
  %604 = mul nuw nsw i64 %562, 16
  %605 = add nuw nsw i64 %603, %604
  %606 = add nuw nsw i64 %605, %566
  %607 = getelementptr inbounds nuw float, ptr %600, i64 %606
  %608 = load float, ptr %607, align 4
  %609 = fmul float %593, %599
  %610 = fadd float %608, %609
  %611 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %515, 1
  %612 = mul nuw nsw i64 %558, 4096
  %613 = mul nuw nsw i64 %570, 256
  %614 = add nuw nsw i64 %612, %613
  %615 = mul nuw nsw i64 %562, 16
  %616 = add nuw nsw i64 %614, %615
  %617 = add nuw nsw i64 %616, %566
  %618 = getelementptr inbounds nuw float, ptr %611, i64 %617
  store float %610, ptr %618, align 4
  %619 = add i64 %578, 1
  br label %577

620:                                              ; preds = %577
  %621 = add i64 %574, 1
  br label %573

622:                                              ; preds = %573
  %623 = add i64 %570, 1
  br label %569

624:                                              ; preds = %569
  %625 = add i64 %566, 1
  br label %565

626:                                              ; preds = %565
  %627 = add i64 %562, 1
  br label %561

628:                                              ; preds = %561
  %629 = add i64 %558, 1
  br label %557

630:                                              ; preds = %557
  br label %631

631:                                              ; preds = %694, %630
  %632 = phi i64 [ %695, %694 ], [ 0, %630 ]
  %633 = icmp slt i64 %632, 1
  br i1 %633, label %634, label %696

634:                                              ; preds = %631
  br label %635

635:                                              ; preds = %692, %634
  %636 = phi i64 [ %693, %692 ], [ 0, %634 ]
  %637 = icmp slt i64 %636, 16
  br i1 %637, label %638, label %694

638:                                              ; preds = %635
  br label %639

639:                                              ; preds = %690, %638
  %640 = phi i64 [ %691, %690 ], [ 0, %638 ]
  %641 = icmp slt i64 %640, 16
  br i1 %641, label %642, label %692

642:                                              ; preds = %639
  br label %643

643:                                              ; preds = %646, %642
  %644 = phi i64 [ %689, %646 ], [ 0, %642 ]
  %645 = icmp slt i64 %644, 16
  br i1 %645, label %646, label %690

646:                                              ; preds = %643
  %647 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %515, 1
  %648 = mul nuw nsw i64 %632, 4096
  %649 = mul nuw nsw i64 %636, 256
  %650 = add nuw nsw i64 %648, %649
  %651 = mul nuw nsw i64 %640, 16
  %652 = add nuw nsw i64 %650, %651
  %653 = add nuw nsw i64 %652, %644
  %654 = getelementptr inbounds nuw float, ptr %647, i64 %653
  %655 = load float, ptr %654, align 4
  %656 = add nuw nsw i64 %636, 0
  %657 = add nuw nsw i64 %656, 0
  %658 = getelementptr inbounds nuw float, ptr @__constant_16xf32_146, i64 %657
  %659 = load float, ptr %658, align 4
  %660 = add nuw nsw i64 %636, 0
  %661 = add nuw nsw i64 %660, 0
  %662 = getelementptr inbounds nuw float, ptr @__constant_16xf32_145, i64 %661
  %663 = load float, ptr %662, align 4
  %664 = add nuw nsw i64 %636, 0
  %665 = add nuw nsw i64 %664, 0
  %666 = getelementptr inbounds nuw float, ptr @__constant_16xf32_144, i64 %665
  %667 = load float, ptr %666, align 4
  %668 = add nuw nsw i64 %636, 0
  %669 = add nuw nsw i64 %668, 0
  %670 = getelementptr inbounds nuw float, ptr @__constant_16xf32_143, i64 %669
  %671 = load float, ptr %670, align 4
  %672 = fadd float %663, 1.000000e-03
  %673 = call float @llvm.sqrt.f32(float %672)
  %674 = fdiv float 1.000000e+00, %673
  %675 = fsub float %655, %659
  %676 = fmul float %675, %674
  %677 = fmul float %676, %667
  %678 = fadd float %677, %671
  %679 = fcmp ugt float %678, 0.000000e+00
  %680 = select i1 %679, float %678, float 0.000000e+00
  %681 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %449, 1
  %682 = mul nuw nsw i64 %632, 4096
  %683 = mul nuw nsw i64 %636, 256
  %684 = add nuw nsw i64 %682, %683
  %685 = mul nuw nsw i64 %640, 16
  %686 = add nuw nsw i64 %684, %685
  %687 = add nuw nsw i64 %686, %644
  %688 = getelementptr inbounds nuw float, ptr %681, i64 %687
  store float %680, ptr %688, align 4
  %689 = add i64 %644, 1
  br label %643

690:                                              ; preds = %643
  %691 = add i64 %640, 1
  br label %639

692:                                              ; preds = %639
  %693 = add i64 %636, 1
  br label %635

694:                                              ; preds = %635
  %695 = add i64 %632, 1
  br label %631

696:                                              ; preds = %631
  %697 = call ptr @malloc(i64 128)
  %698 = ptrtoint ptr %697 to i64
  %699 = add i64 %698, 63
  %700 = urem i64 %699, 64
  %701 = sub i64 %699, %700
  %702 = inttoptr i64 %701 to ptr
  %703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %697, 0
  %704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %703, ptr %702, 1
  %705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %704, i64 0, 2
  %706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %705, i64 1, 3, 0
  %707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %706, i64 16, 3, 1
  %708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %707, i64 1, 3, 2
  %709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %708, i64 1, 3, 3
  %710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %709, i64 16, 4, 0
  %711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %710, i64 1, 4, 1
  %712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %711, i64 1, 4, 2
  %713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %712, i64 1, 4, 3
  br label %714

714:                                              ; preds = %741, %696
  %715 = phi i64 [ %742, %741 ], [ 0, %696 ]
  %716 = icmp slt i64 %715, 1
  br i1 %716, label %717, label %743

717:                                              ; preds = %714
  br label %718

718:                                              ; preds = %739, %717
  %719 = phi i64 [ %740, %739 ], [ 0, %717 ]
  %720 = icmp slt i64 %719, 16
  br i1 %720, label %721, label %741

721:                                              ; preds = %718
  br label %722

722:                                              ; preds = %737, %721
  %723 = phi i64 [ %738, %737 ], [ 0, %721 ]
  %724 = icmp slt i64 %723, 1
  br i1 %724, label %725, label %739

725:                                              ; preds = %722
  br label %726

726:                                              ; preds = %729, %725
  %727 = phi i64 [ %736, %729 ], [ 0, %725 ]
  %728 = icmp slt i64 %727, 1
  br i1 %728, label %729, label %737

729:                                              ; preds = %726
  %730 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %731 = mul nuw nsw i64 %715, 16
  %732 = add nuw nsw i64 %731, %719
  %733 = add nuw nsw i64 %732, %723
  %734 = add nuw nsw i64 %733, %727
  %735 = getelementptr inbounds nuw float, ptr %730, i64 %734
  store float 0.000000e+00, ptr %735, align 4
  %736 = add i64 %727, 1
  br label %726

737:                                              ; preds = %726
  %738 = add i64 %723, 1
  br label %722

739:                                              ; preds = %722
  %740 = add i64 %719, 1
  br label %718

741:                                              ; preds = %718
  %742 = add i64 %715, 1
  br label %714

743:                                              ; preds = %714
  br label %744

744:                                              ; preds = %788, %743
  %745 = phi i64 [ %789, %788 ], [ 0, %743 ]
  %746 = icmp slt i64 %745, 1
  br i1 %746, label %747, label %790

747:                                              ; preds = %744
  br label %748

748:                                              ; preds = %786, %747
  %749 = phi i64 [ %787, %786 ], [ 0, %747 ]
  %750 = icmp slt i64 %749, 16
  br i1 %750, label %751, label %788

751:                                              ; preds = %748
  br label %752

752:                                              ; preds = %784, %751
  %753 = phi i64 [ %785, %784 ], [ 0, %751 ]
  %754 = icmp slt i64 %753, 16
  br i1 %754, label %755, label %786

755:                                              ; preds = %752
  br label %756

756:                                              ; preds = %759, %755
  %757 = phi i64 [ %783, %759 ], [ 0, %755 ]
  %758 = icmp slt i64 %757, 16
  br i1 %758, label %759, label %784

759:                                              ; preds = %756
  %760 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %449, 1
  %761 = mul nuw nsw i64 %745, 4096
  %762 = mul nuw nsw i64 %749, 256
  %763 = add nuw nsw i64 %761, %762
  %764 = mul nuw nsw i64 %753, 16
  %765 = add nuw nsw i64 %763, %764
  %766 = add nuw nsw i64 %765, %757
  %767 = getelementptr inbounds nuw float, ptr %760, i64 %766
  %768 = load float, ptr %767, align 4
  %769 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %770 = mul nuw nsw i64 %745, 16
  %771 = add nuw nsw i64 %770, %749
  %772 = add nuw nsw i64 %771, 0
  %773 = add nuw nsw i64 %772, 0
  %774 = getelementptr inbounds nuw float, ptr %769, i64 %773
  %775 = load float, ptr %774, align 4
  %776 = fadd float %768, %775
  %777 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %778 = mul nuw nsw i64 %745, 16
  %779 = add nuw nsw i64 %778, %749
  %780 = add nuw nsw i64 %779, 0
  %781 = add nuw nsw i64 %780, 0
  %782 = getelementptr inbounds nuw float, ptr %777, i64 %781
  store float %776, ptr %782, align 4
  %783 = add i64 %757, 1
  br label %756

784:                                              ; preds = %756
  %785 = add i64 %753, 1
  br label %752

786:                                              ; preds = %752
  %787 = add i64 %749, 1
  br label %748

788:                                              ; preds = %748
  %789 = add i64 %745, 1
  br label %744

790:                                              ; preds = %744
  %791 = call ptr @malloc(i64 96)
  %792 = ptrtoint ptr %791 to i64
  %793 = add i64 %792, 63
  %794 = urem i64 %793, 64
  %795 = sub i64 %793, %794
  %796 = inttoptr i64 %795 to ptr
  %797 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %791, 0
  %798 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %797, ptr %796, 1
  %799 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %798, i64 0, 2
  %800 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %799, i64 1, 3, 0
  %801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %800, i64 8, 3, 1
  %802 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %801, i64 1, 3, 2
  %803 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %802, i64 1, 3, 3
  %804 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %803, i64 8, 4, 0
  %805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %804, i64 1, 4, 1
  %806 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %805, i64 1, 4, 2
  %807 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %806, i64 1, 4, 3
  br label %808

808:                                              ; preds = %837, %790
  %809 = phi i64 [ %838, %837 ], [ 0, %790 ]
  %810 = icmp slt i64 %809, 1
  br i1 %810, label %811, label %839

811:                                              ; preds = %808
  br label %812

812:                                              ; preds = %835, %811
  %813 = phi i64 [ %836, %835 ], [ 0, %811 ]
  %814 = icmp slt i64 %813, 8
  br i1 %814, label %815, label %837

815:                                              ; preds = %812
  br label %816

816:                                              ; preds = %833, %815
  %817 = phi i64 [ %834, %833 ], [ 0, %815 ]
  %818 = icmp slt i64 %817, 1
  br i1 %818, label %819, label %835

819:                                              ; preds = %816
  br label %820

820:                                              ; preds = %823, %819
  %821 = phi i64 [ %832, %823 ], [ 0, %819 ]
  %822 = icmp slt i64 %821, 1
  br i1 %822, label %823, label %833

823:                                              ; preds = %820
  %824 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %813
  %825 = load float, ptr %824, align 4
  %826 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %807, 1
  %827 = mul nuw nsw i64 %809, 8
  %828 = add nuw nsw i64 %827, %813
  %829 = add nuw nsw i64 %828, %817
  %830 = add nuw nsw i64 %829, %821
  %831 = getelementptr inbounds nuw float, ptr %826, i64 %830
  store float %825, ptr %831, align 4
  %832 = add i64 %821, 1
  br label %820

833:                                              ; preds = %820
  %834 = add i64 %817, 1
  br label %816

835:                                              ; preds = %816
  %836 = add i64 %813, 1
  br label %812

837:                                              ; preds = %812
  %838 = add i64 %809, 1
  br label %808

839:                                              ; preds = %808
  br label %840

840:                                              ; preds = %910, %839
  %841 = phi i64 [ %911, %910 ], [ 0, %839 ]
  %842 = icmp slt i64 %841, 1
  br i1 %842, label %843, label %912

843:                                              ; preds = %840
  br label %844

844:                                              ; preds = %908, %843
  %845 = phi i64 [ %909, %908 ], [ 0, %843 ]
  %846 = icmp slt i64 %845, 8
  br i1 %846, label %847, label %910

847:                                              ; preds = %844
  br label %848

848:                                              ; preds = %906, %847
  %849 = phi i64 [ %907, %906 ], [ 0, %847 ]
  %850 = icmp slt i64 %849, 1
  br i1 %850, label %851, label %908

851:                                              ; preds = %848
  br label %852

852:                                              ; preds = %904, %851
  %853 = phi i64 [ %905, %904 ], [ 0, %851 ]
  %854 = icmp slt i64 %853, 1
  br i1 %854, label %855, label %906

855:                                              ; preds = %852
  br label %856

856:                                              ; preds = %902, %855
  %857 = phi i64 [ %903, %902 ], [ 0, %855 ]
  %858 = icmp slt i64 %857, 16
  br i1 %858, label %859, label %904

859:                                              ; preds = %856
  br label %860

860:                                              ; preds = %900, %859
  %861 = phi i64 [ %901, %900 ], [ 0, %859 ]
  %862 = icmp slt i64 %861, 1
  br i1 %862, label %863, label %902

863:                                              ; preds = %860
  br label %864

864:                                              ; preds = %867, %863
  %865 = phi i64 [ %899, %867 ], [ 0, %863 ]
  %866 = icmp slt i64 %865, 1
  br i1 %866, label %867, label %900

867:                                              ; preds = %864
  %868 = add i64 %849, %861
  %869 = add i64 %853, %865
  %870 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %871 = mul nuw nsw i64 %841, 16
  %872 = add nuw nsw i64 %871, %857
  %873 = add nuw nsw i64 %872, %868
  %874 = add nuw nsw i64 %873, %869
  %875 = getelementptr inbounds nuw float, ptr %870, i64 %874
  %876 = load float, ptr %875, align 4
  %877 = mul nuw nsw i64 %845, 16
  %878 = add nuw nsw i64 %877, %857
  %879 = add nuw nsw i64 %878, %861
  %880 = add nuw nsw i64 %879, %865
  %881 = getelementptr inbounds nuw float, ptr @__constant_8x16x1x1xf32, i64 %880
  %882 = load float, ptr %881, align 4
  %883 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %807, 1
  %884 = mul nuw nsw i64 %841, 8
  %885 = add nuw nsw i64 %884, %845
  %886 = add nuw nsw i64 %885, %849
  %887 = add nuw nsw i64 %886, %853
  %888 = getelementptr inbounds nuw float, ptr %883, i64 %887
  %889 = load float, ptr %888, align 4
  %890 = fdiv float %876, 2.560000e+02
  %891 = fmul float %890, %882
  %892 = fadd float %889, %891
  %893 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %807, 1
  %894 = mul nuw nsw i64 %841, 8
  %895 = add nuw nsw i64 %894, %845
  %896 = add nuw nsw i64 %895, %849
  %897 = add nuw nsw i64 %896, %853
  %898 = getelementptr inbounds nuw float, ptr %893, i64 %897
  store float %892, ptr %898, align 4
  %899 = add i64 %865, 1
  br label %864

900:                                              ; preds = %864
  %901 = add i64 %861, 1
  br label %860

902:                                              ; preds = %860
  %903 = add i64 %857, 1
  br label %856

904:                                              ; preds = %856
  %905 = add i64 %853, 1
  br label %852

906:                                              ; preds = %852
  %907 = add i64 %849, 1
  br label %848

908:                                              ; preds = %848
  %909 = add i64 %845, 1
  br label %844

910:                                              ; preds = %844
  %911 = add i64 %841, 1
  br label %840

912:                                              ; preds = %840
  br label %913

913:                                              ; preds = %942, %912
  %914 = phi i64 [ %943, %942 ], [ 0, %912 ]
  %915 = icmp slt i64 %914, 1
  br i1 %915, label %916, label %944

916:                                              ; preds = %913
  br label %917

917:                                              ; preds = %940, %916
  %918 = phi i64 [ %941, %940 ], [ 0, %916 ]
  %919 = icmp slt i64 %918, 16
  br i1 %919, label %920, label %942

920:                                              ; preds = %917
  br label %921

921:                                              ; preds = %938, %920
  %922 = phi i64 [ %939, %938 ], [ 0, %920 ]
  %923 = icmp slt i64 %922, 1
  br i1 %923, label %924, label %940

924:                                              ; preds = %921
  br label %925

925:                                              ; preds = %928, %924
  %926 = phi i64 [ %937, %928 ], [ 0, %924 ]
  %927 = icmp slt i64 %926, 1
  br i1 %927, label %928, label %938

928:                                              ; preds = %925
  %929 = getelementptr inbounds nuw float, ptr @__constant_16xf32_142, i64 %918
  %930 = load float, ptr %929, align 4
  %931 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %932 = mul nuw nsw i64 %914, 16
  %933 = add nuw nsw i64 %932, %918
  %934 = add nuw nsw i64 %933, %922
  %935 = add nuw nsw i64 %934, %926
  %936 = getelementptr inbounds nuw float, ptr %931, i64 %935
  store float %930, ptr %936, align 4
  %937 = add i64 %926, 1
  br label %925

938:                                              ; preds = %925
  %939 = add i64 %922, 1
  br label %921

940:                                              ; preds = %921
  %941 = add i64 %918, 1
  br label %917

942:                                              ; preds = %917
  %943 = add i64 %914, 1
  br label %913

944:                                              ; preds = %913
  br label %945

945:                                              ; preds = %1016, %944
  %946 = phi i64 [ %1017, %1016 ], [ 0, %944 ]
  %947 = icmp slt i64 %946, 1
  br i1 %947, label %948, label %1018

948:                                              ; preds = %945
  br label %949

949:                                              ; preds = %1014, %948
  %950 = phi i64 [ %1015, %1014 ], [ 0, %948 ]
  %951 = icmp slt i64 %950, 16
  br i1 %951, label %952, label %1016

952:                                              ; preds = %949
  br label %953

953:                                              ; preds = %1012, %952
  %954 = phi i64 [ %1013, %1012 ], [ 0, %952 ]
  %955 = icmp slt i64 %954, 1
  br i1 %955, label %956, label %1014

956:                                              ; preds = %953
  br label %957

957:                                              ; preds = %1010, %956
  %958 = phi i64 [ %1011, %1010 ], [ 0, %956 ]
  %959 = icmp slt i64 %958, 1
  br i1 %959, label %960, label %1012

960:                                              ; preds = %957
  br label %961

961:                                              ; preds = %1008, %960
  %962 = phi i64 [ %1009, %1008 ], [ 0, %960 ]
  %963 = icmp slt i64 %962, 8
  br i1 %963, label %964, label %1010

964:                                              ; preds = %961
  br label %965

965:                                              ; preds = %1006, %964
  %966 = phi i64 [ %1007, %1006 ], [ 0, %964 ]
  %967 = icmp slt i64 %966, 1
  br i1 %967, label %968, label %1008

968:                                              ; preds = %965
  br label %969

969:                                              ; preds = %972, %968
  %970 = phi i64 [ %1005, %972 ], [ 0, %968 ]
  %971 = icmp slt i64 %970, 1
  br i1 %971, label %972, label %1006

972:                                              ; preds = %969
  %973 = add i64 %954, %966
  %974 = add i64 %958, %970
  %975 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %807, 1
  %976 = mul nuw nsw i64 %946, 8
  %977 = add nuw nsw i64 %976, %962
  %978 = add nuw nsw i64 %977, %973
  %979 = add nuw nsw i64 %978, %974
  %980 = getelementptr inbounds nuw float, ptr %975, i64 %979
  %981 = load float, ptr %980, align 4
  %982 = mul nuw nsw i64 %950, 8
  %983 = add nuw nsw i64 %982, %962
  %984 = add nuw nsw i64 %983, %966
  %985 = add nuw nsw i64 %984, %970
  %986 = getelementptr inbounds nuw float, ptr @__constant_16x8x1x1xf32, i64 %985
  %987 = load float, ptr %986, align 4
  %988 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %989 = mul nuw nsw i64 %946, 16
  %990 = add nuw nsw i64 %989, %950
  %991 = add nuw nsw i64 %990, %954
  %992 = add nuw nsw i64 %991, %958
  %993 = getelementptr inbounds nuw float, ptr %988, i64 %992
  %994 = load float, ptr %993, align 4
  %995 = fcmp ugt float %981, 0.000000e+00
  %996 = select i1 %995, float %981, float 0.000000e+00
  %997 = fmul float %996, %987
  %998 = fadd float %994, %997
  %999 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %1000 = mul nuw nsw i64 %946, 16
  %1001 = add nuw nsw i64 %1000, %950
  %1002 = add nuw nsw i64 %1001, %954
  %1003 = add nuw nsw i64 %1002, %958
  %1004 = getelementptr inbounds nuw float, ptr %999, i64 %1003
  store float %998, ptr %1004, align 4
  %1005 = add i64 %970, 1
  br label %969

1006:                                             ; preds = %969
  %1007 = add i64 %966, 1
  br label %965

1008:                                             ; preds = %965
  %1009 = add i64 %962, 1
  br label %961

1010:                                             ; preds = %961
  %1011 = add i64 %958, 1
  br label %957

1012:                                             ; preds = %957
  %1013 = add i64 %954, 1
  br label %953

1014:                                             ; preds = %953
  %1015 = add i64 %950, 1
  br label %949

1016:                                             ; preds = %949
  %1017 = add i64 %946, 1
  br label %945

1018:                                             ; preds = %945
  br label %1019

1019:                                             ; preds = %1108, %1018
  %1020 = phi i64 [ %1109, %1108 ], [ 0, %1018 ]
  %1021 = icmp slt i64 %1020, 1
  br i1 %1021, label %1022, label %1110

1022:                                             ; preds = %1019
  br label %1023

1023:                                             ; preds = %1106, %1022
  %1024 = phi i64 [ %1107, %1106 ], [ 0, %1022 ]
  %1025 = icmp slt i64 %1024, 16
  br i1 %1025, label %1026, label %1108

1026:                                             ; preds = %1023
  br label %1027

1027:                                             ; preds = %1104, %1026
  %1028 = phi i64 [ %1105, %1104 ], [ 0, %1026 ]
  %1029 = icmp slt i64 %1028, 16
  br i1 %1029, label %1030, label %1106

1030:                                             ; preds = %1027
  br label %1031

1031:                                             ; preds = %1102, %1030
  %1032 = phi i64 [ %1103, %1102 ], [ 0, %1030 ]
  %1033 = icmp slt i64 %1032, 16
  br i1 %1033, label %1034, label %1104

1034:                                             ; preds = %1031
  br label %1035

1035:                                             ; preds = %1100, %1034
  %1036 = phi i64 [ %1101, %1100 ], [ 0, %1034 ]
  %1037 = icmp slt i64 %1036, 16
  br i1 %1037, label %1038, label %1102

1038:                                             ; preds = %1035
  br label %1039

1039:                                             ; preds = %1098, %1038
  %1040 = phi i64 [ %1099, %1098 ], [ 0, %1038 ]
  %1041 = icmp slt i64 %1040, 1
  br i1 %1041, label %1042, label %1100

1042:                                             ; preds = %1039
  br label %1043

1043:                                             ; preds = %1046, %1042
  %1044 = phi i64 [ %1097, %1046 ], [ 0, %1042 ]
  %1045 = icmp slt i64 %1044, 1
  br i1 %1045, label %1046, label %1098

1046:                                             ; preds = %1043
  %1047 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 1
  %1048 = mul nuw nsw i64 %1020, 16
  %1049 = add nuw nsw i64 %1048, %1036
  %1050 = add nuw nsw i64 %1049, 0
  %1051 = add nuw nsw i64 %1050, 0
  %1052 = getelementptr inbounds nuw float, ptr %1047, i64 %1051
  %1053 = load float, ptr %1052, align 4
  %1054 = add i64 %1028, %1040
  %1055 = add i64 %1032, %1044
  %1056 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %449, 1
  %1057 = mul nuw nsw i64 %1020, 4096
  %1058 = mul nuw nsw i64 %1036, 256
  %1059 = add nuw nsw i64 %1057, %1058
  %1060 = mul nuw nsw i64 %1054, 16
  %1061 = add nuw nsw i64 %1059, %1060
  %1062 = add nuw nsw i64 %1061, %1055
  %1063 = getelementptr inbounds nuw float, ptr %1056, i64 %1062
  %1064 = load float, ptr %1063, align 4
  %1065 = mul nuw nsw i64 %1024, 16
  %1066 = add nuw nsw i64 %1065, %1036
  %1067 = add nuw nsw i64 %1066, %1040
  %1068 = add nuw nsw i64 %1067, %1044
  %1069 = getelementptr inbounds nuw float, ptr @__constant_16x16x1x1xf32, i64 %1068
  %1070 = load float, ptr %1069, align 4
  %1071 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, 1
  %1072 = mul nuw nsw i64 %1020, 4096
  %1073 = mul nuw nsw i64 %1024, 256
  %1074 = add nuw nsw i64 %1072, %1073
  %1075 = mul nuw nsw i64 %1028, 16
  %1076 = add nuw nsw i64 %1074, %1075
  %1077 = add nuw nsw i64 %1076, %1032
  %1078 = getelementptr inbounds nuw float, ptr %1071, i64 %1077
  %1079 = load float, ptr %1078, align 4
  %1080 = fadd float %1053, 3.000000e+00
  %1081 = fcmp ult float %1080, 0.000000e+00
  %1082 = select i1 %1081, float 0.000000e+00, float %1080
  %1083 = fcmp ugt float %1082, 6.000000e+00
  %1084 = select i1 %1083, float 6.000000e+00, float %1082
  %1085 = fdiv float %1084, 6.000000e+00
  %1086 = fmul float %1085, %1064
  %1087 = fmul float %1086, %1070
  %1088 = fadd float %1079, %1087
  %1089 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, 1
  %1090 = mul nuw nsw i64 %1020, 4096
  %1091 = mul nuw nsw i64 %1024, 256
  %1092 = add nuw nsw i64 %1090, %1091
  %1093 = mul nuw nsw i64 %1028, 16
  %1094 = add nuw nsw i64 %1092, %1093
  %1095 = add nuw nsw i64 %1094, %1032
  %1096 = getelementptr inbounds nuw float, ptr %1089, i64 %1095
  store float %1088, ptr %1096, align 4
  %1097 = add i64 %1044, 1
  br label %1043

1098:                                             ; preds = %1043
  %1099 = add i64 %1040, 1
  br label %1039

1100:                                             ; preds = %1039
  %1101 = add i64 %1036, 1
  br label %1035

1102:                                             ; preds = %1035
  %1103 = add i64 %1032, 1
  br label %1031

1104:                                             ; preds = %1031
  %1105 = add i64 %1028, 1
  br label %1027

1106:                                             ; preds = %1027
  %1107 = add i64 %1024, 1
  br label %1023

1108:                                             ; preds = %1023
  %1109 = add i64 %1020, 1
  br label %1019

1110:                                             ; preds = %1019
  %1111 = call ptr @malloc(i64 73792)
  %1112 = ptrtoint ptr %1111 to i64
  %1113 = add i64 %1112, 63
  %1114 = urem i64 %1113, 64
  %1115 = sub i64 %1113, %1114
  %1116 = inttoptr i64 %1115 to ptr
  %1117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1111, 0
  %1118 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1117, ptr %1116, 1
  %1119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1118, i64 0, 2
  %1120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1119, i64 1, 3, 0
  %1121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1120, i64 72, 3, 1
  %1122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1121, i64 16, 3, 2
  %1123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1122, i64 16, 3, 3
  %1124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1123, i64 18432, 4, 0
  %1125 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1124, i64 256, 4, 1
  %1126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1125, i64 16, 4, 2
  %1127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1126, i64 1, 4, 3
  br label %1128

1128:                                             ; preds = %1157, %1110
  %1129 = phi i64 [ %1158, %1157 ], [ 0, %1110 ]
  %1130 = icmp slt i64 %1129, 1
  br i1 %1130, label %1131, label %1159

1131:                                             ; preds = %1128
  br label %1132

1132:                                             ; preds = %1155, %1131
  %1133 = phi i64 [ %1156, %1155 ], [ 0, %1131 ]
  %1134 = icmp slt i64 %1133, 72
  br i1 %1134, label %1135, label %1157

1135:                                             ; preds = %1132
  br label %1136

1136:                                             ; preds = %1153, %1135
  %1137 = phi i64 [ %1154, %1153 ], [ 0, %1135 ]
  %1138 = icmp slt i64 %1137, 16
  br i1 %1138, label %1139, label %1155

1139:                                             ; preds = %1136
  br label %1140

1140:                                             ; preds = %1143, %1139
  %1141 = phi i64 [ %1152, %1143 ], [ 0, %1139 ]
  %1142 = icmp slt i64 %1141, 16
  br i1 %1142, label %1143, label %1153

1143:                                             ; preds = %1140
  %1144 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, 1
  %1145 = mul nuw nsw i64 %1129, 18432
  %1146 = mul nuw nsw i64 %1133, 256
  %1147 = add nuw nsw i64 %1145, %1146
  %1148 = mul nuw nsw i64 %1137, 16
  %1149 = add nuw nsw i64 %1147, %1148
  %1150 = add nuw nsw i64 %1149, %1141
  %1151 = getelementptr inbounds nuw float, ptr %1144, i64 %1150
  store float 0.000000e+00, ptr %1151, align 4
  %1152 = add i64 %1141, 1
  br label %1140

1153:                                             ; preds = %1140
  %1154 = add i64 %1137, 1
  br label %1136

1155:                                             ; preds = %1136
  %1156 = add i64 %1133, 1
  br label %1132

1157:                                             ; preds = %1132
  %1158 = add i64 %1129, 1
  br label %1128

1159:                                             ; preds = %1128
  br label %1160

1160:                                             ; preds = %1258, %1159
  %1161 = phi i64 [ %1259, %1258 ], [ 0, %1159 ]
  %1162 = icmp slt i64 %1161, 1
  br i1 %1162, label %1163, label %1260

1163:                                             ; preds = %1160
  br label %1164

1164:                                             ; preds = %1256, %1163
  %1165 = phi i64 [ %1257, %1256 ], [ 0, %1163 ]
  %1166 = icmp slt i64 %1165, 72
  br i1 %1166, label %1167, label %1258

1167:                                             ; preds = %1164
  br label %1168

1168:                                             ; preds = %1254, %1167
  %1169 = phi i64 [ %1255, %1254 ], [ 0, %1167 ]
  %1170 = icmp slt i64 %1169, 16
  br i1 %1170, label %1171, label %1256

1171:                                             ; preds = %1168
  br label %1172

1172:                                             ; preds = %1252, %1171
  %1173 = phi i64 [ %1253, %1252 ], [ 0, %1171 ]
  %1174 = icmp slt i64 %1173, 16
  br i1 %1174, label %1175, label %1254

1175:                                             ; preds = %1172
  br label %1176

1176:                                             ; preds = %1250, %1175
  %1177 = phi i64 [ %1251, %1250 ], [ 0, %1175 ]
  %1178 = icmp slt i64 %1177, 16
  br i1 %1178, label %1179, label %1252

1179:                                             ; preds = %1176
  br label %1180

1180:                                             ; preds = %1248, %1179
  %1181 = phi i64 [ %1249, %1248 ], [ 0, %1179 ]
  %1182 = icmp slt i64 %1181, 1
  br i1 %1182, label %1183, label %1250

1183:                                             ; preds = %1180
  br label %1184

1184:                                             ; preds = %1187, %1183
  %1185 = phi i64 [ %1247, %1187 ], [ 0, %1183 ]
  %1186 = icmp slt i64 %1185, 1
  br i1 %1186, label %1187, label %1248

1187:                                             ; preds = %1184
  %1188 = add i64 %1169, %1181
  %1189 = add i64 %1173, %1185
  %1190 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, 1
  %1191 = mul nuw nsw i64 %1161, 4096
  %1192 = mul nuw nsw i64 %1177, 256
  %1193 = add nuw nsw i64 %1191, %1192
  %1194 = mul nuw nsw i64 %1188, 16
  %1195 = add nuw nsw i64 %1193, %1194
  %1196 = add nuw nsw i64 %1195, %1189
  %1197 = getelementptr inbounds nuw float, ptr %1190, i64 %1196
  %1198 = load float, ptr %1197, align 4
  %1199 = add nuw nsw i64 %1177, 0
  %1200 = add nuw nsw i64 %1199, 0
  %1201 = getelementptr inbounds nuw float, ptr @__constant_16xf32_141, i64 %1200
  %1202 = load float, ptr %1201, align 4
  %1203 = add nuw nsw i64 %1177, 0
  %1204 = add nuw nsw i64 %1203, 0
  %1205 = getelementptr inbounds nuw float, ptr @__constant_16xf32_140, i64 %1204
  %1206 = load float, ptr %1205, align 4
  %1207 = add nuw nsw i64 %1177, 0
  %1208 = add nuw nsw i64 %1207, 0
  %1209 = getelementptr inbounds nuw float, ptr @__constant_16xf32_139, i64 %1208
  %1210 = load float, ptr %1209, align 4
  %1211 = add nuw nsw i64 %1177, 0
  %1212 = add nuw nsw i64 %1211, 0
  %1213 = getelementptr inbounds nuw float, ptr @__constant_16xf32, i64 %1212
  %1214 = load float, ptr %1213, align 4
  %1215 = mul nuw nsw i64 %1165, 16
  %1216 = add nuw nsw i64 %1215, %1177
  %1217 = add nuw nsw i64 %1216, %1181
  %1218 = add nuw nsw i64 %1217, %1185
  %1219 = getelementptr inbounds nuw float, ptr @__constant_72x16x1x1xf32, i64 %1218
  %1220 = load float, ptr %1219, align 4
  %1221 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, 1
  %1222 = mul nuw nsw i64 %1161, 18432
  %1223 = mul nuw nsw i64 %1165, 256
  %1224 = add nuw nsw i64 %1222, %1223
  %1225 = mul nuw nsw i64 %1169, 16
  %1226 = add nuw nsw i64 %1224, %1225
  %1227 = add nuw nsw i64 %1226, %1173
  %1228 = getelementptr inbounds nuw float, ptr %1221, i64 %1227
  %1229 = load float, ptr %1228, align 4
  %1230 = fadd float %1206, 1.000000e-03
  %1231 = call float @llvm.sqrt.f32(float %1230)
  %1232 = fdiv float 1.000000e+00, %1231
  %1233 = fsub float %1198, %1202
  %1234 = fmul float %1233, %1232
  %1235 = fmul float %1234, %1210
  %1236 = fadd float %1235, %1214
  %1237 = fmul float %1236, %1220
  %1238 = fadd float %1229, %1237
  %1239 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, 1
  %1240 = mul nuw nsw i64 %1161, 18432
  %1241 = mul nuw nsw i64 %1165, 256
  %1242 = add nuw nsw i64 %1240, %1241
  %1243 = mul nuw nsw i64 %1169, 16
  %1244 = add nuw nsw i64 %1242, %1243
  %1245 = add nuw nsw i64 %1244, %1173
  %1246 = getelementptr inbounds nuw float, ptr %1239, i64 %1245
  store float %1238, ptr %1246, align 4
  %1247 = add i64 %1185, 1
  br label %1184

1248:                                             ; preds = %1184
  %1249 = add i64 %1181, 1
  br label %1180

1250:                                             ; preds = %1180
  %1251 = add i64 %1177, 1
  br label %1176

1252:                                             ; preds = %1176
  %1253 = add i64 %1173, 1
  br label %1172

1254:                                             ; preds = %1172
  %1255 = add i64 %1169, 1
  br label %1168

1256:                                             ; preds = %1168
  %1257 = add i64 %1165, 1
  br label %1164

1258:                                             ; preds = %1164
  %1259 = add i64 %1161, 1
  br label %1160

1260:                                             ; preds = %1160
  br label %1261

1261:                                             ; preds = %1324, %1260
  %1262 = phi i64 [ %1325, %1324 ], [ 0, %1260 ]
  %1263 = icmp slt i64 %1262, 1
  br i1 %1263, label %1264, label %1326

1264:                                             ; preds = %1261
  br label %1265

1265:                                             ; preds = %1322, %1264
  %1266 = phi i64 [ %1323, %1322 ], [ 0, %1264 ]
  %1267 = icmp slt i64 %1266, 72
  br i1 %1267, label %1268, label %1324

1268:                                             ; preds = %1265
  br label %1269

1269:                                             ; preds = %1320, %1268
  %1270 = phi i64 [ %1321, %1320 ], [ 0, %1268 ]
  %1271 = icmp slt i64 %1270, 16
  br i1 %1271, label %1272, label %1322

1272:                                             ; preds = %1269
  br label %1273

1273:                                             ; preds = %1276, %1272
  %1274 = phi i64 [ %1319, %1276 ], [ 0, %1272 ]
  %1275 = icmp slt i64 %1274, 16
  br i1 %1275, label %1276, label %1320

1276:                                             ; preds = %1273
  %1277 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, 1
  %1278 = mul nuw nsw i64 %1262, 18432
  %1279 = mul nuw nsw i64 %1266, 256
  %1280 = add nuw nsw i64 %1278, %1279
  %1281 = mul nuw nsw i64 %1270, 16
  %1282 = add nuw nsw i64 %1280, %1281
  %1283 = add nuw nsw i64 %1282, %1274
  %1284 = getelementptr inbounds nuw float, ptr %1277, i64 %1283
  %1285 = load float, ptr %1284, align 4
  %1286 = add nuw nsw i64 %1266, 0
  %1287 = add nuw nsw i64 %1286, 0
  %1288 = getelementptr inbounds nuw float, ptr @__constant_72xf32_138, i64 %1287
  %1289 = load float, ptr %1288, align 4
  %1290 = add nuw nsw i64 %1266, 0
  %1291 = add nuw nsw i64 %1290, 0
  %1292 = getelementptr inbounds nuw float, ptr @__constant_72xf32_137, i64 %1291
  %1293 = load float, ptr %1292, align 4
  %1294 = add nuw nsw i64 %1266, 0
  %1295 = add nuw nsw i64 %1294, 0
  %1296 = getelementptr inbounds nuw float, ptr @__constant_72xf32_136, i64 %1295
  %1297 = load float, ptr %1296, align 4
  %1298 = add nuw nsw i64 %1266, 0
  %1299 = add nuw nsw i64 %1298, 0
  %1300 = getelementptr inbounds nuw float, ptr @__constant_72xf32_135, i64 %1299
  %1301 = load float, ptr %1300, align 4
  %1302 = fadd float %1293, 1.000000e-03
  %1303 = call float @llvm.sqrt.f32(float %1302)
  %1304 = fdiv float 1.000000e+00, %1303
  %1305 = fsub float %1285, %1289
  %1306 = fmul float %1305, %1304
  %1307 = fmul float %1306, %1297
  %1308 = fadd float %1307, %1301
  %1309 = fcmp ugt float %1308, 0.000000e+00
  %1310 = select i1 %1309, float %1308, float 0.000000e+00
  %1311 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, 1
  %1312 = mul nuw nsw i64 %1262, 18432
  %1313 = mul nuw nsw i64 %1266, 256
  %1314 = add nuw nsw i64 %1312, %1313
  %1315 = mul nuw nsw i64 %1270, 16
  %1316 = add nuw nsw i64 %1314, %1315
  %1317 = add nuw nsw i64 %1316, %1274
  %1318 = getelementptr inbounds nuw float, ptr %1311, i64 %1317
  store float %1310, ptr %1318, align 4
  %1319 = add i64 %1274, 1
  br label %1273

1320:                                             ; preds = %1273
  %1321 = add i64 %1270, 1
  br label %1269

1322:                                             ; preds = %1269
  %1323 = add i64 %1266, 1
  br label %1265

1324:                                             ; preds = %1265
  %1325 = add i64 %1262, 1
  br label %1261

1326:                                             ; preds = %1261
  %1327 = call ptr @malloc(i64 93376)
  %1328 = ptrtoint ptr %1327 to i64
  %1329 = add i64 %1328, 63
  %1330 = urem i64 %1329, 64
  %1331 = sub i64 %1329, %1330
  %1332 = inttoptr i64 %1331 to ptr
  %1333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1327, 0
  %1334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1333, ptr %1332, 1
  %1335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1334, i64 0, 2
  %1336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1335, i64 1, 3, 0
  %1337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1336, i64 72, 3, 1
  %1338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1337, i64 18, 3, 2
  %1339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1338, i64 18, 3, 3
  %1340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1339, i64 23328, 4, 0
  %1341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1340, i64 324, 4, 1
  %1342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1341, i64 18, 4, 2
  %1343 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1342, i64 1, 4, 3
  br label %1344

1344:                                             ; preds = %1373, %1326
  %1345 = phi i64 [ %1374, %1373 ], [ 0, %1326 ]
  %1346 = icmp slt i64 %1345, 1
  br i1 %1346, label %1347, label %1375

1347:                                             ; preds = %1344
  br label %1348

1348:                                             ; preds = %1371, %1347
  %1349 = phi i64 [ %1372, %1371 ], [ 0, %1347 ]
  %1350 = icmp slt i64 %1349, 72
  br i1 %1350, label %1351, label %1373

1351:                                             ; preds = %1348
  br label %1352

1352:                                             ; preds = %1369, %1351
  %1353 = phi i64 [ %1370, %1369 ], [ 0, %1351 ]
  %1354 = icmp slt i64 %1353, 18
  br i1 %1354, label %1355, label %1371

1355:                                             ; preds = %1352
  br label %1356

1356:                                             ; preds = %1359, %1355
  %1357 = phi i64 [ %1368, %1359 ], [ 0, %1355 ]
  %1358 = icmp slt i64 %1357, 18
  br i1 %1358, label %1359, label %1369

1359:                                             ; preds = %1356
  %1360 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1343, 1
  %1361 = mul nuw nsw i64 %1345, 23328
  %1362 = mul nuw nsw i64 %1349, 324
  %1363 = add nuw nsw i64 %1361, %1362
  %1364 = mul nuw nsw i64 %1353, 18
  %1365 = add nuw nsw i64 %1363, %1364
  %1366 = add nuw nsw i64 %1365, %1357
  %1367 = getelementptr inbounds nuw float, ptr %1360, i64 %1366
  store float 0.000000e+00, ptr %1367, align 4
  %1368 = add i64 %1357, 1
  br label %1356

1369:                                             ; preds = %1356
  %1370 = add i64 %1353, 1
  br label %1352

1371:                                             ; preds = %1352
  %1372 = add i64 %1349, 1
  br label %1348

1373:                                             ; preds = %1348
  %1374 = add i64 %1345, 1
  br label %1344

1375:                                             ; preds = %1344
  %1376 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1343, 0
  %1377 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1343, 1
  %1378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1376, 0
  %1379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1378, ptr %1377, 1
  %1380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1379, i64 19, 2
  %1381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1380, i64 1, 3, 0
  %1382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1381, i64 23328, 4, 0
  %1383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, i64 72, 3, 1
  %1384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1383, i64 324, 4, 1
  %1385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1384, i64 16, 3, 2
  %1386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1385, i64 18, 4, 2
  %1387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, i64 16, 3, 3
  %1388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1387, i64 1, 4, 3
  br label %1389

1389:                                             ; preds = %1428, %1375
  %1390 = phi i64 [ %1429, %1428 ], [ 0, %1375 ]
  %1391 = icmp slt i64 %1390, 1
  br i1 %1391, label %1392, label %1430

1392:                                             ; preds = %1389
  br label %1393

1393:                                             ; preds = %1426, %1392
  %1394 = phi i64 [ %1427, %1426 ], [ 0, %1392 ]
  %1395 = icmp slt i64 %1394, 72
  br i1 %1395, label %1396, label %1428

1396:                                             ; preds = %1393
  br label %1397

1397:                                             ; preds = %1424, %1396
  %1398 = phi i64 [ %1425, %1424 ], [ 0, %1396 ]
  %1399 = icmp slt i64 %1398, 16
  br i1 %1399, label %1400, label %1426

1400:                                             ; preds = %1397
  br label %1401

1401:                                             ; preds = %1404, %1400
  %1402 = phi i64 [ %1423, %1404 ], [ 0, %1400 ]
  %1403 = icmp slt i64 %1402, 16
  br i1 %1403, label %1404, label %1424

1404:                                             ; preds = %1401
  %1405 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, 1
  %1406 = mul nuw nsw i64 %1390, 18432
  %1407 = mul nuw nsw i64 %1394, 256
  %1408 = add nuw nsw i64 %1406, %1407
  %1409 = mul nuw nsw i64 %1398, 16
  %1410 = add nuw nsw i64 %1408, %1409
  %1411 = add nuw nsw i64 %1410, %1402
  %1412 = getelementptr inbounds nuw float, ptr %1405, i64 %1411
  %1413 = load float, ptr %1412, align 4
  %1414 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1388, 1
  %1415 = getelementptr float, ptr %1414, i64 19
  %1416 = mul nuw nsw i64 %1390, 23328
  %1417 = mul nuw nsw i64 %1394, 324
  %1418 = add nuw nsw i64 %1416, %1417
  %1419 = mul nuw nsw i64 %1398, 18
  %1420 = add nuw nsw i64 %1418, %1419
  %1421 = add nuw nsw i64 %1420, %1402
  %1422 = getelementptr inbounds nuw float, ptr %1415, i64 %1421
  store float %1413, ptr %1422, align 4
  %1423 = add i64 %1402, 1
  br label %1401

1424:                                             ; preds = %1401
  %1425 = add i64 %1398, 1
  br label %1397

1426:                                             ; preds = %1397
  %1427 = add i64 %1394, 1
  br label %1393

1428:                                             ; preds = %1393
  %1429 = add i64 %1390, 1
  br label %1389

1430:                                             ; preds = %1389
  %1431 = call ptr @malloc(i64 18496)
  %1432 = ptrtoint ptr %1431 to i64
  %1433 = add i64 %1432, 63
  %1434 = urem i64 %1433, 64
  %1435 = sub i64 %1433, %1434
  %1436 = inttoptr i64 %1435 to ptr
  %1437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1431, 0
  %1438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, ptr %1436, 1
  %1439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1438, i64 0, 2
  %1440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1439, i64 1, 3, 0
  %1441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1440, i64 72, 3, 1
  %1442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1441, i64 8, 3, 2
  %1443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1442, i64 8, 3, 3
  %1444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1443, i64 4608, 4, 0
  %1445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1444, i64 64, 4, 1
  %1446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1445, i64 8, 4, 2
  %1447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1446, i64 1, 4, 3
  br label %1448

1448:                                             ; preds = %1477, %1430
  %1449 = phi i64 [ %1478, %1477 ], [ 0, %1430 ]
  %1450 = icmp slt i64 %1449, 1
  br i1 %1450, label %1451, label %1479

1451:                                             ; preds = %1448
  br label %1452

1452:                                             ; preds = %1475, %1451
  %1453 = phi i64 [ %1476, %1475 ], [ 0, %1451 ]
  %1454 = icmp slt i64 %1453, 72
  br i1 %1454, label %1455, label %1477

1455:                                             ; preds = %1452
  br label %1456

1456:                                             ; preds = %1473, %1455
  %1457 = phi i64 [ %1474, %1473 ], [ 0, %1455 ]
  %1458 = icmp slt i64 %1457, 8
  br i1 %1458, label %1459, label %1475

1459:                                             ; preds = %1456
  br label %1460

1460:                                             ; preds = %1463, %1459
  %1461 = phi i64 [ %1472, %1463 ], [ 0, %1459 ]
  %1462 = icmp slt i64 %1461, 8
  br i1 %1462, label %1463, label %1473

1463:                                             ; preds = %1460
  %1464 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1447, 1
  %1465 = mul nuw nsw i64 %1449, 4608
  %1466 = mul nuw nsw i64 %1453, 64
  %1467 = add nuw nsw i64 %1465, %1466
  %1468 = mul nuw nsw i64 %1457, 8
  %1469 = add nuw nsw i64 %1467, %1468
  %1470 = add nuw nsw i64 %1469, %1461
  %1471 = getelementptr inbounds nuw float, ptr %1464, i64 %1470
  store float 0.000000e+00, ptr %1471, align 4
  %1472 = add i64 %1461, 1
  br label %1460

1473:                                             ; preds = %1460
  %1474 = add i64 %1457, 1
  br label %1456

1475:                                             ; preds = %1456
  %1476 = add i64 %1453, 1
  br label %1452

1477:                                             ; preds = %1452
  %1478 = add i64 %1449, 1
  br label %1448

1479:                                             ; preds = %1448
  br label %1480

1480:                                             ; preds = %1551, %1479
  %1481 = phi i64 [ %1552, %1551 ], [ 0, %1479 ]
  %1482 = icmp slt i64 %1481, 1
  br i1 %1482, label %1483, label %1553

1483:                                             ; preds = %1480
  br label %1484

1484:                                             ; preds = %1549, %1483
  %1485 = phi i64 [ %1550, %1549 ], [ 0, %1483 ]
  %1486 = icmp slt i64 %1485, 8
  br i1 %1486, label %1487, label %1551

1487:                                             ; preds = %1484
  br label %1488

1488:                                             ; preds = %1547, %1487
  %1489 = phi i64 [ %1548, %1547 ], [ 0, %1487 ]
  %1490 = icmp slt i64 %1489, 8
  br i1 %1490, label %1491, label %1549

1491:                                             ; preds = %1488
  br label %1492

1492:                                             ; preds = %1545, %1491
  %1493 = phi i64 [ %1546, %1545 ], [ 0, %1491 ]
  %1494 = icmp slt i64 %1493, 72
  br i1 %1494, label %1495, label %1547

1495:                                             ; preds = %1492
  br label %1496

1496:                                             ; preds = %1543, %1495
  %1497 = phi i64 [ %1544, %1543 ], [ 0, %1495 ]
  %1498 = icmp slt i64 %1497, 3
  br i1 %1498, label %1499, label %1545

1499:                                             ; preds = %1496
  br label %1500

1500:                                             ; preds = %1503, %1499
  %1501 = phi i64 [ %1542, %1503 ], [ 0, %1499 ]
  %1502 = icmp slt i64 %1501, 3
  br i1 %1502, label %1503, label %1543

1503:                                             ; preds = %1500
  %1504 = mul nsw i64 %1485, 2
  %1505 = add i64 %1504, %1497
  %1506 = mul nsw i64 %1489, 2
  %1507 = add i64 %1506, %1501
  %1508 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1343, 1
  %1509 = mul nuw nsw i64 %1481, 23328
  %1510 = mul nuw nsw i64 %1493, 324
  %1511 = add nuw nsw i64 %1509, %1510
  %1512 = mul nuw nsw i64 %1505, 18
  %1513 = add nuw nsw i64 %1511, %1512
  %1514 = add nuw nsw i64 %1513, %1507
  %1515 = getelementptr inbounds nuw float, ptr %1508, i64 %1514
  %1516 = load float, ptr %1515, align 4
  %1517 = mul nuw nsw i64 %1493, 9
  %1518 = mul nuw nsw i64 %1497, 3
  %1519 = add nuw nsw i64 %1517, %1518
  %1520 = add nuw nsw i64 %1519, %1501
  %1521 = getelementptr inbounds nuw float, ptr @__constant_72x1x3x3xf32, i64 %1520
  %1522 = load float, ptr %1521, align 4
  %1523 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1447, 1
  %1524 = mul nuw nsw i64 %1481, 4608
  %1525 = mul nuw nsw i64 %1493, 64
  %1526 = add nuw nsw i64 %1524, %1525
  %1527 = mul nuw nsw i64 %1485, 8
  %1528 = add nuw nsw i64 %1526, %1527
  %1529 = add nuw nsw i64 %1528, %1489
  %1530 = getelementptr inbounds nuw float, ptr %1523, i64 %1529
  %1531 = load float, ptr %1530, align 4
  %1532 = fmul float %1516, %1522
  %1533 = fadd float %1531, %1532
  %1534 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1447, 1
  %1535 = mul nuw nsw i64 %1481, 4608
  %1536 = mul nuw nsw i64 %1493, 64
  %1537 = add nuw nsw i64 %1535, %1536
  %1538 = mul nuw nsw i64 %1485, 8
  %1539 = add nuw nsw i64 %1537, %1538
  %1540 = add nuw nsw i64 %1539, %1489
  %1541 = getelementptr inbounds nuw float, ptr %1534, i64 %1540
  store float %1533, ptr %1541, align 4
  %1542 = add i64 %1501, 1
  br label %1500

1543:                                             ; preds = %1500
  %1544 = add i64 %1497, 1
  br label %1496

1545:                                             ; preds = %1496
  %1546 = add i64 %1493, 1
  br label %1492

1547:                                             ; preds = %1492
  %1548 = add i64 %1489, 1
  br label %1488

1549:                                             ; preds = %1488
  %1550 = add i64 %1485, 1
  br label %1484

1551:                                             ; preds = %1484
  %1552 = add i64 %1481, 1
  br label %1480

1553:                                             ; preds = %1480
  %1554 = call ptr @malloc(i64 6208)
  %1555 = ptrtoint ptr %1554 to i64
  %1556 = add i64 %1555, 63
  %1557 = urem i64 %1556, 64
  %1558 = sub i64 %1556, %1557
  %1559 = inttoptr i64 %1558 to ptr
  %1560 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1554, 0
  %1561 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1560, ptr %1559, 1
  %1562 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1561, i64 0, 2
  %1563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1562, i64 1, 3, 0
  %1564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1563, i64 24, 3, 1
  %1565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1564, i64 8, 3, 2
  %1566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1565, i64 8, 3, 3
  %1567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1566, i64 1536, 4, 0
  %1568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1567, i64 64, 4, 1
  %1569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1568, i64 8, 4, 2
  %1570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1569, i64 1, 4, 3
  %1571 = call ptr @malloc(i64 6208)
  %1572 = ptrtoint ptr %1571 to i64
  %1573 = add i64 %1572, 63
  %1574 = urem i64 %1573, 64
  %1575 = sub i64 %1573, %1574
  %1576 = inttoptr i64 %1575 to ptr
  %1577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1571, 0
  %1578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1577, ptr %1576, 1
  %1579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1578, i64 0, 2
  %1580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1579, i64 1, 3, 0
  %1581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1580, i64 24, 3, 1
  %1582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1581, i64 8, 3, 2
  %1583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1582, i64 8, 3, 3
  %1584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1583, i64 1536, 4, 0
  %1585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1584, i64 64, 4, 1
  %1586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1585, i64 8, 4, 2
  %1587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1586, i64 1, 4, 3
  br label %1588

1588:                                             ; preds = %1617, %1553
  %1589 = phi i64 [ %1618, %1617 ], [ 0, %1553 ]
  %1590 = icmp slt i64 %1589, 1
  br i1 %1590, label %1591, label %1619

1591:                                             ; preds = %1588
  br label %1592

1592:                                             ; preds = %1615, %1591
  %1593 = phi i64 [ %1616, %1615 ], [ 0, %1591 ]
  %1594 = icmp slt i64 %1593, 24
  br i1 %1594, label %1595, label %1617

1595:                                             ; preds = %1592
  br label %1596

1596:                                             ; preds = %1613, %1595
  %1597 = phi i64 [ %1614, %1613 ], [ 0, %1595 ]
  %1598 = icmp slt i64 %1597, 8
  br i1 %1598, label %1599, label %1615

1599:                                             ; preds = %1596
  br label %1600

1600:                                             ; preds = %1603, %1599
  %1601 = phi i64 [ %1612, %1603 ], [ 0, %1599 ]
  %1602 = icmp slt i64 %1601, 8
  br i1 %1602, label %1603, label %1613

1603:                                             ; preds = %1600
  %1604 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %1605 = mul nuw nsw i64 %1589, 1536
  %1606 = mul nuw nsw i64 %1593, 64
  %1607 = add nuw nsw i64 %1605, %1606
  %1608 = mul nuw nsw i64 %1597, 8
  %1609 = add nuw nsw i64 %1607, %1608
  %1610 = add nuw nsw i64 %1609, %1601
  %1611 = getelementptr inbounds nuw float, ptr %1604, i64 %1610
  store float 0.000000e+00, ptr %1611, align 4
  %1612 = add i64 %1601, 1
  br label %1600

1613:                                             ; preds = %1600
  %1614 = add i64 %1597, 1
  br label %1596

1615:                                             ; preds = %1596
  %1616 = add i64 %1593, 1
  br label %1592

1617:                                             ; preds = %1592
  %1618 = add i64 %1589, 1
  br label %1588

1619:                                             ; preds = %1588
  %1620 = call ptr @malloc(i64 6208)
  %1621 = ptrtoint ptr %1620 to i64
  %1622 = add i64 %1621, 63
  %1623 = urem i64 %1622, 64
  %1624 = sub i64 %1622, %1623
  %1625 = inttoptr i64 %1624 to ptr
  %1626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1620, 0
  %1627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1626, ptr %1625, 1
  %1628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1627, i64 0, 2
  %1629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1628, i64 1, 3, 0
  %1630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1629, i64 24, 3, 1
  %1631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1630, i64 8, 3, 2
  %1632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1631, i64 8, 3, 3
  %1633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1632, i64 1536, 4, 0
  %1634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1633, i64 64, 4, 1
  %1635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1634, i64 8, 4, 2
  %1636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1635, i64 1, 4, 3
  br label %1637

1637:                                             ; preds = %1675, %1619
  %1638 = phi i64 [ %1676, %1675 ], [ 0, %1619 ]
  %1639 = icmp slt i64 %1638, 1
  br i1 %1639, label %1640, label %1677

1640:                                             ; preds = %1637
  br label %1641

1641:                                             ; preds = %1673, %1640
  %1642 = phi i64 [ %1674, %1673 ], [ 0, %1640 ]
  %1643 = icmp slt i64 %1642, 24
  br i1 %1643, label %1644, label %1675

1644:                                             ; preds = %1641
  br label %1645

1645:                                             ; preds = %1671, %1644
  %1646 = phi i64 [ %1672, %1671 ], [ 0, %1644 ]
  %1647 = icmp slt i64 %1646, 8
  br i1 %1647, label %1648, label %1673

1648:                                             ; preds = %1645
  br label %1649

1649:                                             ; preds = %1652, %1648
  %1650 = phi i64 [ %1670, %1652 ], [ 0, %1648 ]
  %1651 = icmp slt i64 %1650, 8
  br i1 %1651, label %1652, label %1671

1652:                                             ; preds = %1649
  %1653 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %1654 = mul nuw nsw i64 %1638, 1536
  %1655 = mul nuw nsw i64 %1642, 64
  %1656 = add nuw nsw i64 %1654, %1655
  %1657 = mul nuw nsw i64 %1646, 8
  %1658 = add nuw nsw i64 %1656, %1657
  %1659 = add nuw nsw i64 %1658, %1650
  %1660 = getelementptr inbounds nuw float, ptr %1653, i64 %1659
  %1661 = load float, ptr %1660, align 4
  %1662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, 1
  %1663 = mul nuw nsw i64 %1638, 1536
  %1664 = mul nuw nsw i64 %1642, 64
  %1665 = add nuw nsw i64 %1663, %1664
  %1666 = mul nuw nsw i64 %1646, 8
  %1667 = add nuw nsw i64 %1665, %1666
  %1668 = add nuw nsw i64 %1667, %1650
  %1669 = getelementptr inbounds nuw float, ptr %1662, i64 %1668
  store float %1661, ptr %1669, align 4
  %1670 = add i64 %1650, 1
  br label %1649

1671:                                             ; preds = %1649
  %1672 = add i64 %1646, 1
  br label %1645

1673:                                             ; preds = %1645
  %1674 = add i64 %1642, 1
  br label %1641

1675:                                             ; preds = %1641
  %1676 = add i64 %1638, 1
  br label %1637

1677:                                             ; preds = %1637
  br label %1678

1678:                                             ; preds = %1778, %1677
  %1679 = phi i64 [ %1779, %1778 ], [ 0, %1677 ]
  %1680 = icmp slt i64 %1679, 1
  br i1 %1680, label %1681, label %1780

1681:                                             ; preds = %1678
  br label %1682

1682:                                             ; preds = %1776, %1681
  %1683 = phi i64 [ %1777, %1776 ], [ 0, %1681 ]
  %1684 = icmp slt i64 %1683, 24
  br i1 %1684, label %1685, label %1778

1685:                                             ; preds = %1682
  br label %1686

1686:                                             ; preds = %1774, %1685
  %1687 = phi i64 [ %1775, %1774 ], [ 0, %1685 ]
  %1688 = icmp slt i64 %1687, 8
  br i1 %1688, label %1689, label %1776

1689:                                             ; preds = %1686
  br label %1690

1690:                                             ; preds = %1772, %1689
  %1691 = phi i64 [ %1773, %1772 ], [ 0, %1689 ]
  %1692 = icmp slt i64 %1691, 8
  br i1 %1692, label %1693, label %1774

1693:                                             ; preds = %1690
  br label %1694

1694:                                             ; preds = %1770, %1693
  %1695 = phi i64 [ %1771, %1770 ], [ 0, %1693 ]
  %1696 = icmp slt i64 %1695, 72
  br i1 %1696, label %1697, label %1772

1697:                                             ; preds = %1694
  br label %1698

1698:                                             ; preds = %1768, %1697
  %1699 = phi i64 [ %1769, %1768 ], [ 0, %1697 ]
  %1700 = icmp slt i64 %1699, 1
  br i1 %1700, label %1701, label %1770

1701:                                             ; preds = %1698
  br label %1702

1702:                                             ; preds = %1705, %1701
  %1703 = phi i64 [ %1767, %1705 ], [ 0, %1701 ]
  %1704 = icmp slt i64 %1703, 1
  br i1 %1704, label %1705, label %1768

1705:                                             ; preds = %1702
  %1706 = add i64 %1687, %1699
  %1707 = add i64 %1691, %1703
  %1708 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1447, 1
  %1709 = mul nuw nsw i64 %1679, 4608
  %1710 = mul nuw nsw i64 %1695, 64
  %1711 = add nuw nsw i64 %1709, %1710
  %1712 = mul nuw nsw i64 %1706, 8
  %1713 = add nuw nsw i64 %1711, %1712
  %1714 = add nuw nsw i64 %1713, %1707
  %1715 = getelementptr inbounds nuw float, ptr %1708, i64 %1714
  %1716 = load float, ptr %1715, align 4
  %1717 = add nuw nsw i64 %1695, 0
  %1718 = add nuw nsw i64 %1717, 0
  %1719 = getelementptr inbounds nuw float, ptr @__constant_72xf32_134, i64 %1718
  %1720 = load float, ptr %1719, align 4
  %1721 = add nuw nsw i64 %1695, 0
  %1722 = add nuw nsw i64 %1721, 0
  %1723 = getelementptr inbounds nuw float, ptr @__constant_72xf32_133, i64 %1722
  %1724 = load float, ptr %1723, align 4
  %1725 = add nuw nsw i64 %1695, 0
  %1726 = add nuw nsw i64 %1725, 0
  %1727 = getelementptr inbounds nuw float, ptr @__constant_72xf32_132, i64 %1726
  %1728 = load float, ptr %1727, align 4
  %1729 = add nuw nsw i64 %1695, 0
  %1730 = add nuw nsw i64 %1729, 0
  %1731 = getelementptr inbounds nuw float, ptr @__constant_72xf32_131, i64 %1730
  %1732 = load float, ptr %1731, align 4
  %1733 = mul nuw nsw i64 %1683, 72
  %1734 = add nuw nsw i64 %1733, %1695
  %1735 = add nuw nsw i64 %1734, %1699
  %1736 = add nuw nsw i64 %1735, %1703
  %1737 = getelementptr inbounds nuw float, ptr @__constant_24x72x1x1xf32, i64 %1736
  %1738 = load float, ptr %1737, align 4
  %1739 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, 1
  %1740 = mul nuw nsw i64 %1679, 1536
  %1741 = mul nuw nsw i64 %1683, 64
  %1742 = add nuw nsw i64 %1740, %1741
  %1743 = mul nuw nsw i64 %1687, 8
  %1744 = add nuw nsw i64 %1742, %1743
  %1745 = add nuw nsw i64 %1744, %1691
  %1746 = getelementptr inbounds nuw float, ptr %1739, i64 %1745
  %1747 = load float, ptr %1746, align 4
  %1748 = fadd float %1724, 1.000000e-03
  %1749 = call float @llvm.sqrt.f32(float %1748)
  %1750 = fdiv float 1.000000e+00, %1749
  %1751 = fsub float %1716, %1720
  %1752 = fmul float %1751, %1750
  %1753 = fmul float %1752, %1728
  %1754 = fadd float %1753, %1732
  %1755 = fcmp ugt float %1754, 0.000000e+00
  %1756 = select i1 %1755, float %1754, float 0.000000e+00
  %1757 = fmul float %1756, %1738
  %1758 = fadd float %1747, %1757
  %1759 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, 1
  %1760 = mul nuw nsw i64 %1679, 1536
  %1761 = mul nuw nsw i64 %1683, 64
  %1762 = add nuw nsw i64 %1760, %1761
  %1763 = mul nuw nsw i64 %1687, 8
  %1764 = add nuw nsw i64 %1762, %1763
  %1765 = add nuw nsw i64 %1764, %1691
  %1766 = getelementptr inbounds nuw float, ptr %1759, i64 %1765
  store float %1758, ptr %1766, align 4
  %1767 = add i64 %1703, 1
  br label %1702

1768:                                             ; preds = %1702
  %1769 = add i64 %1699, 1
  br label %1698

1770:                                             ; preds = %1698
  %1771 = add i64 %1695, 1
  br label %1694

1772:                                             ; preds = %1694
  %1773 = add i64 %1691, 1
  br label %1690

1774:                                             ; preds = %1690
  %1775 = add i64 %1687, 1
  br label %1686

1776:                                             ; preds = %1686
  %1777 = add i64 %1683, 1
  br label %1682

1778:                                             ; preds = %1682
  %1779 = add i64 %1679, 1
  br label %1678

1780:                                             ; preds = %1678
  br label %1781

1781:                                             ; preds = %1842, %1780
  %1782 = phi i64 [ %1843, %1842 ], [ 0, %1780 ]
  %1783 = icmp slt i64 %1782, 1
  br i1 %1783, label %1784, label %1844

1784:                                             ; preds = %1781
  br label %1785

1785:                                             ; preds = %1840, %1784
  %1786 = phi i64 [ %1841, %1840 ], [ 0, %1784 ]
  %1787 = icmp slt i64 %1786, 24
  br i1 %1787, label %1788, label %1842

1788:                                             ; preds = %1785
  br label %1789

1789:                                             ; preds = %1838, %1788
  %1790 = phi i64 [ %1839, %1838 ], [ 0, %1788 ]
  %1791 = icmp slt i64 %1790, 8
  br i1 %1791, label %1792, label %1840

1792:                                             ; preds = %1789
  br label %1793

1793:                                             ; preds = %1796, %1792
  %1794 = phi i64 [ %1837, %1796 ], [ 0, %1792 ]
  %1795 = icmp slt i64 %1794, 8
  br i1 %1795, label %1796, label %1838

1796:                                             ; preds = %1793
  %1797 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, 1
  %1798 = mul nuw nsw i64 %1782, 1536
  %1799 = mul nuw nsw i64 %1786, 64
  %1800 = add nuw nsw i64 %1798, %1799
  %1801 = mul nuw nsw i64 %1790, 8
  %1802 = add nuw nsw i64 %1800, %1801
  %1803 = add nuw nsw i64 %1802, %1794
  %1804 = getelementptr inbounds nuw float, ptr %1797, i64 %1803
  %1805 = load float, ptr %1804, align 4
  %1806 = add nuw nsw i64 %1786, 0
  %1807 = add nuw nsw i64 %1806, 0
  %1808 = getelementptr inbounds nuw float, ptr @__constant_24xf32_130, i64 %1807
  %1809 = load float, ptr %1808, align 4
  %1810 = add nuw nsw i64 %1786, 0
  %1811 = add nuw nsw i64 %1810, 0
  %1812 = getelementptr inbounds nuw float, ptr @__constant_24xf32_129, i64 %1811
  %1813 = load float, ptr %1812, align 4
  %1814 = add nuw nsw i64 %1786, 0
  %1815 = add nuw nsw i64 %1814, 0
  %1816 = getelementptr inbounds nuw float, ptr @__constant_24xf32_128, i64 %1815
  %1817 = load float, ptr %1816, align 4
  %1818 = add nuw nsw i64 %1786, 0
  %1819 = add nuw nsw i64 %1818, 0
  %1820 = getelementptr inbounds nuw float, ptr @__constant_24xf32_127, i64 %1819
  %1821 = load float, ptr %1820, align 4
  %1822 = fadd float %1813, 1.000000e-03
  %1823 = call float @llvm.sqrt.f32(float %1822)
  %1824 = fdiv float 1.000000e+00, %1823
  %1825 = fsub float %1805, %1809
  %1826 = fmul float %1825, %1824
  %1827 = fmul float %1826, %1817
  %1828 = fadd float %1827, %1821
  %1829 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1570, 1
  %1830 = mul nuw nsw i64 %1782, 1536
  %1831 = mul nuw nsw i64 %1786, 64
  %1832 = add nuw nsw i64 %1830, %1831
  %1833 = mul nuw nsw i64 %1790, 8
  %1834 = add nuw nsw i64 %1832, %1833
  %1835 = add nuw nsw i64 %1834, %1794
  %1836 = getelementptr inbounds nuw float, ptr %1829, i64 %1835
  store float %1828, ptr %1836, align 4
  %1837 = add i64 %1794, 1
  br label %1793

1838:                                             ; preds = %1793
  %1839 = add i64 %1790, 1
  br label %1789

1840:                                             ; preds = %1789
  %1841 = add i64 %1786, 1
  br label %1785

1842:                                             ; preds = %1785
  %1843 = add i64 %1782, 1
  br label %1781

1844:                                             ; preds = %1781
  %1845 = call ptr @malloc(i64 22592)
  %1846 = ptrtoint ptr %1845 to i64
  %1847 = add i64 %1846, 63
  %1848 = urem i64 %1847, 64
  %1849 = sub i64 %1847, %1848
  %1850 = inttoptr i64 %1849 to ptr
  %1851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1845, 0
  %1852 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1851, ptr %1850, 1
  %1853 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1852, i64 0, 2
  %1854 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1853, i64 1, 3, 0
  %1855 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1854, i64 88, 3, 1
  %1856 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1855, i64 8, 3, 2
  %1857 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1856, i64 8, 3, 3
  %1858 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1857, i64 5632, 4, 0
  %1859 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1858, i64 64, 4, 1
  %1860 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1859, i64 8, 4, 2
  %1861 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1860, i64 1, 4, 3
  %1862 = call ptr @malloc(i64 22592)
  %1863 = ptrtoint ptr %1862 to i64
  %1864 = add i64 %1863, 63
  %1865 = urem i64 %1864, 64
  %1866 = sub i64 %1864, %1865
  %1867 = inttoptr i64 %1866 to ptr
  %1868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1862, 0
  %1869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1868, ptr %1867, 1
  %1870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1869, i64 0, 2
  %1871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1870, i64 1, 3, 0
  %1872 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1871, i64 88, 3, 1
  %1873 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1872, i64 8, 3, 2
  %1874 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1873, i64 8, 3, 3
  %1875 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1874, i64 5632, 4, 0
  %1876 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1875, i64 64, 4, 1
  %1877 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1876, i64 8, 4, 2
  %1878 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1877, i64 1, 4, 3
  br label %1879

1879:                                             ; preds = %1908, %1844
  %1880 = phi i64 [ %1909, %1908 ], [ 0, %1844 ]
  %1881 = icmp slt i64 %1880, 1
  br i1 %1881, label %1882, label %1910

1882:                                             ; preds = %1879
  br label %1883

1883:                                             ; preds = %1906, %1882
  %1884 = phi i64 [ %1907, %1906 ], [ 0, %1882 ]
  %1885 = icmp slt i64 %1884, 88
  br i1 %1885, label %1886, label %1908

1886:                                             ; preds = %1883
  br label %1887

1887:                                             ; preds = %1904, %1886
  %1888 = phi i64 [ %1905, %1904 ], [ 0, %1886 ]
  %1889 = icmp slt i64 %1888, 8
  br i1 %1889, label %1890, label %1906

1890:                                             ; preds = %1887
  br label %1891

1891:                                             ; preds = %1894, %1890
  %1892 = phi i64 [ %1903, %1894 ], [ 0, %1890 ]
  %1893 = icmp slt i64 %1892, 8
  br i1 %1893, label %1894, label %1904

1894:                                             ; preds = %1891
  %1895 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1878, 1
  %1896 = mul nuw nsw i64 %1880, 5632
  %1897 = mul nuw nsw i64 %1884, 64
  %1898 = add nuw nsw i64 %1896, %1897
  %1899 = mul nuw nsw i64 %1888, 8
  %1900 = add nuw nsw i64 %1898, %1899
  %1901 = add nuw nsw i64 %1900, %1892
  %1902 = getelementptr inbounds nuw float, ptr %1895, i64 %1901
  store float 0.000000e+00, ptr %1902, align 4
  %1903 = add i64 %1892, 1
  br label %1891

1904:                                             ; preds = %1891
  %1905 = add i64 %1888, 1
  br label %1887

1906:                                             ; preds = %1887
  %1907 = add i64 %1884, 1
  br label %1883

1908:                                             ; preds = %1883
  %1909 = add i64 %1880, 1
  br label %1879

1910:                                             ; preds = %1879
  %1911 = call ptr @malloc(i64 22592)
  %1912 = ptrtoint ptr %1911 to i64
  %1913 = add i64 %1912, 63
  %1914 = urem i64 %1913, 64
  %1915 = sub i64 %1913, %1914
  %1916 = inttoptr i64 %1915 to ptr
  %1917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1911, 0
  %1918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1917, ptr %1916, 1
  %1919 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1918, i64 0, 2
  %1920 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1919, i64 1, 3, 0
  %1921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1920, i64 88, 3, 1
  %1922 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1921, i64 8, 3, 2
  %1923 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1922, i64 8, 3, 3
  %1924 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1923, i64 5632, 4, 0
  %1925 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1924, i64 64, 4, 1
  %1926 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1925, i64 8, 4, 2
  %1927 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1926, i64 1, 4, 3
  br label %1928

1928:                                             ; preds = %1966, %1910
  %1929 = phi i64 [ %1967, %1966 ], [ 0, %1910 ]
  %1930 = icmp slt i64 %1929, 1
  br i1 %1930, label %1931, label %1968

1931:                                             ; preds = %1928
  br label %1932

1932:                                             ; preds = %1964, %1931
  %1933 = phi i64 [ %1965, %1964 ], [ 0, %1931 ]
  %1934 = icmp slt i64 %1933, 88
  br i1 %1934, label %1935, label %1966

1935:                                             ; preds = %1932
  br label %1936

1936:                                             ; preds = %1962, %1935
  %1937 = phi i64 [ %1963, %1962 ], [ 0, %1935 ]
  %1938 = icmp slt i64 %1937, 8
  br i1 %1938, label %1939, label %1964

1939:                                             ; preds = %1936
  br label %1940

1940:                                             ; preds = %1943, %1939
  %1941 = phi i64 [ %1961, %1943 ], [ 0, %1939 ]
  %1942 = icmp slt i64 %1941, 8
  br i1 %1942, label %1943, label %1962

1943:                                             ; preds = %1940
  %1944 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1878, 1
  %1945 = mul nuw nsw i64 %1929, 5632
  %1946 = mul nuw nsw i64 %1933, 64
  %1947 = add nuw nsw i64 %1945, %1946
  %1948 = mul nuw nsw i64 %1937, 8
  %1949 = add nuw nsw i64 %1947, %1948
  %1950 = add nuw nsw i64 %1949, %1941
  %1951 = getelementptr inbounds nuw float, ptr %1944, i64 %1950
  %1952 = load float, ptr %1951, align 4
  %1953 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1927, 1
  %1954 = mul nuw nsw i64 %1929, 5632
  %1955 = mul nuw nsw i64 %1933, 64
  %1956 = add nuw nsw i64 %1954, %1955
  %1957 = mul nuw nsw i64 %1937, 8
  %1958 = add nuw nsw i64 %1956, %1957
  %1959 = add nuw nsw i64 %1958, %1941
  %1960 = getelementptr inbounds nuw float, ptr %1953, i64 %1959
  store float %1952, ptr %1960, align 4
  %1961 = add i64 %1941, 1
  br label %1940

1962:                                             ; preds = %1940
  %1963 = add i64 %1937, 1
  br label %1936

1964:                                             ; preds = %1936
  %1965 = add i64 %1933, 1
  br label %1932

1966:                                             ; preds = %1932
  %1967 = add i64 %1929, 1
  br label %1928

1968:                                             ; preds = %1928
  br label %1969

1969:                                             ; preds = %2044, %1968
  %1970 = phi i64 [ %2045, %2044 ], [ 0, %1968 ]
  %1971 = icmp slt i64 %1970, 1
  br i1 %1971, label %1972, label %2046

1972:                                             ; preds = %1969
  br label %1973

1973:                                             ; preds = %2042, %1972
  %1974 = phi i64 [ %2043, %2042 ], [ 0, %1972 ]
  %1975 = icmp slt i64 %1974, 88
  br i1 %1975, label %1976, label %2044

1976:                                             ; preds = %1973
  br label %1977

1977:                                             ; preds = %2040, %1976
  %1978 = phi i64 [ %2041, %2040 ], [ 0, %1976 ]
  %1979 = icmp slt i64 %1978, 8
  br i1 %1979, label %1980, label %2042

1980:                                             ; preds = %1977
  br label %1981

1981:                                             ; preds = %2038, %1980
  %1982 = phi i64 [ %2039, %2038 ], [ 0, %1980 ]
  %1983 = icmp slt i64 %1982, 8
  br i1 %1983, label %1984, label %2040

1984:                                             ; preds = %1981
  br label %1985

1985:                                             ; preds = %2036, %1984
  %1986 = phi i64 [ %2037, %2036 ], [ 0, %1984 ]
  %1987 = icmp slt i64 %1986, 24
  br i1 %1987, label %1988, label %2038

1988:                                             ; preds = %1985
  br label %1989

1989:                                             ; preds = %2034, %1988
  %1990 = phi i64 [ %2035, %2034 ], [ 0, %1988 ]
  %1991 = icmp slt i64 %1990, 1
  br i1 %1991, label %1992, label %2036

1992:                                             ; preds = %1989
  br label %1993

1993:                                             ; preds = %1996, %1992
  %1994 = phi i64 [ %2033, %1996 ], [ 0, %1992 ]
  %1995 = icmp slt i64 %1994, 1
  br i1 %1995, label %1996, label %2034

1996:                                             ; preds = %1993
  %1997 = add i64 %1978, %1990
  %1998 = add i64 %1982, %1994
  %1999 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1570, 1
  %2000 = mul nuw nsw i64 %1970, 1536
  %2001 = mul nuw nsw i64 %1986, 64
  %2002 = add nuw nsw i64 %2000, %2001
  %2003 = mul nuw nsw i64 %1997, 8
  %2004 = add nuw nsw i64 %2002, %2003
  %2005 = add nuw nsw i64 %2004, %1998
  %2006 = getelementptr inbounds nuw float, ptr %1999, i64 %2005
  %2007 = load float, ptr %2006, align 4
  %2008 = mul nuw nsw i64 %1974, 24
  %2009 = add nuw nsw i64 %2008, %1986
  %2010 = add nuw nsw i64 %2009, %1990
  %2011 = add nuw nsw i64 %2010, %1994
  %2012 = getelementptr inbounds nuw float, ptr @__constant_88x24x1x1xf32, i64 %2011
  %2013 = load float, ptr %2012, align 4
  %2014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1927, 1
  %2015 = mul nuw nsw i64 %1970, 5632
  %2016 = mul nuw nsw i64 %1974, 64
  %2017 = add nuw nsw i64 %2015, %2016
  %2018 = mul nuw nsw i64 %1978, 8
  %2019 = add nuw nsw i64 %2017, %2018
  %2020 = add nuw nsw i64 %2019, %1982
  %2021 = getelementptr inbounds nuw float, ptr %2014, i64 %2020
  %2022 = load float, ptr %2021, align 4
  %2023 = fmul float %2007, %2013
  %2024 = fadd float %2022, %2023
  %2025 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1927, 1
  %2026 = mul nuw nsw i64 %1970, 5632
  %2027 = mul nuw nsw i64 %1974, 64
  %2028 = add nuw nsw i64 %2026, %2027
  %2029 = mul nuw nsw i64 %1978, 8
  %2030 = add nuw nsw i64 %2028, %2029
  %2031 = add nuw nsw i64 %2030, %1982
  %2032 = getelementptr inbounds nuw float, ptr %2025, i64 %2031
  store float %2024, ptr %2032, align 4
  %2033 = add i64 %1994, 1
  br label %1993

2034:                                             ; preds = %1993
  %2035 = add i64 %1990, 1
  br label %1989

2036:                                             ; preds = %1989
  %2037 = add i64 %1986, 1
  br label %1985

2038:                                             ; preds = %1985
  %2039 = add i64 %1982, 1
  br label %1981

2040:                                             ; preds = %1981
  %2041 = add i64 %1978, 1
  br label %1977

2042:                                             ; preds = %1977
  %2043 = add i64 %1974, 1
  br label %1973

2044:                                             ; preds = %1973
  %2045 = add i64 %1970, 1
  br label %1969

2046:                                             ; preds = %1969
  br label %2047

2047:                                             ; preds = %2110, %2046
  %2048 = phi i64 [ %2111, %2110 ], [ 0, %2046 ]
  %2049 = icmp slt i64 %2048, 1
  br i1 %2049, label %2050, label %2112

2050:                                             ; preds = %2047
  br label %2051

2051:                                             ; preds = %2108, %2050
  %2052 = phi i64 [ %2109, %2108 ], [ 0, %2050 ]
  %2053 = icmp slt i64 %2052, 88
  br i1 %2053, label %2054, label %2110

2054:                                             ; preds = %2051
  br label %2055

2055:                                             ; preds = %2106, %2054
  %2056 = phi i64 [ %2107, %2106 ], [ 0, %2054 ]
  %2057 = icmp slt i64 %2056, 8
  br i1 %2057, label %2058, label %2108

2058:                                             ; preds = %2055
  br label %2059

2059:                                             ; preds = %2062, %2058
  %2060 = phi i64 [ %2105, %2062 ], [ 0, %2058 ]
  %2061 = icmp slt i64 %2060, 8
  br i1 %2061, label %2062, label %2106

2062:                                             ; preds = %2059
  %2063 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1927, 1
  %2064 = mul nuw nsw i64 %2048, 5632
  %2065 = mul nuw nsw i64 %2052, 64
  %2066 = add nuw nsw i64 %2064, %2065
  %2067 = mul nuw nsw i64 %2056, 8
  %2068 = add nuw nsw i64 %2066, %2067
  %2069 = add nuw nsw i64 %2068, %2060
  %2070 = getelementptr inbounds nuw float, ptr %2063, i64 %2069
  %2071 = load float, ptr %2070, align 4
  %2072 = add nuw nsw i64 %2052, 0
  %2073 = add nuw nsw i64 %2072, 0
  %2074 = getelementptr inbounds nuw float, ptr @__constant_88xf32_126, i64 %2073
  %2075 = load float, ptr %2074, align 4
  %2076 = add nuw nsw i64 %2052, 0
  %2077 = add nuw nsw i64 %2076, 0
  %2078 = getelementptr inbounds nuw float, ptr @__constant_88xf32_125, i64 %2077
  %2079 = load float, ptr %2078, align 4
  %2080 = add nuw nsw i64 %2052, 0
  %2081 = add nuw nsw i64 %2080, 0
  %2082 = getelementptr inbounds nuw float, ptr @__constant_88xf32_124, i64 %2081
  %2083 = load float, ptr %2082, align 4
  %2084 = add nuw nsw i64 %2052, 0
  %2085 = add nuw nsw i64 %2084, 0
  %2086 = getelementptr inbounds nuw float, ptr @__constant_88xf32_123, i64 %2085
  %2087 = load float, ptr %2086, align 4
  %2088 = fadd float %2079, 1.000000e-03
  %2089 = call float @llvm.sqrt.f32(float %2088)
  %2090 = fdiv float 1.000000e+00, %2089
  %2091 = fsub float %2071, %2075
  %2092 = fmul float %2091, %2090
  %2093 = fmul float %2092, %2083
  %2094 = fadd float %2093, %2087
  %2095 = fcmp ugt float %2094, 0.000000e+00
  %2096 = select i1 %2095, float %2094, float 0.000000e+00
  %2097 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1861, 1
  %2098 = mul nuw nsw i64 %2048, 5632
  %2099 = mul nuw nsw i64 %2052, 64
  %2100 = add nuw nsw i64 %2098, %2099
  %2101 = mul nuw nsw i64 %2056, 8
  %2102 = add nuw nsw i64 %2100, %2101
  %2103 = add nuw nsw i64 %2102, %2060
  %2104 = getelementptr inbounds nuw float, ptr %2097, i64 %2103
  store float %2096, ptr %2104, align 4
  %2105 = add i64 %2060, 1
  br label %2059

2106:                                             ; preds = %2059
  %2107 = add i64 %2056, 1
  br label %2055

2108:                                             ; preds = %2055
  %2109 = add i64 %2052, 1
  br label %2051

2110:                                             ; preds = %2051
  %2111 = add i64 %2048, 1
  br label %2047

2112:                                             ; preds = %2047
  %2113 = call ptr @malloc(i64 35264)
  %2114 = ptrtoint ptr %2113 to i64
  %2115 = add i64 %2114, 63
  %2116 = urem i64 %2115, 64
  %2117 = sub i64 %2115, %2116
  %2118 = inttoptr i64 %2117 to ptr
  %2119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2113, 0
  %2120 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2119, ptr %2118, 1
  %2121 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2120, i64 0, 2
  %2122 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2121, i64 1, 3, 0
  %2123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2122, i64 88, 3, 1
  %2124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2123, i64 10, 3, 2
  %2125 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2124, i64 10, 3, 3
  %2126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2125, i64 8800, 4, 0
  %2127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2126, i64 100, 4, 1
  %2128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2127, i64 10, 4, 2
  %2129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2128, i64 1, 4, 3
  br label %2130

2130:                                             ; preds = %2159, %2112
  %2131 = phi i64 [ %2160, %2159 ], [ 0, %2112 ]
  %2132 = icmp slt i64 %2131, 1
  br i1 %2132, label %2133, label %2161

2133:                                             ; preds = %2130
  br label %2134

2134:                                             ; preds = %2157, %2133
  %2135 = phi i64 [ %2158, %2157 ], [ 0, %2133 ]
  %2136 = icmp slt i64 %2135, 88
  br i1 %2136, label %2137, label %2159

2137:                                             ; preds = %2134
  br label %2138

2138:                                             ; preds = %2155, %2137
  %2139 = phi i64 [ %2156, %2155 ], [ 0, %2137 ]
  %2140 = icmp slt i64 %2139, 10
  br i1 %2140, label %2141, label %2157

2141:                                             ; preds = %2138
  br label %2142

2142:                                             ; preds = %2145, %2141
  %2143 = phi i64 [ %2154, %2145 ], [ 0, %2141 ]
  %2144 = icmp slt i64 %2143, 10
  br i1 %2144, label %2145, label %2155

2145:                                             ; preds = %2142
  %2146 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2129, 1
  %2147 = mul nuw nsw i64 %2131, 8800
  %2148 = mul nuw nsw i64 %2135, 100
  %2149 = add nuw nsw i64 %2147, %2148
  %2150 = mul nuw nsw i64 %2139, 10
  %2151 = add nuw nsw i64 %2149, %2150
  %2152 = add nuw nsw i64 %2151, %2143
  %2153 = getelementptr inbounds nuw float, ptr %2146, i64 %2152
  store float 0.000000e+00, ptr %2153, align 4
  %2154 = add i64 %2143, 1
  br label %2142

2155:                                             ; preds = %2142
  %2156 = add i64 %2139, 1
  br label %2138

2157:                                             ; preds = %2138
  %2158 = add i64 %2135, 1
  br label %2134

2159:                                             ; preds = %2134
  %2160 = add i64 %2131, 1
  br label %2130

2161:                                             ; preds = %2130
  %2162 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2129, 0
  %2163 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2129, 1
  %2164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2162, 0
  %2165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2164, ptr %2163, 1
  %2166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2165, i64 11, 2
  %2167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2166, i64 1, 3, 0
  %2168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2167, i64 8800, 4, 0
  %2169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2168, i64 88, 3, 1
  %2170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2169, i64 100, 4, 1
  %2171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2170, i64 8, 3, 2
  %2172 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2171, i64 10, 4, 2
  %2173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2172, i64 8, 3, 3
  %2174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2173, i64 1, 4, 3
  br label %2175

2175:                                             ; preds = %2214, %2161
  %2176 = phi i64 [ %2215, %2214 ], [ 0, %2161 ]
  %2177 = icmp slt i64 %2176, 1
  br i1 %2177, label %2178, label %2216

2178:                                             ; preds = %2175
  br label %2179

2179:                                             ; preds = %2212, %2178
  %2180 = phi i64 [ %2213, %2212 ], [ 0, %2178 ]
  %2181 = icmp slt i64 %2180, 88
  br i1 %2181, label %2182, label %2214

2182:                                             ; preds = %2179
  br label %2183

2183:                                             ; preds = %2210, %2182
  %2184 = phi i64 [ %2211, %2210 ], [ 0, %2182 ]
  %2185 = icmp slt i64 %2184, 8
  br i1 %2185, label %2186, label %2212

2186:                                             ; preds = %2183
  br label %2187

2187:                                             ; preds = %2190, %2186
  %2188 = phi i64 [ %2209, %2190 ], [ 0, %2186 ]
  %2189 = icmp slt i64 %2188, 8
  br i1 %2189, label %2190, label %2210

2190:                                             ; preds = %2187
  %2191 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1861, 1
  %2192 = mul nuw nsw i64 %2176, 5632
  %2193 = mul nuw nsw i64 %2180, 64
  %2194 = add nuw nsw i64 %2192, %2193
  %2195 = mul nuw nsw i64 %2184, 8
  %2196 = add nuw nsw i64 %2194, %2195
  %2197 = add nuw nsw i64 %2196, %2188
  %2198 = getelementptr inbounds nuw float, ptr %2191, i64 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2174, 1
  %2201 = getelementptr float, ptr %2200, i64 11
  %2202 = mul nuw nsw i64 %2176, 8800
  %2203 = mul nuw nsw i64 %2180, 100
  %2204 = add nuw nsw i64 %2202, %2203
  %2205 = mul nuw nsw i64 %2184, 10
  %2206 = add nuw nsw i64 %2204, %2205
  %2207 = add nuw nsw i64 %2206, %2188
  %2208 = getelementptr inbounds nuw float, ptr %2201, i64 %2207
  store float %2199, ptr %2208, align 4
  %2209 = add i64 %2188, 1
  br label %2187

2210:                                             ; preds = %2187
  %2211 = add i64 %2184, 1
  br label %2183

2212:                                             ; preds = %2183
  %2213 = add i64 %2180, 1
  br label %2179

2214:                                             ; preds = %2179
  %2215 = add i64 %2176, 1
  br label %2175

2216:                                             ; preds = %2175
  br label %2217

2217:                                             ; preds = %2286, %2216
  %2218 = phi i64 [ %2287, %2286 ], [ 0, %2216 ]
  %2219 = icmp slt i64 %2218, 1
  br i1 %2219, label %2220, label %2288

2220:                                             ; preds = %2217
  br label %2221

2221:                                             ; preds = %2284, %2220
  %2222 = phi i64 [ %2285, %2284 ], [ 0, %2220 ]
  %2223 = icmp slt i64 %2222, 8
  br i1 %2223, label %2224, label %2286

2224:                                             ; preds = %2221
  br label %2225

2225:                                             ; preds = %2282, %2224
  %2226 = phi i64 [ %2283, %2282 ], [ 0, %2224 ]
  %2227 = icmp slt i64 %2226, 8
  br i1 %2227, label %2228, label %2284

2228:                                             ; preds = %2225
  br label %2229

2229:                                             ; preds = %2280, %2228
  %2230 = phi i64 [ %2281, %2280 ], [ 0, %2228 ]
  %2231 = icmp slt i64 %2230, 88
  br i1 %2231, label %2232, label %2282

2232:                                             ; preds = %2229
  br label %2233

2233:                                             ; preds = %2278, %2232
  %2234 = phi i64 [ %2279, %2278 ], [ 0, %2232 ]
  %2235 = icmp slt i64 %2234, 3
  br i1 %2235, label %2236, label %2280

2236:                                             ; preds = %2233
  br label %2237

2237:                                             ; preds = %2240, %2236
  %2238 = phi i64 [ %2277, %2240 ], [ 0, %2236 ]
  %2239 = icmp slt i64 %2238, 3
  br i1 %2239, label %2240, label %2278

2240:                                             ; preds = %2237
  %2241 = add i64 %2222, %2234
  %2242 = add i64 %2226, %2238
  %2243 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2129, 1
  %2244 = mul nuw nsw i64 %2218, 8800
  %2245 = mul nuw nsw i64 %2230, 100
  %2246 = add nuw nsw i64 %2244, %2245
  %2247 = mul nuw nsw i64 %2241, 10
  %2248 = add nuw nsw i64 %2246, %2247
  %2249 = add nuw nsw i64 %2248, %2242
  %2250 = getelementptr inbounds nuw float, ptr %2243, i64 %2249
  %2251 = load float, ptr %2250, align 4
  %2252 = mul nuw nsw i64 %2230, 9
  %2253 = mul nuw nsw i64 %2234, 3
  %2254 = add nuw nsw i64 %2252, %2253
  %2255 = add nuw nsw i64 %2254, %2238
  %2256 = getelementptr inbounds nuw float, ptr @__constant_88x1x3x3xf32, i64 %2255
  %2257 = load float, ptr %2256, align 4
  %2258 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1878, 1
  %2259 = mul nuw nsw i64 %2218, 5632
  %2260 = mul nuw nsw i64 %2230, 64
  %2261 = add nuw nsw i64 %2259, %2260
  %2262 = mul nuw nsw i64 %2222, 8
  %2263 = add nuw nsw i64 %2261, %2262
  %2264 = add nuw nsw i64 %2263, %2226
  %2265 = getelementptr inbounds nuw float, ptr %2258, i64 %2264
  %2266 = load float, ptr %2265, align 4
  %2267 = fmul float %2251, %2257
  %2268 = fadd float %2266, %2267
  %2269 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1878, 1
  %2270 = mul nuw nsw i64 %2218, 5632
  %2271 = mul nuw nsw i64 %2230, 64
  %2272 = add nuw nsw i64 %2270, %2271
  %2273 = mul nuw nsw i64 %2222, 8
  %2274 = add nuw nsw i64 %2272, %2273
  %2275 = add nuw nsw i64 %2274, %2226
  %2276 = getelementptr inbounds nuw float, ptr %2269, i64 %2275
  store float %2268, ptr %2276, align 4
  %2277 = add i64 %2238, 1
  br label %2237

2278:                                             ; preds = %2237
  %2279 = add i64 %2234, 1
  br label %2233

2280:                                             ; preds = %2233
  %2281 = add i64 %2230, 1
  br label %2229

2282:                                             ; preds = %2229
  %2283 = add i64 %2226, 1
  br label %2225

2284:                                             ; preds = %2225
  %2285 = add i64 %2222, 1
  br label %2221

2286:                                             ; preds = %2221
  %2287 = add i64 %2218, 1
  br label %2217

2288:                                             ; preds = %2217
  br label %2289

2289:                                             ; preds = %2389, %2288
  %2290 = phi i64 [ %2390, %2389 ], [ 0, %2288 ]
  %2291 = icmp slt i64 %2290, 1
  br i1 %2291, label %2292, label %2391

2292:                                             ; preds = %2289
  br label %2293

2293:                                             ; preds = %2387, %2292
  %2294 = phi i64 [ %2388, %2387 ], [ 0, %2292 ]
  %2295 = icmp slt i64 %2294, 24
  br i1 %2295, label %2296, label %2389

2296:                                             ; preds = %2293
  br label %2297

2297:                                             ; preds = %2385, %2296
  %2298 = phi i64 [ %2386, %2385 ], [ 0, %2296 ]
  %2299 = icmp slt i64 %2298, 8
  br i1 %2299, label %2300, label %2387

2300:                                             ; preds = %2297
  br label %2301

2301:                                             ; preds = %2383, %2300
  %2302 = phi i64 [ %2384, %2383 ], [ 0, %2300 ]
  %2303 = icmp slt i64 %2302, 8
  br i1 %2303, label %2304, label %2385

2304:                                             ; preds = %2301
  br label %2305

2305:                                             ; preds = %2381, %2304
  %2306 = phi i64 [ %2382, %2381 ], [ 0, %2304 ]
  %2307 = icmp slt i64 %2306, 88
  br i1 %2307, label %2308, label %2383

2308:                                             ; preds = %2305
  br label %2309

2309:                                             ; preds = %2379, %2308
  %2310 = phi i64 [ %2380, %2379 ], [ 0, %2308 ]
  %2311 = icmp slt i64 %2310, 1
  br i1 %2311, label %2312, label %2381

2312:                                             ; preds = %2309
  br label %2313

2313:                                             ; preds = %2316, %2312
  %2314 = phi i64 [ %2378, %2316 ], [ 0, %2312 ]
  %2315 = icmp slt i64 %2314, 1
  br i1 %2315, label %2316, label %2379

2316:                                             ; preds = %2313
  %2317 = add i64 %2298, %2310
  %2318 = add i64 %2302, %2314
  %2319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1878, 1
  %2320 = mul nuw nsw i64 %2290, 5632
  %2321 = mul nuw nsw i64 %2306, 64
  %2322 = add nuw nsw i64 %2320, %2321
  %2323 = mul nuw nsw i64 %2317, 8
  %2324 = add nuw nsw i64 %2322, %2323
  %2325 = add nuw nsw i64 %2324, %2318
  %2326 = getelementptr inbounds nuw float, ptr %2319, i64 %2325
  %2327 = load float, ptr %2326, align 4
  %2328 = add nuw nsw i64 %2306, 0
  %2329 = add nuw nsw i64 %2328, 0
  %2330 = getelementptr inbounds nuw float, ptr @__constant_88xf32_122, i64 %2329
  %2331 = load float, ptr %2330, align 4
  %2332 = add nuw nsw i64 %2306, 0
  %2333 = add nuw nsw i64 %2332, 0
  %2334 = getelementptr inbounds nuw float, ptr @__constant_88xf32_121, i64 %2333
  %2335 = load float, ptr %2334, align 4
  %2336 = add nuw nsw i64 %2306, 0
  %2337 = add nuw nsw i64 %2336, 0
  %2338 = getelementptr inbounds nuw float, ptr @__constant_88xf32_120, i64 %2337
  %2339 = load float, ptr %2338, align 4
  %2340 = add nuw nsw i64 %2306, 0
  %2341 = add nuw nsw i64 %2340, 0
  %2342 = getelementptr inbounds nuw float, ptr @__constant_88xf32, i64 %2341
  %2343 = load float, ptr %2342, align 4
  %2344 = mul nuw nsw i64 %2294, 88
  %2345 = add nuw nsw i64 %2344, %2306
  %2346 = add nuw nsw i64 %2345, %2310
  %2347 = add nuw nsw i64 %2346, %2314
  %2348 = getelementptr inbounds nuw float, ptr @__constant_24x88x1x1xf32, i64 %2347
  %2349 = load float, ptr %2348, align 4
  %2350 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %2351 = mul nuw nsw i64 %2290, 1536
  %2352 = mul nuw nsw i64 %2294, 64
  %2353 = add nuw nsw i64 %2351, %2352
  %2354 = mul nuw nsw i64 %2298, 8
  %2355 = add nuw nsw i64 %2353, %2354
  %2356 = add nuw nsw i64 %2355, %2302
  %2357 = getelementptr inbounds nuw float, ptr %2350, i64 %2356
  %2358 = load float, ptr %2357, align 4
  %2359 = fadd float %2335, 1.000000e-03
  %2360 = call float @llvm.sqrt.f32(float %2359)
  %2361 = fdiv float 1.000000e+00, %2360
  %2362 = fsub float %2327, %2331
  %2363 = fmul float %2362, %2361
  %2364 = fmul float %2363, %2339
  %2365 = fadd float %2364, %2343
  %2366 = fcmp ugt float %2365, 0.000000e+00
  %2367 = select i1 %2366, float %2365, float 0.000000e+00
  %2368 = fmul float %2367, %2349
  %2369 = fadd float %2358, %2368
  %2370 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %2371 = mul nuw nsw i64 %2290, 1536
  %2372 = mul nuw nsw i64 %2294, 64
  %2373 = add nuw nsw i64 %2371, %2372
  %2374 = mul nuw nsw i64 %2298, 8
  %2375 = add nuw nsw i64 %2373, %2374
  %2376 = add nuw nsw i64 %2375, %2302
  %2377 = getelementptr inbounds nuw float, ptr %2370, i64 %2376
  store float %2369, ptr %2377, align 4
  %2378 = add i64 %2314, 1
  br label %2313

2379:                                             ; preds = %2313
  %2380 = add i64 %2310, 1
  br label %2309

2381:                                             ; preds = %2309
  %2382 = add i64 %2306, 1
  br label %2305

2383:                                             ; preds = %2305
  %2384 = add i64 %2302, 1
  br label %2301

2385:                                             ; preds = %2301
  %2386 = add i64 %2298, 1
  br label %2297

2387:                                             ; preds = %2297
  %2388 = add i64 %2294, 1
  br label %2293

2389:                                             ; preds = %2293
  %2390 = add i64 %2290, 1
  br label %2289

2391:                                             ; preds = %2289
  %2392 = call ptr @malloc(i64 24640)
  %2393 = ptrtoint ptr %2392 to i64
  %2394 = add i64 %2393, 63
  %2395 = urem i64 %2394, 64
  %2396 = sub i64 %2394, %2395
  %2397 = inttoptr i64 %2396 to ptr
  %2398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2392, 0
  %2399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2398, ptr %2397, 1
  %2400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2399, i64 0, 2
  %2401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2400, i64 1, 3, 0
  %2402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2401, i64 96, 3, 1
  %2403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2402, i64 8, 3, 2
  %2404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2403, i64 8, 3, 3
  %2405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2404, i64 6144, 4, 0
  %2406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2405, i64 64, 4, 1
  %2407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2406, i64 8, 4, 2
  %2408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2407, i64 1, 4, 3
  br label %2409

2409:                                             ; preds = %2438, %2391
  %2410 = phi i64 [ %2439, %2438 ], [ 0, %2391 ]
  %2411 = icmp slt i64 %2410, 1
  br i1 %2411, label %2412, label %2440

2412:                                             ; preds = %2409
  br label %2413

2413:                                             ; preds = %2436, %2412
  %2414 = phi i64 [ %2437, %2436 ], [ 0, %2412 ]
  %2415 = icmp slt i64 %2414, 96
  br i1 %2415, label %2416, label %2438

2416:                                             ; preds = %2413
  br label %2417

2417:                                             ; preds = %2434, %2416
  %2418 = phi i64 [ %2435, %2434 ], [ 0, %2416 ]
  %2419 = icmp slt i64 %2418, 8
  br i1 %2419, label %2420, label %2436

2420:                                             ; preds = %2417
  br label %2421

2421:                                             ; preds = %2424, %2420
  %2422 = phi i64 [ %2433, %2424 ], [ 0, %2420 ]
  %2423 = icmp slt i64 %2422, 8
  br i1 %2423, label %2424, label %2434

2424:                                             ; preds = %2421
  %2425 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, 1
  %2426 = mul nuw nsw i64 %2410, 6144
  %2427 = mul nuw nsw i64 %2414, 64
  %2428 = add nuw nsw i64 %2426, %2427
  %2429 = mul nuw nsw i64 %2418, 8
  %2430 = add nuw nsw i64 %2428, %2429
  %2431 = add nuw nsw i64 %2430, %2422
  %2432 = getelementptr inbounds nuw float, ptr %2425, i64 %2431
  store float 0.000000e+00, ptr %2432, align 4
  %2433 = add i64 %2422, 1
  br label %2421

2434:                                             ; preds = %2421
  %2435 = add i64 %2418, 1
  br label %2417

2436:                                             ; preds = %2417
  %2437 = add i64 %2414, 1
  br label %2413

2438:                                             ; preds = %2413
  %2439 = add i64 %2410, 1
  br label %2409

2440:                                             ; preds = %2409
  br label %2441

2441:                                             ; preds = %2551, %2440
  %2442 = phi i64 [ %2552, %2551 ], [ 0, %2440 ]
  %2443 = icmp slt i64 %2442, 1
  br i1 %2443, label %2444, label %2553

2444:                                             ; preds = %2441
  br label %2445

2445:                                             ; preds = %2549, %2444
  %2446 = phi i64 [ %2550, %2549 ], [ 0, %2444 ]
  %2447 = icmp slt i64 %2446, 96
  br i1 %2447, label %2448, label %2551

2448:                                             ; preds = %2445
  br label %2449

2449:                                             ; preds = %2547, %2448
  %2450 = phi i64 [ %2548, %2547 ], [ 0, %2448 ]
  %2451 = icmp slt i64 %2450, 8
  br i1 %2451, label %2452, label %2549

2452:                                             ; preds = %2449
  br label %2453

2453:                                             ; preds = %2545, %2452
  %2454 = phi i64 [ %2546, %2545 ], [ 0, %2452 ]
  %2455 = icmp slt i64 %2454, 8
  br i1 %2455, label %2456, label %2547

2456:                                             ; preds = %2453
  br label %2457

2457:                                             ; preds = %2543, %2456
  %2458 = phi i64 [ %2544, %2543 ], [ 0, %2456 ]
  %2459 = icmp slt i64 %2458, 24
  br i1 %2459, label %2460, label %2545

2460:                                             ; preds = %2457
  br label %2461

2461:                                             ; preds = %2541, %2460
  %2462 = phi i64 [ %2542, %2541 ], [ 0, %2460 ]
  %2463 = icmp slt i64 %2462, 1
  br i1 %2463, label %2464, label %2543

2464:                                             ; preds = %2461
  br label %2465

2465:                                             ; preds = %2468, %2464
  %2466 = phi i64 [ %2540, %2468 ], [ 0, %2464 ]
  %2467 = icmp slt i64 %2466, 1
  br i1 %2467, label %2468, label %2541

2468:                                             ; preds = %2465
  %2469 = add i64 %2450, %2462
  %2470 = add i64 %2454, %2466
  %2471 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 1
  %2472 = mul nuw nsw i64 %2442, 1536
  %2473 = mul nuw nsw i64 %2458, 64
  %2474 = add nuw nsw i64 %2472, %2473
  %2475 = mul nuw nsw i64 %2469, 8
  %2476 = add nuw nsw i64 %2474, %2475
  %2477 = add nuw nsw i64 %2476, %2470
  %2478 = getelementptr inbounds nuw float, ptr %2471, i64 %2477
  %2479 = load float, ptr %2478, align 4
  %2480 = add nuw nsw i64 %2458, 0
  %2481 = add nuw nsw i64 %2480, 0
  %2482 = getelementptr inbounds nuw float, ptr @__constant_24xf32_119, i64 %2481
  %2483 = load float, ptr %2482, align 4
  %2484 = add nuw nsw i64 %2458, 0
  %2485 = add nuw nsw i64 %2484, 0
  %2486 = getelementptr inbounds nuw float, ptr @__constant_24xf32_118, i64 %2485
  %2487 = load float, ptr %2486, align 4
  %2488 = add nuw nsw i64 %2458, 0
  %2489 = add nuw nsw i64 %2488, 0
  %2490 = getelementptr inbounds nuw float, ptr @__constant_24xf32_117, i64 %2489
  %2491 = load float, ptr %2490, align 4
  %2492 = add nuw nsw i64 %2458, 0
  %2493 = add nuw nsw i64 %2492, 0
  %2494 = getelementptr inbounds nuw float, ptr @__constant_24xf32_116, i64 %2493
  %2495 = load float, ptr %2494, align 4
  %2496 = add i64 %2450, %2462
  %2497 = add i64 %2454, %2466
  %2498 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1570, 1
  %2499 = mul nuw nsw i64 %2442, 1536
  %2500 = mul nuw nsw i64 %2458, 64
  %2501 = add nuw nsw i64 %2499, %2500
  %2502 = mul nuw nsw i64 %2496, 8
  %2503 = add nuw nsw i64 %2501, %2502
  %2504 = add nuw nsw i64 %2503, %2497
  %2505 = getelementptr inbounds nuw float, ptr %2498, i64 %2504
  %2506 = load float, ptr %2505, align 4
  %2507 = mul nuw nsw i64 %2446, 24
  %2508 = add nuw nsw i64 %2507, %2458
  %2509 = add nuw nsw i64 %2508, %2462
  %2510 = add nuw nsw i64 %2509, %2466
  %2511 = getelementptr inbounds nuw float, ptr @__constant_96x24x1x1xf32_115, i64 %2510
  %2512 = load float, ptr %2511, align 4
  %2513 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, 1
  %2514 = mul nuw nsw i64 %2442, 6144
  %2515 = mul nuw nsw i64 %2446, 64
  %2516 = add nuw nsw i64 %2514, %2515
  %2517 = mul nuw nsw i64 %2450, 8
  %2518 = add nuw nsw i64 %2516, %2517
  %2519 = add nuw nsw i64 %2518, %2454
  %2520 = getelementptr inbounds nuw float, ptr %2513, i64 %2519
  %2521 = load float, ptr %2520, align 4
  %2522 = fadd float %2487, 1.000000e-03
  %2523 = call float @llvm.sqrt.f32(float %2522)
  %2524 = fdiv float 1.000000e+00, %2523
  %2525 = fsub float %2479, %2483
  %2526 = fmul float %2525, %2524
  %2527 = fmul float %2526, %2491
  %2528 = fadd float %2527, %2495
  %2529 = fadd float %2528, %2506
  %2530 = fmul float %2529, %2512
  %2531 = fadd float %2521, %2530
  %2532 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, 1
  %2533 = mul nuw nsw i64 %2442, 6144
  %2534 = mul nuw nsw i64 %2446, 64
  %2535 = add nuw nsw i64 %2533, %2534
  %2536 = mul nuw nsw i64 %2450, 8
  %2537 = add nuw nsw i64 %2535, %2536
  %2538 = add nuw nsw i64 %2537, %2454
  %2539 = getelementptr inbounds nuw float, ptr %2532, i64 %2538
  store float %2531, ptr %2539, align 4
  %2540 = add i64 %2466, 1
  br label %2465

2541:                                             ; preds = %2465
  %2542 = add i64 %2462, 1
  br label %2461

2543:                                             ; preds = %2461
  %2544 = add i64 %2458, 1
  br label %2457

2545:                                             ; preds = %2457
  %2546 = add i64 %2454, 1
  br label %2453

2547:                                             ; preds = %2453
  %2548 = add i64 %2450, 1
  br label %2449

2549:                                             ; preds = %2449
  %2550 = add i64 %2446, 1
  br label %2445

2551:                                             ; preds = %2445
  %2552 = add i64 %2442, 1
  br label %2441

2553:                                             ; preds = %2441
  br label %2554

2554:                                             ; preds = %2622, %2553
  %2555 = phi i64 [ %2623, %2622 ], [ 0, %2553 ]
  %2556 = icmp slt i64 %2555, 1
  br i1 %2556, label %2557, label %2624

2557:                                             ; preds = %2554
  br label %2558

2558:                                             ; preds = %2620, %2557
  %2559 = phi i64 [ %2621, %2620 ], [ 0, %2557 ]
  %2560 = icmp slt i64 %2559, 96
  br i1 %2560, label %2561, label %2622

2561:                                             ; preds = %2558
  br label %2562

2562:                                             ; preds = %2618, %2561
  %2563 = phi i64 [ %2619, %2618 ], [ 0, %2561 ]
  %2564 = icmp slt i64 %2563, 8
  br i1 %2564, label %2565, label %2620

2565:                                             ; preds = %2562
  br label %2566

2566:                                             ; preds = %2569, %2565
  %2567 = phi i64 [ %2617, %2569 ], [ 0, %2565 ]
  %2568 = icmp slt i64 %2567, 8
  br i1 %2568, label %2569, label %2618

2569:                                             ; preds = %2566
  %2570 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, 1
  %2571 = mul nuw nsw i64 %2555, 6144
  %2572 = mul nuw nsw i64 %2559, 64
  %2573 = add nuw nsw i64 %2571, %2572
  %2574 = mul nuw nsw i64 %2563, 8
  %2575 = add nuw nsw i64 %2573, %2574
  %2576 = add nuw nsw i64 %2575, %2567
  %2577 = getelementptr inbounds nuw float, ptr %2570, i64 %2576
  %2578 = load float, ptr %2577, align 4
  %2579 = add nuw nsw i64 %2559, 0
  %2580 = add nuw nsw i64 %2579, 0
  %2581 = getelementptr inbounds nuw float, ptr @__constant_96xf32_114, i64 %2580
  %2582 = load float, ptr %2581, align 4
  %2583 = add nuw nsw i64 %2559, 0
  %2584 = add nuw nsw i64 %2583, 0
  %2585 = getelementptr inbounds nuw float, ptr @__constant_96xf32_113, i64 %2584
  %2586 = load float, ptr %2585, align 4
  %2587 = add nuw nsw i64 %2559, 0
  %2588 = add nuw nsw i64 %2587, 0
  %2589 = getelementptr inbounds nuw float, ptr @__constant_96xf32_112, i64 %2588
  %2590 = load float, ptr %2589, align 4
  %2591 = add nuw nsw i64 %2559, 0
  %2592 = add nuw nsw i64 %2591, 0
  %2593 = getelementptr inbounds nuw float, ptr @__constant_96xf32_111, i64 %2592
  %2594 = load float, ptr %2593, align 4
  %2595 = fadd float %2586, 1.000000e-03
  %2596 = call float @llvm.sqrt.f32(float %2595)
  %2597 = fdiv float 1.000000e+00, %2596
  %2598 = fsub float %2578, %2582
  %2599 = fmul float %2598, %2597
  %2600 = fmul float %2599, %2590
  %2601 = fadd float %2600, %2594
  %2602 = fadd float %2601, 3.000000e+00
  %2603 = fcmp ult float %2602, 0.000000e+00
  %2604 = select i1 %2603, float 0.000000e+00, float %2602
  %2605 = fcmp ugt float %2604, 6.000000e+00
  %2606 = select i1 %2605, float 6.000000e+00, float %2604
  %2607 = fmul float %2601, %2606
  %2608 = fdiv float %2607, 6.000000e+00
  %2609 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, 1
  %2610 = mul nuw nsw i64 %2555, 6144
  %2611 = mul nuw nsw i64 %2559, 64
  %2612 = add nuw nsw i64 %2610, %2611
  %2613 = mul nuw nsw i64 %2563, 8
  %2614 = add nuw nsw i64 %2612, %2613
  %2615 = add nuw nsw i64 %2614, %2567
  %2616 = getelementptr inbounds nuw float, ptr %2609, i64 %2615
  store float %2608, ptr %2616, align 4
  %2617 = add i64 %2567, 1
  br label %2566

2618:                                             ; preds = %2566
  %2619 = add i64 %2563, 1
  br label %2562

2620:                                             ; preds = %2562
  %2621 = add i64 %2559, 1
  br label %2558

2622:                                             ; preds = %2558
  %2623 = add i64 %2555, 1
  br label %2554

2624:                                             ; preds = %2554
  %2625 = call ptr @malloc(i64 55360)
  %2626 = ptrtoint ptr %2625 to i64
  %2627 = add i64 %2626, 63
  %2628 = urem i64 %2627, 64
  %2629 = sub i64 %2627, %2628
  %2630 = inttoptr i64 %2629 to ptr
  %2631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2625, 0
  %2632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2631, ptr %2630, 1
  %2633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2632, i64 0, 2
  %2634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2633, i64 1, 3, 0
  %2635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2634, i64 96, 3, 1
  %2636 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2635, i64 12, 3, 2
  %2637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2636, i64 12, 3, 3
  %2638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2637, i64 13824, 4, 0
  %2639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2638, i64 144, 4, 1
  %2640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2639, i64 12, 4, 2
  %2641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2640, i64 1, 4, 3
  br label %2642

2642:                                             ; preds = %2671, %2624
  %2643 = phi i64 [ %2672, %2671 ], [ 0, %2624 ]
  %2644 = icmp slt i64 %2643, 1
  br i1 %2644, label %2645, label %2673

2645:                                             ; preds = %2642
  br label %2646

2646:                                             ; preds = %2669, %2645
  %2647 = phi i64 [ %2670, %2669 ], [ 0, %2645 ]
  %2648 = icmp slt i64 %2647, 96
  br i1 %2648, label %2649, label %2671

2649:                                             ; preds = %2646
  br label %2650

2650:                                             ; preds = %2667, %2649
  %2651 = phi i64 [ %2668, %2667 ], [ 0, %2649 ]
  %2652 = icmp slt i64 %2651, 12
  br i1 %2652, label %2653, label %2669

2653:                                             ; preds = %2650
  br label %2654

2654:                                             ; preds = %2657, %2653
  %2655 = phi i64 [ %2666, %2657 ], [ 0, %2653 ]
  %2656 = icmp slt i64 %2655, 12
  br i1 %2656, label %2657, label %2667

2657:                                             ; preds = %2654
  %2658 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2641, 1
  %2659 = mul nuw nsw i64 %2643, 13824
  %2660 = mul nuw nsw i64 %2647, 144
  %2661 = add nuw nsw i64 %2659, %2660
  %2662 = mul nuw nsw i64 %2651, 12
  %2663 = add nuw nsw i64 %2661, %2662
  %2664 = add nuw nsw i64 %2663, %2655
  %2665 = getelementptr inbounds nuw float, ptr %2658, i64 %2664
  store float 0.000000e+00, ptr %2665, align 4
  %2666 = add i64 %2655, 1
  br label %2654

2667:                                             ; preds = %2654
  %2668 = add i64 %2651, 1
  br label %2650

2669:                                             ; preds = %2650
  %2670 = add i64 %2647, 1
  br label %2646

2671:                                             ; preds = %2646
  %2672 = add i64 %2643, 1
  br label %2642

2673:                                             ; preds = %2642
  %2674 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2641, 0
  %2675 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2641, 1
  %2676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2674, 0
  %2677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2676, ptr %2675, 1
  %2678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2677, i64 26, 2
  %2679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2678, i64 1, 3, 0
  %2680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2679, i64 13824, 4, 0
  %2681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2680, i64 96, 3, 1
  %2682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2681, i64 144, 4, 1
  %2683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2682, i64 8, 3, 2
  %2684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2683, i64 12, 4, 2
  %2685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2684, i64 8, 3, 3
  %2686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2685, i64 1, 4, 3
  br label %2687

2687:                                             ; preds = %2726, %2673
  %2688 = phi i64 [ %2727, %2726 ], [ 0, %2673 ]
  %2689 = icmp slt i64 %2688, 1
  br i1 %2689, label %2690, label %2728

2690:                                             ; preds = %2687
  br label %2691

2691:                                             ; preds = %2724, %2690
  %2692 = phi i64 [ %2725, %2724 ], [ 0, %2690 ]
  %2693 = icmp slt i64 %2692, 96
  br i1 %2693, label %2694, label %2726

2694:                                             ; preds = %2691
  br label %2695

2695:                                             ; preds = %2722, %2694
  %2696 = phi i64 [ %2723, %2722 ], [ 0, %2694 ]
  %2697 = icmp slt i64 %2696, 8
  br i1 %2697, label %2698, label %2724

2698:                                             ; preds = %2695
  br label %2699

2699:                                             ; preds = %2702, %2698
  %2700 = phi i64 [ %2721, %2702 ], [ 0, %2698 ]
  %2701 = icmp slt i64 %2700, 8
  br i1 %2701, label %2702, label %2722

2702:                                             ; preds = %2699
  %2703 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, 1
  %2704 = mul nuw nsw i64 %2688, 6144
  %2705 = mul nuw nsw i64 %2692, 64
  %2706 = add nuw nsw i64 %2704, %2705
  %2707 = mul nuw nsw i64 %2696, 8
  %2708 = add nuw nsw i64 %2706, %2707
  %2709 = add nuw nsw i64 %2708, %2700
  %2710 = getelementptr inbounds nuw float, ptr %2703, i64 %2709
  %2711 = load float, ptr %2710, align 4
  %2712 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2686, 1
  %2713 = getelementptr float, ptr %2712, i64 26
  %2714 = mul nuw nsw i64 %2688, 13824
  %2715 = mul nuw nsw i64 %2692, 144
  %2716 = add nuw nsw i64 %2714, %2715
  %2717 = mul nuw nsw i64 %2696, 12
  %2718 = add nuw nsw i64 %2716, %2717
  %2719 = add nuw nsw i64 %2718, %2700
  %2720 = getelementptr inbounds nuw float, ptr %2713, i64 %2719
  store float %2711, ptr %2720, align 4
  %2721 = add i64 %2700, 1
  br label %2699

2722:                                             ; preds = %2699
  %2723 = add i64 %2696, 1
  br label %2695

2724:                                             ; preds = %2695
  %2725 = add i64 %2692, 1
  br label %2691

2726:                                             ; preds = %2691
  %2727 = add i64 %2688, 1
  br label %2687

2728:                                             ; preds = %2687
  %2729 = call ptr @malloc(i64 6208)
  %2730 = ptrtoint ptr %2729 to i64
  %2731 = add i64 %2730, 63
  %2732 = urem i64 %2731, 64
  %2733 = sub i64 %2731, %2732
  %2734 = inttoptr i64 %2733 to ptr
  %2735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2729, 0
  %2736 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2735, ptr %2734, 1
  %2737 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2736, i64 0, 2
  %2738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2737, i64 1, 3, 0
  %2739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2738, i64 96, 3, 1
  %2740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2739, i64 4, 3, 2
  %2741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2740, i64 4, 3, 3
  %2742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2741, i64 1536, 4, 0
  %2743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2742, i64 16, 4, 1
  %2744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2743, i64 4, 4, 2
  %2745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2744, i64 1, 4, 3
  br label %2746

2746:                                             ; preds = %2775, %2728
  %2747 = phi i64 [ %2776, %2775 ], [ 0, %2728 ]
  %2748 = icmp slt i64 %2747, 1
  br i1 %2748, label %2749, label %2777

2749:                                             ; preds = %2746
  br label %2750

2750:                                             ; preds = %2773, %2749
  %2751 = phi i64 [ %2774, %2773 ], [ 0, %2749 ]
  %2752 = icmp slt i64 %2751, 96
  br i1 %2752, label %2753, label %2775

2753:                                             ; preds = %2750
  br label %2754

2754:                                             ; preds = %2771, %2753
  %2755 = phi i64 [ %2772, %2771 ], [ 0, %2753 ]
  %2756 = icmp slt i64 %2755, 4
  br i1 %2756, label %2757, label %2773

2757:                                             ; preds = %2754
  br label %2758

2758:                                             ; preds = %2761, %2757
  %2759 = phi i64 [ %2770, %2761 ], [ 0, %2757 ]
  %2760 = icmp slt i64 %2759, 4
  br i1 %2760, label %2761, label %2771

2761:                                             ; preds = %2758
  %2762 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %2763 = mul nuw nsw i64 %2747, 1536
  %2764 = mul nuw nsw i64 %2751, 16
  %2765 = add nuw nsw i64 %2763, %2764
  %2766 = mul nuw nsw i64 %2755, 4
  %2767 = add nuw nsw i64 %2765, %2766
  %2768 = add nuw nsw i64 %2767, %2759
  %2769 = getelementptr inbounds nuw float, ptr %2762, i64 %2768
  store float 0.000000e+00, ptr %2769, align 4
  %2770 = add i64 %2759, 1
  br label %2758

2771:                                             ; preds = %2758
  %2772 = add i64 %2755, 1
  br label %2754

2773:                                             ; preds = %2754
  %2774 = add i64 %2751, 1
  br label %2750

2775:                                             ; preds = %2750
  %2776 = add i64 %2747, 1
  br label %2746

2777:                                             ; preds = %2746
  br label %2778

2778:                                             ; preds = %2849, %2777
  %2779 = phi i64 [ %2850, %2849 ], [ 0, %2777 ]
  %2780 = icmp slt i64 %2779, 1
  br i1 %2780, label %2781, label %2851

2781:                                             ; preds = %2778
  br label %2782

2782:                                             ; preds = %2847, %2781
  %2783 = phi i64 [ %2848, %2847 ], [ 0, %2781 ]
  %2784 = icmp slt i64 %2783, 4
  br i1 %2784, label %2785, label %2849

2785:                                             ; preds = %2782
  br label %2786

2786:                                             ; preds = %2845, %2785
  %2787 = phi i64 [ %2846, %2845 ], [ 0, %2785 ]
  %2788 = icmp slt i64 %2787, 4
  br i1 %2788, label %2789, label %2847

2789:                                             ; preds = %2786
  br label %2790

2790:                                             ; preds = %2843, %2789
  %2791 = phi i64 [ %2844, %2843 ], [ 0, %2789 ]
  %2792 = icmp slt i64 %2791, 96
  br i1 %2792, label %2793, label %2845

2793:                                             ; preds = %2790
  br label %2794

2794:                                             ; preds = %2841, %2793
  %2795 = phi i64 [ %2842, %2841 ], [ 0, %2793 ]
  %2796 = icmp slt i64 %2795, 5
  br i1 %2796, label %2797, label %2843

2797:                                             ; preds = %2794
  br label %2798

2798:                                             ; preds = %2801, %2797
  %2799 = phi i64 [ %2840, %2801 ], [ 0, %2797 ]
  %2800 = icmp slt i64 %2799, 5
  br i1 %2800, label %2801, label %2841

2801:                                             ; preds = %2798
  %2802 = mul nsw i64 %2783, 2
  %2803 = add i64 %2802, %2795
  %2804 = mul nsw i64 %2787, 2
  %2805 = add i64 %2804, %2799
  %2806 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2641, 1
  %2807 = mul nuw nsw i64 %2779, 13824
  %2808 = mul nuw nsw i64 %2791, 144
  %2809 = add nuw nsw i64 %2807, %2808
  %2810 = mul nuw nsw i64 %2803, 12
  %2811 = add nuw nsw i64 %2809, %2810
  %2812 = add nuw nsw i64 %2811, %2805
  %2813 = getelementptr inbounds nuw float, ptr %2806, i64 %2812
  %2814 = load float, ptr %2813, align 4
  %2815 = mul nuw nsw i64 %2791, 25
  %2816 = mul nuw nsw i64 %2795, 5
  %2817 = add nuw nsw i64 %2815, %2816
  %2818 = add nuw nsw i64 %2817, %2799
  %2819 = getelementptr inbounds nuw float, ptr @__constant_96x1x5x5xf32, i64 %2818
  %2820 = load float, ptr %2819, align 4
  %2821 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %2822 = mul nuw nsw i64 %2779, 1536
  %2823 = mul nuw nsw i64 %2791, 16
  %2824 = add nuw nsw i64 %2822, %2823
  %2825 = mul nuw nsw i64 %2783, 4
  %2826 = add nuw nsw i64 %2824, %2825
  %2827 = add nuw nsw i64 %2826, %2787
  %2828 = getelementptr inbounds nuw float, ptr %2821, i64 %2827
  %2829 = load float, ptr %2828, align 4
  %2830 = fmul float %2814, %2820
  %2831 = fadd float %2829, %2830
  %2832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %2833 = mul nuw nsw i64 %2779, 1536
  %2834 = mul nuw nsw i64 %2791, 16
  %2835 = add nuw nsw i64 %2833, %2834
  %2836 = mul nuw nsw i64 %2783, 4
  %2837 = add nuw nsw i64 %2835, %2836
  %2838 = add nuw nsw i64 %2837, %2787
  %2839 = getelementptr inbounds nuw float, ptr %2832, i64 %2838
  store float %2831, ptr %2839, align 4
  %2840 = add i64 %2799, 1
  br label %2798

2841:                                             ; preds = %2798
  %2842 = add i64 %2795, 1
  br label %2794

2843:                                             ; preds = %2794
  %2844 = add i64 %2791, 1
  br label %2790

2845:                                             ; preds = %2790
  %2846 = add i64 %2787, 1
  br label %2786

2847:                                             ; preds = %2786
  %2848 = add i64 %2783, 1
  br label %2782

2849:                                             ; preds = %2782
  %2850 = add i64 %2779, 1
  br label %2778

2851:                                             ; preds = %2778
  br label %2852

2852:                                             ; preds = %2920, %2851
  %2853 = phi i64 [ %2921, %2920 ], [ 0, %2851 ]
  %2854 = icmp slt i64 %2853, 1
  br i1 %2854, label %2855, label %2922

2855:                                             ; preds = %2852
  br label %2856

2856:                                             ; preds = %2918, %2855
  %2857 = phi i64 [ %2919, %2918 ], [ 0, %2855 ]
  %2858 = icmp slt i64 %2857, 96
  br i1 %2858, label %2859, label %2920

2859:                                             ; preds = %2856
  br label %2860

2860:                                             ; preds = %2916, %2859
  %2861 = phi i64 [ %2917, %2916 ], [ 0, %2859 ]
  %2862 = icmp slt i64 %2861, 4
  br i1 %2862, label %2863, label %2918

2863:                                             ; preds = %2860
  br label %2864

2864:                                             ; preds = %2867, %2863
  %2865 = phi i64 [ %2915, %2867 ], [ 0, %2863 ]
  %2866 = icmp slt i64 %2865, 4
  br i1 %2866, label %2867, label %2916

2867:                                             ; preds = %2864
  %2868 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %2869 = mul nuw nsw i64 %2853, 1536
  %2870 = mul nuw nsw i64 %2857, 16
  %2871 = add nuw nsw i64 %2869, %2870
  %2872 = mul nuw nsw i64 %2861, 4
  %2873 = add nuw nsw i64 %2871, %2872
  %2874 = add nuw nsw i64 %2873, %2865
  %2875 = getelementptr inbounds nuw float, ptr %2868, i64 %2874
  %2876 = load float, ptr %2875, align 4
  %2877 = add nuw nsw i64 %2857, 0
  %2878 = add nuw nsw i64 %2877, 0
  %2879 = getelementptr inbounds nuw float, ptr @__constant_96xf32_110, i64 %2878
  %2880 = load float, ptr %2879, align 4
  %2881 = add nuw nsw i64 %2857, 0
  %2882 = add nuw nsw i64 %2881, 0
  %2883 = getelementptr inbounds nuw float, ptr @__constant_96xf32_109, i64 %2882
  %2884 = load float, ptr %2883, align 4
  %2885 = add nuw nsw i64 %2857, 0
  %2886 = add nuw nsw i64 %2885, 0
  %2887 = getelementptr inbounds nuw float, ptr @__constant_96xf32_108, i64 %2886
  %2888 = load float, ptr %2887, align 4
  %2889 = add nuw nsw i64 %2857, 0
  %2890 = add nuw nsw i64 %2889, 0
  %2891 = getelementptr inbounds nuw float, ptr @__constant_96xf32_107, i64 %2890
  %2892 = load float, ptr %2891, align 4
  %2893 = fadd float %2884, 1.000000e-03
  %2894 = call float @llvm.sqrt.f32(float %2893)
  %2895 = fdiv float 1.000000e+00, %2894
  %2896 = fsub float %2876, %2880
  %2897 = fmul float %2896, %2895
  %2898 = fmul float %2897, %2888
  %2899 = fadd float %2898, %2892
  %2900 = fadd float %2899, 3.000000e+00
  %2901 = fcmp ult float %2900, 0.000000e+00
  %2902 = select i1 %2901, float 0.000000e+00, float %2900
  %2903 = fcmp ugt float %2902, 6.000000e+00
  %2904 = select i1 %2903, float 6.000000e+00, float %2902
  %2905 = fmul float %2899, %2904
  %2906 = fdiv float %2905, 6.000000e+00
  %2907 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %2908 = mul nuw nsw i64 %2853, 1536
  %2909 = mul nuw nsw i64 %2857, 16
  %2910 = add nuw nsw i64 %2908, %2909
  %2911 = mul nuw nsw i64 %2861, 4
  %2912 = add nuw nsw i64 %2910, %2911
  %2913 = add nuw nsw i64 %2912, %2865
  %2914 = getelementptr inbounds nuw float, ptr %2907, i64 %2913
  store float %2906, ptr %2914, align 4
  %2915 = add i64 %2865, 1
  br label %2864

2916:                                             ; preds = %2864
  %2917 = add i64 %2861, 1
  br label %2860

2918:                                             ; preds = %2860
  %2919 = add i64 %2857, 1
  br label %2856

2920:                                             ; preds = %2856
  %2921 = add i64 %2853, 1
  br label %2852

2922:                                             ; preds = %2852
  %2923 = call ptr @malloc(i64 448)
  %2924 = ptrtoint ptr %2923 to i64
  %2925 = add i64 %2924, 63
  %2926 = urem i64 %2925, 64
  %2927 = sub i64 %2925, %2926
  %2928 = inttoptr i64 %2927 to ptr
  %2929 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2923, 0
  %2930 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2929, ptr %2928, 1
  %2931 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2930, i64 0, 2
  %2932 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2931, i64 1, 3, 0
  %2933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2932, i64 96, 3, 1
  %2934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2933, i64 1, 3, 2
  %2935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2934, i64 1, 3, 3
  %2936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2935, i64 96, 4, 0
  %2937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2936, i64 1, 4, 1
  %2938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2937, i64 1, 4, 2
  %2939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2938, i64 1, 4, 3
  br label %2940

2940:                                             ; preds = %2967, %2922
  %2941 = phi i64 [ %2968, %2967 ], [ 0, %2922 ]
  %2942 = icmp slt i64 %2941, 1
  br i1 %2942, label %2943, label %2969

2943:                                             ; preds = %2940
  br label %2944

2944:                                             ; preds = %2965, %2943
  %2945 = phi i64 [ %2966, %2965 ], [ 0, %2943 ]
  %2946 = icmp slt i64 %2945, 96
  br i1 %2946, label %2947, label %2967

2947:                                             ; preds = %2944
  br label %2948

2948:                                             ; preds = %2963, %2947
  %2949 = phi i64 [ %2964, %2963 ], [ 0, %2947 ]
  %2950 = icmp slt i64 %2949, 1
  br i1 %2950, label %2951, label %2965

2951:                                             ; preds = %2948
  br label %2952

2952:                                             ; preds = %2955, %2951
  %2953 = phi i64 [ %2962, %2955 ], [ 0, %2951 ]
  %2954 = icmp slt i64 %2953, 1
  br i1 %2954, label %2955, label %2963

2955:                                             ; preds = %2952
  %2956 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %2957 = mul nuw nsw i64 %2941, 96
  %2958 = add nuw nsw i64 %2957, %2945
  %2959 = add nuw nsw i64 %2958, %2949
  %2960 = add nuw nsw i64 %2959, %2953
  %2961 = getelementptr inbounds nuw float, ptr %2956, i64 %2960
  store float 0.000000e+00, ptr %2961, align 4
  %2962 = add i64 %2953, 1
  br label %2952

2963:                                             ; preds = %2952
  %2964 = add i64 %2949, 1
  br label %2948

2965:                                             ; preds = %2948
  %2966 = add i64 %2945, 1
  br label %2944

2967:                                             ; preds = %2944
  %2968 = add i64 %2941, 1
  br label %2940

2969:                                             ; preds = %2940
  br label %2970

2970:                                             ; preds = %3014, %2969
  %2971 = phi i64 [ %3015, %3014 ], [ 0, %2969 ]
  %2972 = icmp slt i64 %2971, 1
  br i1 %2972, label %2973, label %3016

2973:                                             ; preds = %2970
  br label %2974

2974:                                             ; preds = %3012, %2973
  %2975 = phi i64 [ %3013, %3012 ], [ 0, %2973 ]
  %2976 = icmp slt i64 %2975, 96
  br i1 %2976, label %2977, label %3014

2977:                                             ; preds = %2974
  br label %2978

2978:                                             ; preds = %3010, %2977
  %2979 = phi i64 [ %3011, %3010 ], [ 0, %2977 ]
  %2980 = icmp slt i64 %2979, 4
  br i1 %2980, label %2981, label %3012

2981:                                             ; preds = %2978
  br label %2982

2982:                                             ; preds = %2985, %2981
  %2983 = phi i64 [ %3009, %2985 ], [ 0, %2981 ]
  %2984 = icmp slt i64 %2983, 4
  br i1 %2984, label %2985, label %3010

2985:                                             ; preds = %2982
  %2986 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %2987 = mul nuw nsw i64 %2971, 1536
  %2988 = mul nuw nsw i64 %2975, 16
  %2989 = add nuw nsw i64 %2987, %2988
  %2990 = mul nuw nsw i64 %2979, 4
  %2991 = add nuw nsw i64 %2989, %2990
  %2992 = add nuw nsw i64 %2991, %2983
  %2993 = getelementptr inbounds nuw float, ptr %2986, i64 %2992
  %2994 = load float, ptr %2993, align 4
  %2995 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %2996 = mul nuw nsw i64 %2971, 96
  %2997 = add nuw nsw i64 %2996, %2975
  %2998 = add nuw nsw i64 %2997, 0
  %2999 = add nuw nsw i64 %2998, 0
  %3000 = getelementptr inbounds nuw float, ptr %2995, i64 %2999
  %3001 = load float, ptr %3000, align 4
  %3002 = fadd float %2994, %3001
  %3003 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %3004 = mul nuw nsw i64 %2971, 96
  %3005 = add nuw nsw i64 %3004, %2975
  %3006 = add nuw nsw i64 %3005, 0
  %3007 = add nuw nsw i64 %3006, 0
  %3008 = getelementptr inbounds nuw float, ptr %3003, i64 %3007
  store float %3002, ptr %3008, align 4
  %3009 = add i64 %2983, 1
  br label %2982

3010:                                             ; preds = %2982
  %3011 = add i64 %2979, 1
  br label %2978

3012:                                             ; preds = %2978
  %3013 = add i64 %2975, 1
  br label %2974

3014:                                             ; preds = %2974
  %3015 = add i64 %2971, 1
  br label %2970

3016:                                             ; preds = %2970
  %3017 = call ptr @malloc(i64 160)
  %3018 = ptrtoint ptr %3017 to i64
  %3019 = add i64 %3018, 63
  %3020 = urem i64 %3019, 64
  %3021 = sub i64 %3019, %3020
  %3022 = inttoptr i64 %3021 to ptr
  %3023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3017, 0
  %3024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3023, ptr %3022, 1
  %3025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3024, i64 0, 2
  %3026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3025, i64 1, 3, 0
  %3027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3026, i64 24, 3, 1
  %3028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3027, i64 1, 3, 2
  %3029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3028, i64 1, 3, 3
  %3030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3029, i64 24, 4, 0
  %3031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, i64 1, 4, 1
  %3032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3031, i64 1, 4, 2
  %3033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3032, i64 1, 4, 3
  br label %3034

3034:                                             ; preds = %3063, %3016
  %3035 = phi i64 [ %3064, %3063 ], [ 0, %3016 ]
  %3036 = icmp slt i64 %3035, 1
  br i1 %3036, label %3037, label %3065

3037:                                             ; preds = %3034
  br label %3038

3038:                                             ; preds = %3061, %3037
  %3039 = phi i64 [ %3062, %3061 ], [ 0, %3037 ]
  %3040 = icmp slt i64 %3039, 24
  br i1 %3040, label %3041, label %3063

3041:                                             ; preds = %3038
  br label %3042

3042:                                             ; preds = %3059, %3041
  %3043 = phi i64 [ %3060, %3059 ], [ 0, %3041 ]
  %3044 = icmp slt i64 %3043, 1
  br i1 %3044, label %3045, label %3061

3045:                                             ; preds = %3042
  br label %3046

3046:                                             ; preds = %3049, %3045
  %3047 = phi i64 [ %3058, %3049 ], [ 0, %3045 ]
  %3048 = icmp slt i64 %3047, 1
  br i1 %3048, label %3049, label %3059

3049:                                             ; preds = %3046
  %3050 = getelementptr inbounds nuw float, ptr @__constant_24xf32, i64 %3039
  %3051 = load float, ptr %3050, align 4
  %3052 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, 1
  %3053 = mul nuw nsw i64 %3035, 24
  %3054 = add nuw nsw i64 %3053, %3039
  %3055 = add nuw nsw i64 %3054, %3043
  %3056 = add nuw nsw i64 %3055, %3047
  %3057 = getelementptr inbounds nuw float, ptr %3052, i64 %3056
  store float %3051, ptr %3057, align 4
  %3058 = add i64 %3047, 1
  br label %3046

3059:                                             ; preds = %3046
  %3060 = add i64 %3043, 1
  br label %3042

3061:                                             ; preds = %3042
  %3062 = add i64 %3039, 1
  br label %3038

3063:                                             ; preds = %3038
  %3064 = add i64 %3035, 1
  br label %3034

3065:                                             ; preds = %3034
  br label %3066

3066:                                             ; preds = %3136, %3065
  %3067 = phi i64 [ %3137, %3136 ], [ 0, %3065 ]
  %3068 = icmp slt i64 %3067, 1
  br i1 %3068, label %3069, label %3138

3069:                                             ; preds = %3066
  br label %3070

3070:                                             ; preds = %3134, %3069
  %3071 = phi i64 [ %3135, %3134 ], [ 0, %3069 ]
  %3072 = icmp slt i64 %3071, 24
  br i1 %3072, label %3073, label %3136

3073:                                             ; preds = %3070
  br label %3074

3074:                                             ; preds = %3132, %3073
  %3075 = phi i64 [ %3133, %3132 ], [ 0, %3073 ]
  %3076 = icmp slt i64 %3075, 1
  br i1 %3076, label %3077, label %3134

3077:                                             ; preds = %3074
  br label %3078

3078:                                             ; preds = %3130, %3077
  %3079 = phi i64 [ %3131, %3130 ], [ 0, %3077 ]
  %3080 = icmp slt i64 %3079, 1
  br i1 %3080, label %3081, label %3132

3081:                                             ; preds = %3078
  br label %3082

3082:                                             ; preds = %3128, %3081
  %3083 = phi i64 [ %3129, %3128 ], [ 0, %3081 ]
  %3084 = icmp slt i64 %3083, 96
  br i1 %3084, label %3085, label %3130

3085:                                             ; preds = %3082
  br label %3086

3086:                                             ; preds = %3126, %3085
  %3087 = phi i64 [ %3127, %3126 ], [ 0, %3085 ]
  %3088 = icmp slt i64 %3087, 1
  br i1 %3088, label %3089, label %3128

3089:                                             ; preds = %3086
  br label %3090

3090:                                             ; preds = %3093, %3089
  %3091 = phi i64 [ %3125, %3093 ], [ 0, %3089 ]
  %3092 = icmp slt i64 %3091, 1
  br i1 %3092, label %3093, label %3126

3093:                                             ; preds = %3090
  %3094 = add i64 %3075, %3087
  %3095 = add i64 %3079, %3091
  %3096 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %3097 = mul nuw nsw i64 %3067, 96
  %3098 = add nuw nsw i64 %3097, %3083
  %3099 = add nuw nsw i64 %3098, %3094
  %3100 = add nuw nsw i64 %3099, %3095
  %3101 = getelementptr inbounds nuw float, ptr %3096, i64 %3100
  %3102 = load float, ptr %3101, align 4
  %3103 = mul nuw nsw i64 %3071, 96
  %3104 = add nuw nsw i64 %3103, %3083
  %3105 = add nuw nsw i64 %3104, %3087
  %3106 = add nuw nsw i64 %3105, %3091
  %3107 = getelementptr inbounds nuw float, ptr @__constant_24x96x1x1xf32, i64 %3106
  %3108 = load float, ptr %3107, align 4
  %3109 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, 1
  %3110 = mul nuw nsw i64 %3067, 24
  %3111 = add nuw nsw i64 %3110, %3071
  %3112 = add nuw nsw i64 %3111, %3075
  %3113 = add nuw nsw i64 %3112, %3079
  %3114 = getelementptr inbounds nuw float, ptr %3109, i64 %3113
  %3115 = load float, ptr %3114, align 4
  %3116 = fdiv float %3102, 1.600000e+01
  %3117 = fmul float %3116, %3108
  %3118 = fadd float %3115, %3117
  %3119 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, 1
  %3120 = mul nuw nsw i64 %3067, 24
  %3121 = add nuw nsw i64 %3120, %3071
  %3122 = add nuw nsw i64 %3121, %3075
  %3123 = add nuw nsw i64 %3122, %3079
  %3124 = getelementptr inbounds nuw float, ptr %3119, i64 %3123
  store float %3118, ptr %3124, align 4
  %3125 = add i64 %3091, 1
  br label %3090

3126:                                             ; preds = %3090
  %3127 = add i64 %3087, 1
  br label %3086

3128:                                             ; preds = %3086
  %3129 = add i64 %3083, 1
  br label %3082

3130:                                             ; preds = %3082
  %3131 = add i64 %3079, 1
  br label %3078

3132:                                             ; preds = %3078
  %3133 = add i64 %3075, 1
  br label %3074

3134:                                             ; preds = %3074
  %3135 = add i64 %3071, 1
  br label %3070

3136:                                             ; preds = %3070
  %3137 = add i64 %3067, 1
  br label %3066

3138:                                             ; preds = %3066
  br label %3139

3139:                                             ; preds = %3168, %3138
  %3140 = phi i64 [ %3169, %3168 ], [ 0, %3138 ]
  %3141 = icmp slt i64 %3140, 1
  br i1 %3141, label %3142, label %3170

3142:                                             ; preds = %3139
  br label %3143

3143:                                             ; preds = %3166, %3142
  %3144 = phi i64 [ %3167, %3166 ], [ 0, %3142 ]
  %3145 = icmp slt i64 %3144, 96
  br i1 %3145, label %3146, label %3168

3146:                                             ; preds = %3143
  br label %3147

3147:                                             ; preds = %3164, %3146
  %3148 = phi i64 [ %3165, %3164 ], [ 0, %3146 ]
  %3149 = icmp slt i64 %3148, 1
  br i1 %3149, label %3150, label %3166

3150:                                             ; preds = %3147
  br label %3151

3151:                                             ; preds = %3154, %3150
  %3152 = phi i64 [ %3163, %3154 ], [ 0, %3150 ]
  %3153 = icmp slt i64 %3152, 1
  br i1 %3153, label %3154, label %3164

3154:                                             ; preds = %3151
  %3155 = getelementptr inbounds nuw float, ptr @__constant_96xf32_106, i64 %3144
  %3156 = load float, ptr %3155, align 4
  %3157 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %3158 = mul nuw nsw i64 %3140, 96
  %3159 = add nuw nsw i64 %3158, %3144
  %3160 = add nuw nsw i64 %3159, %3148
  %3161 = add nuw nsw i64 %3160, %3152
  %3162 = getelementptr inbounds nuw float, ptr %3157, i64 %3161
  store float %3156, ptr %3162, align 4
  %3163 = add i64 %3152, 1
  br label %3151

3164:                                             ; preds = %3151
  %3165 = add i64 %3148, 1
  br label %3147

3166:                                             ; preds = %3147
  %3167 = add i64 %3144, 1
  br label %3143

3168:                                             ; preds = %3143
  %3169 = add i64 %3140, 1
  br label %3139

3170:                                             ; preds = %3139
  br label %3171

3171:                                             ; preds = %3242, %3170
  %3172 = phi i64 [ %3243, %3242 ], [ 0, %3170 ]
  %3173 = icmp slt i64 %3172, 1
  br i1 %3173, label %3174, label %3244

3174:                                             ; preds = %3171
  br label %3175

3175:                                             ; preds = %3240, %3174
  %3176 = phi i64 [ %3241, %3240 ], [ 0, %3174 ]
  %3177 = icmp slt i64 %3176, 96
  br i1 %3177, label %3178, label %3242

3178:                                             ; preds = %3175
  br label %3179

3179:                                             ; preds = %3238, %3178
  %3180 = phi i64 [ %3239, %3238 ], [ 0, %3178 ]
  %3181 = icmp slt i64 %3180, 1
  br i1 %3181, label %3182, label %3240

3182:                                             ; preds = %3179
  br label %3183

3183:                                             ; preds = %3236, %3182
  %3184 = phi i64 [ %3237, %3236 ], [ 0, %3182 ]
  %3185 = icmp slt i64 %3184, 1
  br i1 %3185, label %3186, label %3238

3186:                                             ; preds = %3183
  br label %3187

3187:                                             ; preds = %3234, %3186
  %3188 = phi i64 [ %3235, %3234 ], [ 0, %3186 ]
  %3189 = icmp slt i64 %3188, 24
  br i1 %3189, label %3190, label %3236

3190:                                             ; preds = %3187
  br label %3191

3191:                                             ; preds = %3232, %3190
  %3192 = phi i64 [ %3233, %3232 ], [ 0, %3190 ]
  %3193 = icmp slt i64 %3192, 1
  br i1 %3193, label %3194, label %3234

3194:                                             ; preds = %3191
  br label %3195

3195:                                             ; preds = %3198, %3194
  %3196 = phi i64 [ %3231, %3198 ], [ 0, %3194 ]
  %3197 = icmp slt i64 %3196, 1
  br i1 %3197, label %3198, label %3232

3198:                                             ; preds = %3195
  %3199 = add i64 %3180, %3192
  %3200 = add i64 %3184, %3196
  %3201 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, 1
  %3202 = mul nuw nsw i64 %3172, 24
  %3203 = add nuw nsw i64 %3202, %3188
  %3204 = add nuw nsw i64 %3203, %3199
  %3205 = add nuw nsw i64 %3204, %3200
  %3206 = getelementptr inbounds nuw float, ptr %3201, i64 %3205
  %3207 = load float, ptr %3206, align 4
  %3208 = mul nuw nsw i64 %3176, 24
  %3209 = add nuw nsw i64 %3208, %3188
  %3210 = add nuw nsw i64 %3209, %3192
  %3211 = add nuw nsw i64 %3210, %3196
  %3212 = getelementptr inbounds nuw float, ptr @__constant_96x24x1x1xf32, i64 %3211
  %3213 = load float, ptr %3212, align 4
  %3214 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %3215 = mul nuw nsw i64 %3172, 96
  %3216 = add nuw nsw i64 %3215, %3176
  %3217 = add nuw nsw i64 %3216, %3180
  %3218 = add nuw nsw i64 %3217, %3184
  %3219 = getelementptr inbounds nuw float, ptr %3214, i64 %3218
  %3220 = load float, ptr %3219, align 4
  %3221 = fcmp ugt float %3207, 0.000000e+00
  %3222 = select i1 %3221, float %3207, float 0.000000e+00
  %3223 = fmul float %3222, %3213
  %3224 = fadd float %3220, %3223
  %3225 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %3226 = mul nuw nsw i64 %3172, 96
  %3227 = add nuw nsw i64 %3226, %3176
  %3228 = add nuw nsw i64 %3227, %3180
  %3229 = add nuw nsw i64 %3228, %3184
  %3230 = getelementptr inbounds nuw float, ptr %3225, i64 %3229
  store float %3224, ptr %3230, align 4
  %3231 = add i64 %3196, 1
  br label %3195

3232:                                             ; preds = %3195
  %3233 = add i64 %3192, 1
  br label %3191

3234:                                             ; preds = %3191
  %3235 = add i64 %3188, 1
  br label %3187

3236:                                             ; preds = %3187
  %3237 = add i64 %3184, 1
  br label %3183

3238:                                             ; preds = %3183
  %3239 = add i64 %3180, 1
  br label %3179

3240:                                             ; preds = %3179
  %3241 = add i64 %3176, 1
  br label %3175

3242:                                             ; preds = %3175
  %3243 = add i64 %3172, 1
  br label %3171

3244:                                             ; preds = %3171
  %3245 = call ptr @malloc(i64 2624)
  %3246 = ptrtoint ptr %3245 to i64
  %3247 = add i64 %3246, 63
  %3248 = urem i64 %3247, 64
  %3249 = sub i64 %3247, %3248
  %3250 = inttoptr i64 %3249 to ptr
  %3251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3245, 0
  %3252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3251, ptr %3250, 1
  %3253 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3252, i64 0, 2
  %3254 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3253, i64 1, 3, 0
  %3255 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3254, i64 40, 3, 1
  %3256 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3255, i64 4, 3, 2
  %3257 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3256, i64 4, 3, 3
  %3258 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3257, i64 640, 4, 0
  %3259 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3258, i64 16, 4, 1
  %3260 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3259, i64 4, 4, 2
  %3261 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3260, i64 1, 4, 3
  %3262 = call ptr @malloc(i64 2624)
  %3263 = ptrtoint ptr %3262 to i64
  %3264 = add i64 %3263, 63
  %3265 = urem i64 %3264, 64
  %3266 = sub i64 %3264, %3265
  %3267 = inttoptr i64 %3266 to ptr
  %3268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3262, 0
  %3269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3268, ptr %3267, 1
  %3270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3269, i64 0, 2
  %3271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3270, i64 1, 3, 0
  %3272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3271, i64 40, 3, 1
  %3273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3272, i64 4, 3, 2
  %3274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3273, i64 4, 3, 3
  %3275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3274, i64 640, 4, 0
  %3276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3275, i64 16, 4, 1
  %3277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3276, i64 4, 4, 2
  %3278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3277, i64 1, 4, 3
  br label %3279

3279:                                             ; preds = %3308, %3244
  %3280 = phi i64 [ %3309, %3308 ], [ 0, %3244 ]
  %3281 = icmp slt i64 %3280, 1
  br i1 %3281, label %3282, label %3310

3282:                                             ; preds = %3279
  br label %3283

3283:                                             ; preds = %3306, %3282
  %3284 = phi i64 [ %3307, %3306 ], [ 0, %3282 ]
  %3285 = icmp slt i64 %3284, 40
  br i1 %3285, label %3286, label %3308

3286:                                             ; preds = %3283
  br label %3287

3287:                                             ; preds = %3304, %3286
  %3288 = phi i64 [ %3305, %3304 ], [ 0, %3286 ]
  %3289 = icmp slt i64 %3288, 4
  br i1 %3289, label %3290, label %3306

3290:                                             ; preds = %3287
  br label %3291

3291:                                             ; preds = %3294, %3290
  %3292 = phi i64 [ %3303, %3294 ], [ 0, %3290 ]
  %3293 = icmp slt i64 %3292, 4
  br i1 %3293, label %3294, label %3304

3294:                                             ; preds = %3291
  %3295 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, 1
  %3296 = mul nuw nsw i64 %3280, 640
  %3297 = mul nuw nsw i64 %3284, 16
  %3298 = add nuw nsw i64 %3296, %3297
  %3299 = mul nuw nsw i64 %3288, 4
  %3300 = add nuw nsw i64 %3298, %3299
  %3301 = add nuw nsw i64 %3300, %3292
  %3302 = getelementptr inbounds nuw float, ptr %3295, i64 %3301
  store float 0.000000e+00, ptr %3302, align 4
  %3303 = add i64 %3292, 1
  br label %3291

3304:                                             ; preds = %3291
  %3305 = add i64 %3288, 1
  br label %3287

3306:                                             ; preds = %3287
  %3307 = add i64 %3284, 1
  br label %3283

3308:                                             ; preds = %3283
  %3309 = add i64 %3280, 1
  br label %3279

3310:                                             ; preds = %3279
  %3311 = call ptr @malloc(i64 2624)
  %3312 = ptrtoint ptr %3311 to i64
  %3313 = add i64 %3312, 63
  %3314 = urem i64 %3313, 64
  %3315 = sub i64 %3313, %3314
  %3316 = inttoptr i64 %3315 to ptr
  %3317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3311, 0
  %3318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3317, ptr %3316, 1
  %3319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3318, i64 0, 2
  %3320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3319, i64 1, 3, 0
  %3321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3320, i64 40, 3, 1
  %3322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3321, i64 4, 3, 2
  %3323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3322, i64 4, 3, 3
  %3324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3323, i64 640, 4, 0
  %3325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3324, i64 16, 4, 1
  %3326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3325, i64 4, 4, 2
  %3327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3326, i64 1, 4, 3
  br label %3328

3328:                                             ; preds = %3366, %3310
  %3329 = phi i64 [ %3367, %3366 ], [ 0, %3310 ]
  %3330 = icmp slt i64 %3329, 1
  br i1 %3330, label %3331, label %3368

3331:                                             ; preds = %3328
  br label %3332

3332:                                             ; preds = %3364, %3331
  %3333 = phi i64 [ %3365, %3364 ], [ 0, %3331 ]
  %3334 = icmp slt i64 %3333, 40
  br i1 %3334, label %3335, label %3366

3335:                                             ; preds = %3332
  br label %3336

3336:                                             ; preds = %3362, %3335
  %3337 = phi i64 [ %3363, %3362 ], [ 0, %3335 ]
  %3338 = icmp slt i64 %3337, 4
  br i1 %3338, label %3339, label %3364

3339:                                             ; preds = %3336
  br label %3340

3340:                                             ; preds = %3343, %3339
  %3341 = phi i64 [ %3361, %3343 ], [ 0, %3339 ]
  %3342 = icmp slt i64 %3341, 4
  br i1 %3342, label %3343, label %3362

3343:                                             ; preds = %3340
  %3344 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, 1
  %3345 = mul nuw nsw i64 %3329, 640
  %3346 = mul nuw nsw i64 %3333, 16
  %3347 = add nuw nsw i64 %3345, %3346
  %3348 = mul nuw nsw i64 %3337, 4
  %3349 = add nuw nsw i64 %3347, %3348
  %3350 = add nuw nsw i64 %3349, %3341
  %3351 = getelementptr inbounds nuw float, ptr %3344, i64 %3350
  %3352 = load float, ptr %3351, align 4
  %3353 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3327, 1
  %3354 = mul nuw nsw i64 %3329, 640
  %3355 = mul nuw nsw i64 %3333, 16
  %3356 = add nuw nsw i64 %3354, %3355
  %3357 = mul nuw nsw i64 %3337, 4
  %3358 = add nuw nsw i64 %3356, %3357
  %3359 = add nuw nsw i64 %3358, %3341
  %3360 = getelementptr inbounds nuw float, ptr %3353, i64 %3359
  store float %3352, ptr %3360, align 4
  %3361 = add i64 %3341, 1
  br label %3340

3362:                                             ; preds = %3340
  %3363 = add i64 %3337, 1
  br label %3336

3364:                                             ; preds = %3336
  %3365 = add i64 %3333, 1
  br label %3332

3366:                                             ; preds = %3332
  %3367 = add i64 %3329, 1
  br label %3328

3368:                                             ; preds = %3328
  br label %3369

3369:                                             ; preds = %3458, %3368
  %3370 = phi i64 [ %3459, %3458 ], [ 0, %3368 ]
  %3371 = icmp slt i64 %3370, 1
  br i1 %3371, label %3372, label %3460

3372:                                             ; preds = %3369
  br label %3373

3373:                                             ; preds = %3456, %3372
  %3374 = phi i64 [ %3457, %3456 ], [ 0, %3372 ]
  %3375 = icmp slt i64 %3374, 40
  br i1 %3375, label %3376, label %3458

3376:                                             ; preds = %3373
  br label %3377

3377:                                             ; preds = %3454, %3376
  %3378 = phi i64 [ %3455, %3454 ], [ 0, %3376 ]
  %3379 = icmp slt i64 %3378, 4
  br i1 %3379, label %3380, label %3456

3380:                                             ; preds = %3377
  br label %3381

3381:                                             ; preds = %3452, %3380
  %3382 = phi i64 [ %3453, %3452 ], [ 0, %3380 ]
  %3383 = icmp slt i64 %3382, 4
  br i1 %3383, label %3384, label %3454

3384:                                             ; preds = %3381
  br label %3385

3385:                                             ; preds = %3450, %3384
  %3386 = phi i64 [ %3451, %3450 ], [ 0, %3384 ]
  %3387 = icmp slt i64 %3386, 96
  br i1 %3387, label %3388, label %3452

3388:                                             ; preds = %3385
  br label %3389

3389:                                             ; preds = %3448, %3388
  %3390 = phi i64 [ %3449, %3448 ], [ 0, %3388 ]
  %3391 = icmp slt i64 %3390, 1
  br i1 %3391, label %3392, label %3450

3392:                                             ; preds = %3389
  br label %3393

3393:                                             ; preds = %3396, %3392
  %3394 = phi i64 [ %3447, %3396 ], [ 0, %3392 ]
  %3395 = icmp slt i64 %3394, 1
  br i1 %3395, label %3396, label %3448

3396:                                             ; preds = %3393
  %3397 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 1
  %3398 = mul nuw nsw i64 %3370, 96
  %3399 = add nuw nsw i64 %3398, %3386
  %3400 = add nuw nsw i64 %3399, 0
  %3401 = add nuw nsw i64 %3400, 0
  %3402 = getelementptr inbounds nuw float, ptr %3397, i64 %3401
  %3403 = load float, ptr %3402, align 4
  %3404 = add i64 %3378, %3390
  %3405 = add i64 %3382, %3394
  %3406 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 1
  %3407 = mul nuw nsw i64 %3370, 1536
  %3408 = mul nuw nsw i64 %3386, 16
  %3409 = add nuw nsw i64 %3407, %3408
  %3410 = mul nuw nsw i64 %3404, 4
  %3411 = add nuw nsw i64 %3409, %3410
  %3412 = add nuw nsw i64 %3411, %3405
  %3413 = getelementptr inbounds nuw float, ptr %3406, i64 %3412
  %3414 = load float, ptr %3413, align 4
  %3415 = mul nuw nsw i64 %3374, 96
  %3416 = add nuw nsw i64 %3415, %3386
  %3417 = add nuw nsw i64 %3416, %3390
  %3418 = add nuw nsw i64 %3417, %3394
  %3419 = getelementptr inbounds nuw float, ptr @__constant_40x96x1x1xf32, i64 %3418
  %3420 = load float, ptr %3419, align 4
  %3421 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3327, 1
  %3422 = mul nuw nsw i64 %3370, 640
  %3423 = mul nuw nsw i64 %3374, 16
  %3424 = add nuw nsw i64 %3422, %3423
  %3425 = mul nuw nsw i64 %3378, 4
  %3426 = add nuw nsw i64 %3424, %3425
  %3427 = add nuw nsw i64 %3426, %3382
  %3428 = getelementptr inbounds nuw float, ptr %3421, i64 %3427
  %3429 = load float, ptr %3428, align 4
  %3430 = fadd float %3403, 3.000000e+00
  %3431 = fcmp ult float %3430, 0.000000e+00
  %3432 = select i1 %3431, float 0.000000e+00, float %3430
  %3433 = fcmp ugt float %3432, 6.000000e+00
  %3434 = select i1 %3433, float 6.000000e+00, float %3432
  %3435 = fdiv float %3434, 6.000000e+00
  %3436 = fmul float %3435, %3414
  %3437 = fmul float %3436, %3420
  %3438 = fadd float %3429, %3437
  %3439 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3327, 1
  %3440 = mul nuw nsw i64 %3370, 640
  %3441 = mul nuw nsw i64 %3374, 16
  %3442 = add nuw nsw i64 %3440, %3441
  %3443 = mul nuw nsw i64 %3378, 4
  %3444 = add nuw nsw i64 %3442, %3443
  %3445 = add nuw nsw i64 %3444, %3382
  %3446 = getelementptr inbounds nuw float, ptr %3439, i64 %3445
  store float %3438, ptr %3446, align 4
  %3447 = add i64 %3394, 1
  br label %3393

3448:                                             ; preds = %3393
  %3449 = add i64 %3390, 1
  br label %3389

3450:                                             ; preds = %3389
  %3451 = add i64 %3386, 1
  br label %3385

3452:                                             ; preds = %3385
  %3453 = add i64 %3382, 1
  br label %3381

3454:                                             ; preds = %3381
  %3455 = add i64 %3378, 1
  br label %3377

3456:                                             ; preds = %3377
  %3457 = add i64 %3374, 1
  br label %3373

3458:                                             ; preds = %3373
  %3459 = add i64 %3370, 1
  br label %3369

3460:                                             ; preds = %3369
  br label %3461

3461:                                             ; preds = %3522, %3460
  %3462 = phi i64 [ %3523, %3522 ], [ 0, %3460 ]
  %3463 = icmp slt i64 %3462, 1
  br i1 %3463, label %3464, label %3524

3464:                                             ; preds = %3461
  br label %3465

3465:                                             ; preds = %3520, %3464
  %3466 = phi i64 [ %3521, %3520 ], [ 0, %3464 ]
  %3467 = icmp slt i64 %3466, 40
  br i1 %3467, label %3468, label %3522

3468:                                             ; preds = %3465
  br label %3469

3469:                                             ; preds = %3518, %3468
  %3470 = phi i64 [ %3519, %3518 ], [ 0, %3468 ]
  %3471 = icmp slt i64 %3470, 4
  br i1 %3471, label %3472, label %3520

3472:                                             ; preds = %3469
  br label %3473

3473:                                             ; preds = %3476, %3472
  %3474 = phi i64 [ %3517, %3476 ], [ 0, %3472 ]
  %3475 = icmp slt i64 %3474, 4
  br i1 %3475, label %3476, label %3518

3476:                                             ; preds = %3473
  %3477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3327, 1
  %3478 = mul nuw nsw i64 %3462, 640
  %3479 = mul nuw nsw i64 %3466, 16
  %3480 = add nuw nsw i64 %3478, %3479
  %3481 = mul nuw nsw i64 %3470, 4
  %3482 = add nuw nsw i64 %3480, %3481
  %3483 = add nuw nsw i64 %3482, %3474
  %3484 = getelementptr inbounds nuw float, ptr %3477, i64 %3483
  %3485 = load float, ptr %3484, align 4
  %3486 = add nuw nsw i64 %3466, 0
  %3487 = add nuw nsw i64 %3486, 0
  %3488 = getelementptr inbounds nuw float, ptr @__constant_40xf32_105, i64 %3487
  %3489 = load float, ptr %3488, align 4
  %3490 = add nuw nsw i64 %3466, 0
  %3491 = add nuw nsw i64 %3490, 0
  %3492 = getelementptr inbounds nuw float, ptr @__constant_40xf32_104, i64 %3491
  %3493 = load float, ptr %3492, align 4
  %3494 = add nuw nsw i64 %3466, 0
  %3495 = add nuw nsw i64 %3494, 0
  %3496 = getelementptr inbounds nuw float, ptr @__constant_40xf32_103, i64 %3495
  %3497 = load float, ptr %3496, align 4
  %3498 = add nuw nsw i64 %3466, 0
  %3499 = add nuw nsw i64 %3498, 0
  %3500 = getelementptr inbounds nuw float, ptr @__constant_40xf32_102, i64 %3499
  %3501 = load float, ptr %3500, align 4
  %3502 = fadd float %3493, 1.000000e-03
  %3503 = call float @llvm.sqrt.f32(float %3502)
  %3504 = fdiv float 1.000000e+00, %3503
  %3505 = fsub float %3485, %3489
  %3506 = fmul float %3505, %3504
  %3507 = fmul float %3506, %3497
  %3508 = fadd float %3507, %3501
  %3509 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3261, 1
  %3510 = mul nuw nsw i64 %3462, 640
  %3511 = mul nuw nsw i64 %3466, 16
  %3512 = add nuw nsw i64 %3510, %3511
  %3513 = mul nuw nsw i64 %3470, 4
  %3514 = add nuw nsw i64 %3512, %3513
  %3515 = add nuw nsw i64 %3514, %3474
  %3516 = getelementptr inbounds nuw float, ptr %3509, i64 %3515
  store float %3508, ptr %3516, align 4
  %3517 = add i64 %3474, 1
  br label %3473

3518:                                             ; preds = %3473
  %3519 = add i64 %3470, 1
  br label %3469

3520:                                             ; preds = %3469
  %3521 = add i64 %3466, 1
  br label %3465

3522:                                             ; preds = %3465
  %3523 = add i64 %3462, 1
  br label %3461

3524:                                             ; preds = %3461
  %3525 = call ptr @malloc(i64 15424)
  %3526 = ptrtoint ptr %3525 to i64
  %3527 = add i64 %3526, 63
  %3528 = urem i64 %3527, 64
  %3529 = sub i64 %3527, %3528
  %3530 = inttoptr i64 %3529 to ptr
  %3531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3525, 0
  %3532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3531, ptr %3530, 1
  %3533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3532, i64 0, 2
  %3534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3533, i64 1, 3, 0
  %3535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3534, i64 240, 3, 1
  %3536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3535, i64 4, 3, 2
  %3537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3536, i64 4, 3, 3
  %3538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3537, i64 3840, 4, 0
  %3539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3538, i64 16, 4, 1
  %3540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3539, i64 4, 4, 2
  %3541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3540, i64 1, 4, 3
  %3542 = call ptr @malloc(i64 15424)
  %3543 = ptrtoint ptr %3542 to i64
  %3544 = add i64 %3543, 63
  %3545 = urem i64 %3544, 64
  %3546 = sub i64 %3544, %3545
  %3547 = inttoptr i64 %3546 to ptr
  %3548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3542, 0
  %3549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3548, ptr %3547, 1
  %3550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3549, i64 0, 2
  %3551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3550, i64 1, 3, 0
  %3552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3551, i64 240, 3, 1
  %3553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3552, i64 4, 3, 2
  %3554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3553, i64 4, 3, 3
  %3555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3554, i64 3840, 4, 0
  %3556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3555, i64 16, 4, 1
  %3557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3556, i64 4, 4, 2
  %3558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3557, i64 1, 4, 3
  br label %3559

3559:                                             ; preds = %3588, %3524
  %3560 = phi i64 [ %3589, %3588 ], [ 0, %3524 ]
  %3561 = icmp slt i64 %3560, 1
  br i1 %3561, label %3562, label %3590

3562:                                             ; preds = %3559
  br label %3563

3563:                                             ; preds = %3586, %3562
  %3564 = phi i64 [ %3587, %3586 ], [ 0, %3562 ]
  %3565 = icmp slt i64 %3564, 240
  br i1 %3565, label %3566, label %3588

3566:                                             ; preds = %3563
  br label %3567

3567:                                             ; preds = %3584, %3566
  %3568 = phi i64 [ %3585, %3584 ], [ 0, %3566 ]
  %3569 = icmp slt i64 %3568, 4
  br i1 %3569, label %3570, label %3586

3570:                                             ; preds = %3567
  br label %3571

3571:                                             ; preds = %3574, %3570
  %3572 = phi i64 [ %3583, %3574 ], [ 0, %3570 ]
  %3573 = icmp slt i64 %3572, 4
  br i1 %3573, label %3574, label %3584

3574:                                             ; preds = %3571
  %3575 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %3576 = mul nuw nsw i64 %3560, 3840
  %3577 = mul nuw nsw i64 %3564, 16
  %3578 = add nuw nsw i64 %3576, %3577
  %3579 = mul nuw nsw i64 %3568, 4
  %3580 = add nuw nsw i64 %3578, %3579
  %3581 = add nuw nsw i64 %3580, %3572
  %3582 = getelementptr inbounds nuw float, ptr %3575, i64 %3581
  store float 0.000000e+00, ptr %3582, align 4
  %3583 = add i64 %3572, 1
  br label %3571

3584:                                             ; preds = %3571
  %3585 = add i64 %3568, 1
  br label %3567

3586:                                             ; preds = %3567
  %3587 = add i64 %3564, 1
  br label %3563

3588:                                             ; preds = %3563
  %3589 = add i64 %3560, 1
  br label %3559

3590:                                             ; preds = %3559
  %3591 = call ptr @malloc(i64 15424)
  %3592 = ptrtoint ptr %3591 to i64
  %3593 = add i64 %3592, 63
  %3594 = urem i64 %3593, 64
  %3595 = sub i64 %3593, %3594
  %3596 = inttoptr i64 %3595 to ptr
  %3597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3591, 0
  %3598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3597, ptr %3596, 1
  %3599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3598, i64 0, 2
  %3600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3599, i64 1, 3, 0
  %3601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3600, i64 240, 3, 1
  %3602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3601, i64 4, 3, 2
  %3603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3602, i64 4, 3, 3
  %3604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3603, i64 3840, 4, 0
  %3605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3604, i64 16, 4, 1
  %3606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3605, i64 4, 4, 2
  %3607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3606, i64 1, 4, 3
  br label %3608

3608:                                             ; preds = %3646, %3590
  %3609 = phi i64 [ %3647, %3646 ], [ 0, %3590 ]
  %3610 = icmp slt i64 %3609, 1
  br i1 %3610, label %3611, label %3648

3611:                                             ; preds = %3608
  br label %3612

3612:                                             ; preds = %3644, %3611
  %3613 = phi i64 [ %3645, %3644 ], [ 0, %3611 ]
  %3614 = icmp slt i64 %3613, 240
  br i1 %3614, label %3615, label %3646

3615:                                             ; preds = %3612
  br label %3616

3616:                                             ; preds = %3642, %3615
  %3617 = phi i64 [ %3643, %3642 ], [ 0, %3615 ]
  %3618 = icmp slt i64 %3617, 4
  br i1 %3618, label %3619, label %3644

3619:                                             ; preds = %3616
  br label %3620

3620:                                             ; preds = %3623, %3619
  %3621 = phi i64 [ %3641, %3623 ], [ 0, %3619 ]
  %3622 = icmp slt i64 %3621, 4
  br i1 %3622, label %3623, label %3642

3623:                                             ; preds = %3620
  %3624 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %3625 = mul nuw nsw i64 %3609, 3840
  %3626 = mul nuw nsw i64 %3613, 16
  %3627 = add nuw nsw i64 %3625, %3626
  %3628 = mul nuw nsw i64 %3617, 4
  %3629 = add nuw nsw i64 %3627, %3628
  %3630 = add nuw nsw i64 %3629, %3621
  %3631 = getelementptr inbounds nuw float, ptr %3624, i64 %3630
  %3632 = load float, ptr %3631, align 4
  %3633 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3607, 1
  %3634 = mul nuw nsw i64 %3609, 3840
  %3635 = mul nuw nsw i64 %3613, 16
  %3636 = add nuw nsw i64 %3634, %3635
  %3637 = mul nuw nsw i64 %3617, 4
  %3638 = add nuw nsw i64 %3636, %3637
  %3639 = add nuw nsw i64 %3638, %3621
  %3640 = getelementptr inbounds nuw float, ptr %3633, i64 %3639
  store float %3632, ptr %3640, align 4
  %3641 = add i64 %3621, 1
  br label %3620

3642:                                             ; preds = %3620
  %3643 = add i64 %3617, 1
  br label %3616

3644:                                             ; preds = %3616
  %3645 = add i64 %3613, 1
  br label %3612

3646:                                             ; preds = %3612
  %3647 = add i64 %3609, 1
  br label %3608

3648:                                             ; preds = %3608
  br label %3649

3649:                                             ; preds = %3724, %3648
  %3650 = phi i64 [ %3725, %3724 ], [ 0, %3648 ]
  %3651 = icmp slt i64 %3650, 1
  br i1 %3651, label %3652, label %3726

3652:                                             ; preds = %3649
  br label %3653

3653:                                             ; preds = %3722, %3652
  %3654 = phi i64 [ %3723, %3722 ], [ 0, %3652 ]
  %3655 = icmp slt i64 %3654, 240
  br i1 %3655, label %3656, label %3724

3656:                                             ; preds = %3653
  br label %3657

3657:                                             ; preds = %3720, %3656
  %3658 = phi i64 [ %3721, %3720 ], [ 0, %3656 ]
  %3659 = icmp slt i64 %3658, 4
  br i1 %3659, label %3660, label %3722

3660:                                             ; preds = %3657
  br label %3661

3661:                                             ; preds = %3718, %3660
  %3662 = phi i64 [ %3719, %3718 ], [ 0, %3660 ]
  %3663 = icmp slt i64 %3662, 4
  br i1 %3663, label %3664, label %3720

3664:                                             ; preds = %3661
  br label %3665

3665:                                             ; preds = %3716, %3664
  %3666 = phi i64 [ %3717, %3716 ], [ 0, %3664 ]
  %3667 = icmp slt i64 %3666, 40
  br i1 %3667, label %3668, label %3718

3668:                                             ; preds = %3665
  br label %3669

3669:                                             ; preds = %3714, %3668
  %3670 = phi i64 [ %3715, %3714 ], [ 0, %3668 ]
  %3671 = icmp slt i64 %3670, 1
  br i1 %3671, label %3672, label %3716

3672:                                             ; preds = %3669
  br label %3673

3673:                                             ; preds = %3676, %3672
  %3674 = phi i64 [ %3713, %3676 ], [ 0, %3672 ]
  %3675 = icmp slt i64 %3674, 1
  br i1 %3675, label %3676, label %3714

3676:                                             ; preds = %3673
  %3677 = add i64 %3658, %3670
  %3678 = add i64 %3662, %3674
  %3679 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3261, 1
  %3680 = mul nuw nsw i64 %3650, 640
  %3681 = mul nuw nsw i64 %3666, 16
  %3682 = add nuw nsw i64 %3680, %3681
  %3683 = mul nuw nsw i64 %3677, 4
  %3684 = add nuw nsw i64 %3682, %3683
  %3685 = add nuw nsw i64 %3684, %3678
  %3686 = getelementptr inbounds nuw float, ptr %3679, i64 %3685
  %3687 = load float, ptr %3686, align 4
  %3688 = mul nuw nsw i64 %3654, 40
  %3689 = add nuw nsw i64 %3688, %3666
  %3690 = add nuw nsw i64 %3689, %3670
  %3691 = add nuw nsw i64 %3690, %3674
  %3692 = getelementptr inbounds nuw float, ptr @__constant_240x40x1x1xf32_101, i64 %3691
  %3693 = load float, ptr %3692, align 4
  %3694 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3607, 1
  %3695 = mul nuw nsw i64 %3650, 3840
  %3696 = mul nuw nsw i64 %3654, 16
  %3697 = add nuw nsw i64 %3695, %3696
  %3698 = mul nuw nsw i64 %3658, 4
  %3699 = add nuw nsw i64 %3697, %3698
  %3700 = add nuw nsw i64 %3699, %3662
  %3701 = getelementptr inbounds nuw float, ptr %3694, i64 %3700
  %3702 = load float, ptr %3701, align 4
  %3703 = fmul float %3687, %3693
  %3704 = fadd float %3702, %3703
  %3705 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3607, 1
  %3706 = mul nuw nsw i64 %3650, 3840
  %3707 = mul nuw nsw i64 %3654, 16
  %3708 = add nuw nsw i64 %3706, %3707
  %3709 = mul nuw nsw i64 %3658, 4
  %3710 = add nuw nsw i64 %3708, %3709
  %3711 = add nuw nsw i64 %3710, %3662
  %3712 = getelementptr inbounds nuw float, ptr %3705, i64 %3711
  store float %3704, ptr %3712, align 4
  %3713 = add i64 %3674, 1
  br label %3673

3714:                                             ; preds = %3673
  %3715 = add i64 %3670, 1
  br label %3669

3716:                                             ; preds = %3669
  %3717 = add i64 %3666, 1
  br label %3665

3718:                                             ; preds = %3665
  %3719 = add i64 %3662, 1
  br label %3661

3720:                                             ; preds = %3661
  %3721 = add i64 %3658, 1
  br label %3657

3722:                                             ; preds = %3657
  %3723 = add i64 %3654, 1
  br label %3653

3724:                                             ; preds = %3653
  %3725 = add i64 %3650, 1
  br label %3649

3726:                                             ; preds = %3649
  br label %3727

3727:                                             ; preds = %3795, %3726
  %3728 = phi i64 [ %3796, %3795 ], [ 0, %3726 ]
  %3729 = icmp slt i64 %3728, 1
  br i1 %3729, label %3730, label %3797

3730:                                             ; preds = %3727
  br label %3731

3731:                                             ; preds = %3793, %3730
  %3732 = phi i64 [ %3794, %3793 ], [ 0, %3730 ]
  %3733 = icmp slt i64 %3732, 240
  br i1 %3733, label %3734, label %3795

3734:                                             ; preds = %3731
  br label %3735

3735:                                             ; preds = %3791, %3734
  %3736 = phi i64 [ %3792, %3791 ], [ 0, %3734 ]
  %3737 = icmp slt i64 %3736, 4
  br i1 %3737, label %3738, label %3793

3738:                                             ; preds = %3735
  br label %3739

3739:                                             ; preds = %3742, %3738
  %3740 = phi i64 [ %3790, %3742 ], [ 0, %3738 ]
  %3741 = icmp slt i64 %3740, 4
  br i1 %3741, label %3742, label %3791

3742:                                             ; preds = %3739
  %3743 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3607, 1
  %3744 = mul nuw nsw i64 %3728, 3840
  %3745 = mul nuw nsw i64 %3732, 16
  %3746 = add nuw nsw i64 %3744, %3745
  %3747 = mul nuw nsw i64 %3736, 4
  %3748 = add nuw nsw i64 %3746, %3747
  %3749 = add nuw nsw i64 %3748, %3740
  %3750 = getelementptr inbounds nuw float, ptr %3743, i64 %3749
  %3751 = load float, ptr %3750, align 4
  %3752 = add nuw nsw i64 %3732, 0
  %3753 = add nuw nsw i64 %3752, 0
  %3754 = getelementptr inbounds nuw float, ptr @__constant_240xf32_100, i64 %3753
  %3755 = load float, ptr %3754, align 4
  %3756 = add nuw nsw i64 %3732, 0
  %3757 = add nuw nsw i64 %3756, 0
  %3758 = getelementptr inbounds nuw float, ptr @__constant_240xf32_99, i64 %3757
  %3759 = load float, ptr %3758, align 4
  %3760 = add nuw nsw i64 %3732, 0
  %3761 = add nuw nsw i64 %3760, 0
  %3762 = getelementptr inbounds nuw float, ptr @__constant_240xf32_98, i64 %3761
  %3763 = load float, ptr %3762, align 4
  %3764 = add nuw nsw i64 %3732, 0
  %3765 = add nuw nsw i64 %3764, 0
  %3766 = getelementptr inbounds nuw float, ptr @__constant_240xf32_97, i64 %3765
  %3767 = load float, ptr %3766, align 4
  %3768 = fadd float %3759, 1.000000e-03
  %3769 = call float @llvm.sqrt.f32(float %3768)
  %3770 = fdiv float 1.000000e+00, %3769
  %3771 = fsub float %3751, %3755
  %3772 = fmul float %3771, %3770
  %3773 = fmul float %3772, %3763
  %3774 = fadd float %3773, %3767
  %3775 = fadd float %3774, 3.000000e+00
  %3776 = fcmp ult float %3775, 0.000000e+00
  %3777 = select i1 %3776, float 0.000000e+00, float %3775
  %3778 = fcmp ugt float %3777, 6.000000e+00
  %3779 = select i1 %3778, float 6.000000e+00, float %3777
  %3780 = fmul float %3774, %3779
  %3781 = fdiv float %3780, 6.000000e+00
  %3782 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %3783 = mul nuw nsw i64 %3728, 3840
  %3784 = mul nuw nsw i64 %3732, 16
  %3785 = add nuw nsw i64 %3783, %3784
  %3786 = mul nuw nsw i64 %3736, 4
  %3787 = add nuw nsw i64 %3785, %3786
  %3788 = add nuw nsw i64 %3787, %3740
  %3789 = getelementptr inbounds nuw float, ptr %3782, i64 %3788
  store float %3781, ptr %3789, align 4
  %3790 = add i64 %3740, 1
  br label %3739

3791:                                             ; preds = %3739
  %3792 = add i64 %3736, 1
  br label %3735

3793:                                             ; preds = %3735
  %3794 = add i64 %3732, 1
  br label %3731

3795:                                             ; preds = %3731
  %3796 = add i64 %3728, 1
  br label %3727

3797:                                             ; preds = %3727
  %3798 = call ptr @malloc(i64 61504)
  %3799 = ptrtoint ptr %3798 to i64
  %3800 = add i64 %3799, 63
  %3801 = urem i64 %3800, 64
  %3802 = sub i64 %3800, %3801
  %3803 = inttoptr i64 %3802 to ptr
  %3804 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3798, 0
  %3805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3804, ptr %3803, 1
  %3806 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3805, i64 0, 2
  %3807 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3806, i64 1, 3, 0
  %3808 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3807, i64 240, 3, 1
  %3809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3808, i64 8, 3, 2
  %3810 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3809, i64 8, 3, 3
  %3811 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3810, i64 15360, 4, 0
  %3812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3811, i64 64, 4, 1
  %3813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3812, i64 8, 4, 2
  %3814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3813, i64 1, 4, 3
  br label %3815

3815:                                             ; preds = %3844, %3797
  %3816 = phi i64 [ %3845, %3844 ], [ 0, %3797 ]
  %3817 = icmp slt i64 %3816, 1
  br i1 %3817, label %3818, label %3846

3818:                                             ; preds = %3815
  br label %3819

3819:                                             ; preds = %3842, %3818
  %3820 = phi i64 [ %3843, %3842 ], [ 0, %3818 ]
  %3821 = icmp slt i64 %3820, 240
  br i1 %3821, label %3822, label %3844

3822:                                             ; preds = %3819
  br label %3823

3823:                                             ; preds = %3840, %3822
  %3824 = phi i64 [ %3841, %3840 ], [ 0, %3822 ]
  %3825 = icmp slt i64 %3824, 8
  br i1 %3825, label %3826, label %3842

3826:                                             ; preds = %3823
  br label %3827

3827:                                             ; preds = %3830, %3826
  %3828 = phi i64 [ %3839, %3830 ], [ 0, %3826 ]
  %3829 = icmp slt i64 %3828, 8
  br i1 %3829, label %3830, label %3840

3830:                                             ; preds = %3827
  %3831 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3814, 1
  %3832 = mul nuw nsw i64 %3816, 15360
  %3833 = mul nuw nsw i64 %3820, 64
  %3834 = add nuw nsw i64 %3832, %3833
  %3835 = mul nuw nsw i64 %3824, 8
  %3836 = add nuw nsw i64 %3834, %3835
  %3837 = add nuw nsw i64 %3836, %3828
  %3838 = getelementptr inbounds nuw float, ptr %3831, i64 %3837
  store float 0.000000e+00, ptr %3838, align 4
  %3839 = add i64 %3828, 1
  br label %3827

3840:                                             ; preds = %3827
  %3841 = add i64 %3824, 1
  br label %3823

3842:                                             ; preds = %3823
  %3843 = add i64 %3820, 1
  br label %3819

3844:                                             ; preds = %3819
  %3845 = add i64 %3816, 1
  br label %3815

3846:                                             ; preds = %3815
  %3847 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3814, 0
  %3848 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3814, 1
  %3849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3847, 0
  %3850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3849, ptr %3848, 1
  %3851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3850, i64 18, 2
  %3852 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3851, i64 1, 3, 0
  %3853 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3852, i64 15360, 4, 0
  %3854 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3853, i64 240, 3, 1
  %3855 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3854, i64 64, 4, 1
  %3856 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3855, i64 4, 3, 2
  %3857 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3856, i64 8, 4, 2
  %3858 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3857, i64 4, 3, 3
  %3859 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3858, i64 1, 4, 3
  br label %3860

3860:                                             ; preds = %3899, %3846
  %3861 = phi i64 [ %3900, %3899 ], [ 0, %3846 ]
  %3862 = icmp slt i64 %3861, 1
  br i1 %3862, label %3863, label %3901

3863:                                             ; preds = %3860
  br label %3864

3864:                                             ; preds = %3897, %3863
  %3865 = phi i64 [ %3898, %3897 ], [ 0, %3863 ]
  %3866 = icmp slt i64 %3865, 240
  br i1 %3866, label %3867, label %3899

3867:                                             ; preds = %3864
  br label %3868

3868:                                             ; preds = %3895, %3867
  %3869 = phi i64 [ %3896, %3895 ], [ 0, %3867 ]
  %3870 = icmp slt i64 %3869, 4
  br i1 %3870, label %3871, label %3897

3871:                                             ; preds = %3868
  br label %3872

3872:                                             ; preds = %3875, %3871
  %3873 = phi i64 [ %3894, %3875 ], [ 0, %3871 ]
  %3874 = icmp slt i64 %3873, 4
  br i1 %3874, label %3875, label %3895

3875:                                             ; preds = %3872
  %3876 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %3877 = mul nuw nsw i64 %3861, 3840
  %3878 = mul nuw nsw i64 %3865, 16
  %3879 = add nuw nsw i64 %3877, %3878
  %3880 = mul nuw nsw i64 %3869, 4
  %3881 = add nuw nsw i64 %3879, %3880
  %3882 = add nuw nsw i64 %3881, %3873
  %3883 = getelementptr inbounds nuw float, ptr %3876, i64 %3882
  %3884 = load float, ptr %3883, align 4
  %3885 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3859, 1
  %3886 = getelementptr float, ptr %3885, i64 18
  %3887 = mul nuw nsw i64 %3861, 15360
  %3888 = mul nuw nsw i64 %3865, 64
  %3889 = add nuw nsw i64 %3887, %3888
  %3890 = mul nuw nsw i64 %3869, 8
  %3891 = add nuw nsw i64 %3889, %3890
  %3892 = add nuw nsw i64 %3891, %3873
  %3893 = getelementptr inbounds nuw float, ptr %3886, i64 %3892
  store float %3884, ptr %3893, align 4
  %3894 = add i64 %3873, 1
  br label %3872

3895:                                             ; preds = %3872
  %3896 = add i64 %3869, 1
  br label %3868

3897:                                             ; preds = %3868
  %3898 = add i64 %3865, 1
  br label %3864

3899:                                             ; preds = %3864
  %3900 = add i64 %3861, 1
  br label %3860

3901:                                             ; preds = %3860
  %3902 = call ptr @malloc(i64 15424)
  %3903 = ptrtoint ptr %3902 to i64
  %3904 = add i64 %3903, 63
  %3905 = urem i64 %3904, 64
  %3906 = sub i64 %3904, %3905
  %3907 = inttoptr i64 %3906 to ptr
  %3908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3902, 0
  %3909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3908, ptr %3907, 1
  %3910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3909, i64 0, 2
  %3911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3910, i64 1, 3, 0
  %3912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3911, i64 240, 3, 1
  %3913 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3912, i64 4, 3, 2
  %3914 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3913, i64 4, 3, 3
  %3915 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3914, i64 3840, 4, 0
  %3916 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3915, i64 16, 4, 1
  %3917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3916, i64 4, 4, 2
  %3918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3917, i64 1, 4, 3
  br label %3919

3919:                                             ; preds = %3957, %3901
  %3920 = phi i64 [ %3958, %3957 ], [ 0, %3901 ]
  %3921 = icmp slt i64 %3920, 1
  br i1 %3921, label %3922, label %3959

3922:                                             ; preds = %3919
  br label %3923

3923:                                             ; preds = %3955, %3922
  %3924 = phi i64 [ %3956, %3955 ], [ 0, %3922 ]
  %3925 = icmp slt i64 %3924, 240
  br i1 %3925, label %3926, label %3957

3926:                                             ; preds = %3923
  br label %3927

3927:                                             ; preds = %3953, %3926
  %3928 = phi i64 [ %3954, %3953 ], [ 0, %3926 ]
  %3929 = icmp slt i64 %3928, 4
  br i1 %3929, label %3930, label %3955

3930:                                             ; preds = %3927
  br label %3931

3931:                                             ; preds = %3934, %3930
  %3932 = phi i64 [ %3952, %3934 ], [ 0, %3930 ]
  %3933 = icmp slt i64 %3932, 4
  br i1 %3933, label %3934, label %3953

3934:                                             ; preds = %3931
  %3935 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %3936 = mul nuw nsw i64 %3920, 3840
  %3937 = mul nuw nsw i64 %3924, 16
  %3938 = add nuw nsw i64 %3936, %3937
  %3939 = mul nuw nsw i64 %3928, 4
  %3940 = add nuw nsw i64 %3938, %3939
  %3941 = add nuw nsw i64 %3940, %3932
  %3942 = getelementptr inbounds nuw float, ptr %3935, i64 %3941
  %3943 = load float, ptr %3942, align 4
  %3944 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3918, 1
  %3945 = mul nuw nsw i64 %3920, 3840
  %3946 = mul nuw nsw i64 %3924, 16
  %3947 = add nuw nsw i64 %3945, %3946
  %3948 = mul nuw nsw i64 %3928, 4
  %3949 = add nuw nsw i64 %3947, %3948
  %3950 = add nuw nsw i64 %3949, %3932
  %3951 = getelementptr inbounds nuw float, ptr %3944, i64 %3950
  store float %3943, ptr %3951, align 4
  %3952 = add i64 %3932, 1
  br label %3931

3953:                                             ; preds = %3931
  %3954 = add i64 %3928, 1
  br label %3927

3955:                                             ; preds = %3927
  %3956 = add i64 %3924, 1
  br label %3923

3957:                                             ; preds = %3923
  %3958 = add i64 %3920, 1
  br label %3919

3959:                                             ; preds = %3919
  br label %3960

3960:                                             ; preds = %4029, %3959
  %3961 = phi i64 [ %4030, %4029 ], [ 0, %3959 ]
  %3962 = icmp slt i64 %3961, 1
  br i1 %3962, label %3963, label %4031

3963:                                             ; preds = %3960
  br label %3964

3964:                                             ; preds = %4027, %3963
  %3965 = phi i64 [ %4028, %4027 ], [ 0, %3963 ]
  %3966 = icmp slt i64 %3965, 4
  br i1 %3966, label %3967, label %4029

3967:                                             ; preds = %3964
  br label %3968

3968:                                             ; preds = %4025, %3967
  %3969 = phi i64 [ %4026, %4025 ], [ 0, %3967 ]
  %3970 = icmp slt i64 %3969, 4
  br i1 %3970, label %3971, label %4027

3971:                                             ; preds = %3968
  br label %3972

3972:                                             ; preds = %4023, %3971
  %3973 = phi i64 [ %4024, %4023 ], [ 0, %3971 ]
  %3974 = icmp slt i64 %3973, 240
  br i1 %3974, label %3975, label %4025

3975:                                             ; preds = %3972
  br label %3976

3976:                                             ; preds = %4021, %3975
  %3977 = phi i64 [ %4022, %4021 ], [ 0, %3975 ]
  %3978 = icmp slt i64 %3977, 5
  br i1 %3978, label %3979, label %4023

3979:                                             ; preds = %3976
  br label %3980

3980:                                             ; preds = %3983, %3979
  %3981 = phi i64 [ %4020, %3983 ], [ 0, %3979 ]
  %3982 = icmp slt i64 %3981, 5
  br i1 %3982, label %3983, label %4021

3983:                                             ; preds = %3980
  %3984 = add i64 %3965, %3977
  %3985 = add i64 %3969, %3981
  %3986 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3814, 1
  %3987 = mul nuw nsw i64 %3961, 15360
  %3988 = mul nuw nsw i64 %3973, 64
  %3989 = add nuw nsw i64 %3987, %3988
  %3990 = mul nuw nsw i64 %3984, 8
  %3991 = add nuw nsw i64 %3989, %3990
  %3992 = add nuw nsw i64 %3991, %3985
  %3993 = getelementptr inbounds nuw float, ptr %3986, i64 %3992
  %3994 = load float, ptr %3993, align 4
  %3995 = mul nuw nsw i64 %3973, 25
  %3996 = mul nuw nsw i64 %3977, 5
  %3997 = add nuw nsw i64 %3995, %3996
  %3998 = add nuw nsw i64 %3997, %3981
  %3999 = getelementptr inbounds nuw float, ptr @__constant_240x1x5x5xf32_96, i64 %3998
  %4000 = load float, ptr %3999, align 4
  %4001 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3918, 1
  %4002 = mul nuw nsw i64 %3961, 3840
  %4003 = mul nuw nsw i64 %3973, 16
  %4004 = add nuw nsw i64 %4002, %4003
  %4005 = mul nuw nsw i64 %3965, 4
  %4006 = add nuw nsw i64 %4004, %4005
  %4007 = add nuw nsw i64 %4006, %3969
  %4008 = getelementptr inbounds nuw float, ptr %4001, i64 %4007
  %4009 = load float, ptr %4008, align 4
  %4010 = fmul float %3994, %4000
  %4011 = fadd float %4009, %4010
  %4012 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3918, 1
  %4013 = mul nuw nsw i64 %3961, 3840
  %4014 = mul nuw nsw i64 %3973, 16
  %4015 = add nuw nsw i64 %4013, %4014
  %4016 = mul nuw nsw i64 %3965, 4
  %4017 = add nuw nsw i64 %4015, %4016
  %4018 = add nuw nsw i64 %4017, %3969
  %4019 = getelementptr inbounds nuw float, ptr %4012, i64 %4018
  store float %4011, ptr %4019, align 4
  %4020 = add i64 %3981, 1
  br label %3980

4021:                                             ; preds = %3980
  %4022 = add i64 %3977, 1
  br label %3976

4023:                                             ; preds = %3976
  %4024 = add i64 %3973, 1
  br label %3972

4025:                                             ; preds = %3972
  %4026 = add i64 %3969, 1
  br label %3968

4027:                                             ; preds = %3968
  %4028 = add i64 %3965, 1
  br label %3964

4029:                                             ; preds = %3964
  %4030 = add i64 %3961, 1
  br label %3960

4031:                                             ; preds = %3960
  br label %4032

4032:                                             ; preds = %4100, %4031
  %4033 = phi i64 [ %4101, %4100 ], [ 0, %4031 ]
  %4034 = icmp slt i64 %4033, 1
  br i1 %4034, label %4035, label %4102

4035:                                             ; preds = %4032
  br label %4036

4036:                                             ; preds = %4098, %4035
  %4037 = phi i64 [ %4099, %4098 ], [ 0, %4035 ]
  %4038 = icmp slt i64 %4037, 240
  br i1 %4038, label %4039, label %4100

4039:                                             ; preds = %4036
  br label %4040

4040:                                             ; preds = %4096, %4039
  %4041 = phi i64 [ %4097, %4096 ], [ 0, %4039 ]
  %4042 = icmp slt i64 %4041, 4
  br i1 %4042, label %4043, label %4098

4043:                                             ; preds = %4040
  br label %4044

4044:                                             ; preds = %4047, %4043
  %4045 = phi i64 [ %4095, %4047 ], [ 0, %4043 ]
  %4046 = icmp slt i64 %4045, 4
  br i1 %4046, label %4047, label %4096

4047:                                             ; preds = %4044
  %4048 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3918, 1
  %4049 = mul nuw nsw i64 %4033, 3840
  %4050 = mul nuw nsw i64 %4037, 16
  %4051 = add nuw nsw i64 %4049, %4050
  %4052 = mul nuw nsw i64 %4041, 4
  %4053 = add nuw nsw i64 %4051, %4052
  %4054 = add nuw nsw i64 %4053, %4045
  %4055 = getelementptr inbounds nuw float, ptr %4048, i64 %4054
  %4056 = load float, ptr %4055, align 4
  %4057 = add nuw nsw i64 %4037, 0
  %4058 = add nuw nsw i64 %4057, 0
  %4059 = getelementptr inbounds nuw float, ptr @__constant_240xf32_95, i64 %4058
  %4060 = load float, ptr %4059, align 4
  %4061 = add nuw nsw i64 %4037, 0
  %4062 = add nuw nsw i64 %4061, 0
  %4063 = getelementptr inbounds nuw float, ptr @__constant_240xf32_94, i64 %4062
  %4064 = load float, ptr %4063, align 4
  %4065 = add nuw nsw i64 %4037, 0
  %4066 = add nuw nsw i64 %4065, 0
  %4067 = getelementptr inbounds nuw float, ptr @__constant_240xf32_93, i64 %4066
  %4068 = load float, ptr %4067, align 4
  %4069 = add nuw nsw i64 %4037, 0
  %4070 = add nuw nsw i64 %4069, 0
  %4071 = getelementptr inbounds nuw float, ptr @__constant_240xf32_92, i64 %4070
  %4072 = load float, ptr %4071, align 4
  %4073 = fadd float %4064, 1.000000e-03
  %4074 = call float @llvm.sqrt.f32(float %4073)
  %4075 = fdiv float 1.000000e+00, %4074
  %4076 = fsub float %4056, %4060
  %4077 = fmul float %4076, %4075
  %4078 = fmul float %4077, %4068
  %4079 = fadd float %4078, %4072
  %4080 = fadd float %4079, 3.000000e+00
  %4081 = fcmp ult float %4080, 0.000000e+00
  %4082 = select i1 %4081, float 0.000000e+00, float %4080
  %4083 = fcmp ugt float %4082, 6.000000e+00
  %4084 = select i1 %4083, float 6.000000e+00, float %4082
  %4085 = fmul float %4079, %4084
  %4086 = fdiv float %4085, 6.000000e+00
  %4087 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %4088 = mul nuw nsw i64 %4033, 3840
  %4089 = mul nuw nsw i64 %4037, 16
  %4090 = add nuw nsw i64 %4088, %4089
  %4091 = mul nuw nsw i64 %4041, 4
  %4092 = add nuw nsw i64 %4090, %4091
  %4093 = add nuw nsw i64 %4092, %4045
  %4094 = getelementptr inbounds nuw float, ptr %4087, i64 %4093
  store float %4086, ptr %4094, align 4
  %4095 = add i64 %4045, 1
  br label %4044

4096:                                             ; preds = %4044
  %4097 = add i64 %4041, 1
  br label %4040

4098:                                             ; preds = %4040
  %4099 = add i64 %4037, 1
  br label %4036

4100:                                             ; preds = %4036
  %4101 = add i64 %4033, 1
  br label %4032

4102:                                             ; preds = %4032
  %4103 = call ptr @malloc(i64 1024)
  %4104 = ptrtoint ptr %4103 to i64
  %4105 = add i64 %4104, 63
  %4106 = urem i64 %4105, 64
  %4107 = sub i64 %4105, %4106
  %4108 = inttoptr i64 %4107 to ptr
  %4109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4103, 0
  %4110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4109, ptr %4108, 1
  %4111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4110, i64 0, 2
  %4112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4111, i64 1, 3, 0
  %4113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4112, i64 240, 3, 1
  %4114 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4113, i64 1, 3, 2
  %4115 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4114, i64 1, 3, 3
  %4116 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4115, i64 240, 4, 0
  %4117 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4116, i64 1, 4, 1
  %4118 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4117, i64 1, 4, 2
  %4119 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4118, i64 1, 4, 3
  %4120 = call ptr @malloc(i64 1024)
  %4121 = ptrtoint ptr %4120 to i64
  %4122 = add i64 %4121, 63
  %4123 = urem i64 %4122, 64
  %4124 = sub i64 %4122, %4123
  %4125 = inttoptr i64 %4124 to ptr
  %4126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4120, 0
  %4127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4126, ptr %4125, 1
  %4128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4127, i64 0, 2
  %4129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4128, i64 1, 3, 0
  %4130 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4129, i64 240, 3, 1
  %4131 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4130, i64 1, 3, 2
  %4132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4131, i64 1, 3, 3
  %4133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4132, i64 240, 4, 0
  %4134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4133, i64 1, 4, 1
  %4135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4134, i64 1, 4, 2
  %4136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4135, i64 1, 4, 3
  br label %4137

4137:                                             ; preds = %4164, %4102
  %4138 = phi i64 [ %4165, %4164 ], [ 0, %4102 ]
  %4139 = icmp slt i64 %4138, 1
  br i1 %4139, label %4140, label %4166

4140:                                             ; preds = %4137
  br label %4141

4141:                                             ; preds = %4162, %4140
  %4142 = phi i64 [ %4163, %4162 ], [ 0, %4140 ]
  %4143 = icmp slt i64 %4142, 240
  br i1 %4143, label %4144, label %4164

4144:                                             ; preds = %4141
  br label %4145

4145:                                             ; preds = %4160, %4144
  %4146 = phi i64 [ %4161, %4160 ], [ 0, %4144 ]
  %4147 = icmp slt i64 %4146, 1
  br i1 %4147, label %4148, label %4162

4148:                                             ; preds = %4145
  br label %4149

4149:                                             ; preds = %4152, %4148
  %4150 = phi i64 [ %4159, %4152 ], [ 0, %4148 ]
  %4151 = icmp slt i64 %4150, 1
  br i1 %4151, label %4152, label %4160

4152:                                             ; preds = %4149
  %4153 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, 1
  %4154 = mul nuw nsw i64 %4138, 240
  %4155 = add nuw nsw i64 %4154, %4142
  %4156 = add nuw nsw i64 %4155, %4146
  %4157 = add nuw nsw i64 %4156, %4150
  %4158 = getelementptr inbounds nuw float, ptr %4153, i64 %4157
  store float 0.000000e+00, ptr %4158, align 4
  %4159 = add i64 %4150, 1
  br label %4149

4160:                                             ; preds = %4149
  %4161 = add i64 %4146, 1
  br label %4145

4162:                                             ; preds = %4145
  %4163 = add i64 %4142, 1
  br label %4141

4164:                                             ; preds = %4141
  %4165 = add i64 %4138, 1
  br label %4137

4166:                                             ; preds = %4137
  %4167 = call ptr @malloc(i64 1024)
  %4168 = ptrtoint ptr %4167 to i64
  %4169 = add i64 %4168, 63
  %4170 = urem i64 %4169, 64
  %4171 = sub i64 %4169, %4170
  %4172 = inttoptr i64 %4171 to ptr
  %4173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4167, 0
  %4174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4173, ptr %4172, 1
  %4175 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4174, i64 0, 2
  %4176 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4175, i64 1, 3, 0
  %4177 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4176, i64 240, 3, 1
  %4178 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4177, i64 1, 3, 2
  %4179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4178, i64 1, 3, 3
  %4180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4179, i64 240, 4, 0
  %4181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4180, i64 1, 4, 1
  %4182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4181, i64 1, 4, 2
  %4183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4182, i64 1, 4, 3
  br label %4184

4184:                                             ; preds = %4218, %4166
  %4185 = phi i64 [ %4219, %4218 ], [ 0, %4166 ]
  %4186 = icmp slt i64 %4185, 1
  br i1 %4186, label %4187, label %4220

4187:                                             ; preds = %4184
  br label %4188

4188:                                             ; preds = %4216, %4187
  %4189 = phi i64 [ %4217, %4216 ], [ 0, %4187 ]
  %4190 = icmp slt i64 %4189, 240
  br i1 %4190, label %4191, label %4218

4191:                                             ; preds = %4188
  br label %4192

4192:                                             ; preds = %4214, %4191
  %4193 = phi i64 [ %4215, %4214 ], [ 0, %4191 ]
  %4194 = icmp slt i64 %4193, 1
  br i1 %4194, label %4195, label %4216

4195:                                             ; preds = %4192
  br label %4196

4196:                                             ; preds = %4199, %4195
  %4197 = phi i64 [ %4213, %4199 ], [ 0, %4195 ]
  %4198 = icmp slt i64 %4197, 1
  br i1 %4198, label %4199, label %4214

4199:                                             ; preds = %4196
  %4200 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, 1
  %4201 = mul nuw nsw i64 %4185, 240
  %4202 = add nuw nsw i64 %4201, %4189
  %4203 = add nuw nsw i64 %4202, %4193
  %4204 = add nuw nsw i64 %4203, %4197
  %4205 = getelementptr inbounds nuw float, ptr %4200, i64 %4204
  %4206 = load float, ptr %4205, align 4
  %4207 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4183, 1
  %4208 = mul nuw nsw i64 %4185, 240
  %4209 = add nuw nsw i64 %4208, %4189
  %4210 = add nuw nsw i64 %4209, %4193
  %4211 = add nuw nsw i64 %4210, %4197
  %4212 = getelementptr inbounds nuw float, ptr %4207, i64 %4211
  store float %4206, ptr %4212, align 4
  %4213 = add i64 %4197, 1
  br label %4196

4214:                                             ; preds = %4196
  %4215 = add i64 %4193, 1
  br label %4192

4216:                                             ; preds = %4192
  %4217 = add i64 %4189, 1
  br label %4188

4218:                                             ; preds = %4188
  %4219 = add i64 %4185, 1
  br label %4184

4220:                                             ; preds = %4184
  br label %4221

4221:                                             ; preds = %4265, %4220
  %4222 = phi i64 [ %4266, %4265 ], [ 0, %4220 ]
  %4223 = icmp slt i64 %4222, 1
  br i1 %4223, label %4224, label %4267

4224:                                             ; preds = %4221
  br label %4225

4225:                                             ; preds = %4263, %4224
  %4226 = phi i64 [ %4264, %4263 ], [ 0, %4224 ]
  %4227 = icmp slt i64 %4226, 240
  br i1 %4227, label %4228, label %4265

4228:                                             ; preds = %4225
  br label %4229

4229:                                             ; preds = %4261, %4228
  %4230 = phi i64 [ %4262, %4261 ], [ 0, %4228 ]
  %4231 = icmp slt i64 %4230, 4
  br i1 %4231, label %4232, label %4263

4232:                                             ; preds = %4229
  br label %4233

4233:                                             ; preds = %4236, %4232
  %4234 = phi i64 [ %4260, %4236 ], [ 0, %4232 ]
  %4235 = icmp slt i64 %4234, 4
  br i1 %4235, label %4236, label %4261

4236:                                             ; preds = %4233
  %4237 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %4238 = mul nuw nsw i64 %4222, 3840
  %4239 = mul nuw nsw i64 %4226, 16
  %4240 = add nuw nsw i64 %4238, %4239
  %4241 = mul nuw nsw i64 %4230, 4
  %4242 = add nuw nsw i64 %4240, %4241
  %4243 = add nuw nsw i64 %4242, %4234
  %4244 = getelementptr inbounds nuw float, ptr %4237, i64 %4243
  %4245 = load float, ptr %4244, align 4
  %4246 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4183, 1
  %4247 = mul nuw nsw i64 %4222, 240
  %4248 = add nuw nsw i64 %4247, %4226
  %4249 = add nuw nsw i64 %4248, 0
  %4250 = add nuw nsw i64 %4249, 0
  %4251 = getelementptr inbounds nuw float, ptr %4246, i64 %4250
  %4252 = load float, ptr %4251, align 4
  %4253 = fadd float %4245, %4252
  %4254 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4183, 1
  %4255 = mul nuw nsw i64 %4222, 240
  %4256 = add nuw nsw i64 %4255, %4226
  %4257 = add nuw nsw i64 %4256, 0
  %4258 = add nuw nsw i64 %4257, 0
  %4259 = getelementptr inbounds nuw float, ptr %4254, i64 %4258
  store float %4253, ptr %4259, align 4
  %4260 = add i64 %4234, 1
  br label %4233

4261:                                             ; preds = %4233
  %4262 = add i64 %4230, 1
  br label %4229

4263:                                             ; preds = %4229
  %4264 = add i64 %4226, 1
  br label %4225

4265:                                             ; preds = %4225
  %4266 = add i64 %4222, 1
  br label %4221

4267:                                             ; preds = %4221
  %4268 = call ptr @malloc(i64 320)
  %4269 = ptrtoint ptr %4268 to i64
  %4270 = add i64 %4269, 63
  %4271 = urem i64 %4270, 64
  %4272 = sub i64 %4270, %4271
  %4273 = inttoptr i64 %4272 to ptr
  %4274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4268, 0
  %4275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4274, ptr %4273, 1
  %4276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4275, i64 0, 2
  %4277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4276, i64 1, 3, 0
  %4278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4277, i64 64, 3, 1
  %4279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4278, i64 1, 3, 2
  %4280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4279, i64 1, 3, 3
  %4281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4280, i64 64, 4, 0
  %4282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4281, i64 1, 4, 1
  %4283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4282, i64 1, 4, 2
  %4284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4283, i64 1, 4, 3
  br label %4285

4285:                                             ; preds = %4314, %4267
  %4286 = phi i64 [ %4315, %4314 ], [ 0, %4267 ]
  %4287 = icmp slt i64 %4286, 1
  br i1 %4287, label %4288, label %4316

4288:                                             ; preds = %4285
  br label %4289

4289:                                             ; preds = %4312, %4288
  %4290 = phi i64 [ %4313, %4312 ], [ 0, %4288 ]
  %4291 = icmp slt i64 %4290, 64
  br i1 %4291, label %4292, label %4314

4292:                                             ; preds = %4289
  br label %4293

4293:                                             ; preds = %4310, %4292
  %4294 = phi i64 [ %4311, %4310 ], [ 0, %4292 ]
  %4295 = icmp slt i64 %4294, 1
  br i1 %4295, label %4296, label %4312

4296:                                             ; preds = %4293
  br label %4297

4297:                                             ; preds = %4300, %4296
  %4298 = phi i64 [ %4309, %4300 ], [ 0, %4296 ]
  %4299 = icmp slt i64 %4298, 1
  br i1 %4299, label %4300, label %4310

4300:                                             ; preds = %4297
  %4301 = getelementptr inbounds nuw float, ptr @__constant_64xf32_90, i64 %4290
  %4302 = load float, ptr %4301, align 4
  %4303 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %4304 = mul nuw nsw i64 %4286, 64
  %4305 = add nuw nsw i64 %4304, %4290
  %4306 = add nuw nsw i64 %4305, %4294
  %4307 = add nuw nsw i64 %4306, %4298
  %4308 = getelementptr inbounds nuw float, ptr %4303, i64 %4307
  store float %4302, ptr %4308, align 4
  %4309 = add i64 %4298, 1
  br label %4297

4310:                                             ; preds = %4297
  %4311 = add i64 %4294, 1
  br label %4293

4312:                                             ; preds = %4293
  %4313 = add i64 %4290, 1
  br label %4289

4314:                                             ; preds = %4289
  %4315 = add i64 %4286, 1
  br label %4285

4316:                                             ; preds = %4285
  br label %4317

4317:                                             ; preds = %4387, %4316
  %4318 = phi i64 [ %4388, %4387 ], [ 0, %4316 ]
  %4319 = icmp slt i64 %4318, 1
  br i1 %4319, label %4320, label %4389

4320:                                             ; preds = %4317
  br label %4321

4321:                                             ; preds = %4385, %4320
  %4322 = phi i64 [ %4386, %4385 ], [ 0, %4320 ]
  %4323 = icmp slt i64 %4322, 64
  br i1 %4323, label %4324, label %4387

4324:                                             ; preds = %4321
  br label %4325

4325:                                             ; preds = %4383, %4324
  %4326 = phi i64 [ %4384, %4383 ], [ 0, %4324 ]
  %4327 = icmp slt i64 %4326, 1
  br i1 %4327, label %4328, label %4385

4328:                                             ; preds = %4325
  br label %4329

4329:                                             ; preds = %4381, %4328
  %4330 = phi i64 [ %4382, %4381 ], [ 0, %4328 ]
  %4331 = icmp slt i64 %4330, 1
  br i1 %4331, label %4332, label %4383

4332:                                             ; preds = %4329
  br label %4333

4333:                                             ; preds = %4379, %4332
  %4334 = phi i64 [ %4380, %4379 ], [ 0, %4332 ]
  %4335 = icmp slt i64 %4334, 240
  br i1 %4335, label %4336, label %4381

4336:                                             ; preds = %4333
  br label %4337

4337:                                             ; preds = %4377, %4336
  %4338 = phi i64 [ %4378, %4377 ], [ 0, %4336 ]
  %4339 = icmp slt i64 %4338, 1
  br i1 %4339, label %4340, label %4379

4340:                                             ; preds = %4337
  br label %4341

4341:                                             ; preds = %4344, %4340
  %4342 = phi i64 [ %4376, %4344 ], [ 0, %4340 ]
  %4343 = icmp slt i64 %4342, 1
  br i1 %4343, label %4344, label %4377

4344:                                             ; preds = %4341
  %4345 = add i64 %4326, %4338
  %4346 = add i64 %4330, %4342
  %4347 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4183, 1
  %4348 = mul nuw nsw i64 %4318, 240
  %4349 = add nuw nsw i64 %4348, %4334
  %4350 = add nuw nsw i64 %4349, %4345
  %4351 = add nuw nsw i64 %4350, %4346
  %4352 = getelementptr inbounds nuw float, ptr %4347, i64 %4351
  %4353 = load float, ptr %4352, align 4
  %4354 = mul nuw nsw i64 %4322, 240
  %4355 = add nuw nsw i64 %4354, %4334
  %4356 = add nuw nsw i64 %4355, %4338
  %4357 = add nuw nsw i64 %4356, %4342
  %4358 = getelementptr inbounds nuw float, ptr @__constant_64x240x1x1xf32_91, i64 %4357
  %4359 = load float, ptr %4358, align 4
  %4360 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %4361 = mul nuw nsw i64 %4318, 64
  %4362 = add nuw nsw i64 %4361, %4322
  %4363 = add nuw nsw i64 %4362, %4326
  %4364 = add nuw nsw i64 %4363, %4330
  %4365 = getelementptr inbounds nuw float, ptr %4360, i64 %4364
  %4366 = load float, ptr %4365, align 4
  %4367 = fdiv float %4353, 1.600000e+01
  %4368 = fmul float %4367, %4359
  %4369 = fadd float %4366, %4368
  %4370 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %4371 = mul nuw nsw i64 %4318, 64
  %4372 = add nuw nsw i64 %4371, %4322
  %4373 = add nuw nsw i64 %4372, %4326
  %4374 = add nuw nsw i64 %4373, %4330
  %4375 = getelementptr inbounds nuw float, ptr %4370, i64 %4374
  store float %4369, ptr %4375, align 4
  %4376 = add i64 %4342, 1
  br label %4341

4377:                                             ; preds = %4341
  %4378 = add i64 %4338, 1
  br label %4337

4379:                                             ; preds = %4337
  %4380 = add i64 %4334, 1
  br label %4333

4381:                                             ; preds = %4333
  %4382 = add i64 %4330, 1
  br label %4329

4383:                                             ; preds = %4329
  %4384 = add i64 %4326, 1
  br label %4325

4385:                                             ; preds = %4325
  %4386 = add i64 %4322, 1
  br label %4321

4387:                                             ; preds = %4321
  %4388 = add i64 %4318, 1
  br label %4317

4389:                                             ; preds = %4317
  br label %4390

4390:                                             ; preds = %4419, %4389
  %4391 = phi i64 [ %4420, %4419 ], [ 0, %4389 ]
  %4392 = icmp slt i64 %4391, 1
  br i1 %4392, label %4393, label %4421

4393:                                             ; preds = %4390
  br label %4394

4394:                                             ; preds = %4417, %4393
  %4395 = phi i64 [ %4418, %4417 ], [ 0, %4393 ]
  %4396 = icmp slt i64 %4395, 240
  br i1 %4396, label %4397, label %4419

4397:                                             ; preds = %4394
  br label %4398

4398:                                             ; preds = %4415, %4397
  %4399 = phi i64 [ %4416, %4415 ], [ 0, %4397 ]
  %4400 = icmp slt i64 %4399, 1
  br i1 %4400, label %4401, label %4417

4401:                                             ; preds = %4398
  br label %4402

4402:                                             ; preds = %4405, %4401
  %4403 = phi i64 [ %4414, %4405 ], [ 0, %4401 ]
  %4404 = icmp slt i64 %4403, 1
  br i1 %4404, label %4405, label %4415

4405:                                             ; preds = %4402
  %4406 = getelementptr inbounds nuw float, ptr @__constant_240xf32_88, i64 %4395
  %4407 = load float, ptr %4406, align 4
  %4408 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %4409 = mul nuw nsw i64 %4391, 240
  %4410 = add nuw nsw i64 %4409, %4395
  %4411 = add nuw nsw i64 %4410, %4399
  %4412 = add nuw nsw i64 %4411, %4403
  %4413 = getelementptr inbounds nuw float, ptr %4408, i64 %4412
  store float %4407, ptr %4413, align 4
  %4414 = add i64 %4403, 1
  br label %4402

4415:                                             ; preds = %4402
  %4416 = add i64 %4399, 1
  br label %4398

4417:                                             ; preds = %4398
  %4418 = add i64 %4395, 1
  br label %4394

4419:                                             ; preds = %4394
  %4420 = add i64 %4391, 1
  br label %4390

4421:                                             ; preds = %4390
  br label %4422

4422:                                             ; preds = %4493, %4421
  %4423 = phi i64 [ %4494, %4493 ], [ 0, %4421 ]
  %4424 = icmp slt i64 %4423, 1
  br i1 %4424, label %4425, label %4495

4425:                                             ; preds = %4422
  br label %4426

4426:                                             ; preds = %4491, %4425
  %4427 = phi i64 [ %4492, %4491 ], [ 0, %4425 ]
  %4428 = icmp slt i64 %4427, 240
  br i1 %4428, label %4429, label %4493

4429:                                             ; preds = %4426
  br label %4430

4430:                                             ; preds = %4489, %4429
  %4431 = phi i64 [ %4490, %4489 ], [ 0, %4429 ]
  %4432 = icmp slt i64 %4431, 1
  br i1 %4432, label %4433, label %4491

4433:                                             ; preds = %4430
  br label %4434

4434:                                             ; preds = %4487, %4433
  %4435 = phi i64 [ %4488, %4487 ], [ 0, %4433 ]
  %4436 = icmp slt i64 %4435, 1
  br i1 %4436, label %4437, label %4489

4437:                                             ; preds = %4434
  br label %4438

4438:                                             ; preds = %4485, %4437
  %4439 = phi i64 [ %4486, %4485 ], [ 0, %4437 ]
  %4440 = icmp slt i64 %4439, 64
  br i1 %4440, label %4441, label %4487

4441:                                             ; preds = %4438
  br label %4442

4442:                                             ; preds = %4483, %4441
  %4443 = phi i64 [ %4484, %4483 ], [ 0, %4441 ]
  %4444 = icmp slt i64 %4443, 1
  br i1 %4444, label %4445, label %4485

4445:                                             ; preds = %4442
  br label %4446

4446:                                             ; preds = %4449, %4445
  %4447 = phi i64 [ %4482, %4449 ], [ 0, %4445 ]
  %4448 = icmp slt i64 %4447, 1
  br i1 %4448, label %4449, label %4483

4449:                                             ; preds = %4446
  %4450 = add i64 %4431, %4443
  %4451 = add i64 %4435, %4447
  %4452 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %4453 = mul nuw nsw i64 %4423, 64
  %4454 = add nuw nsw i64 %4453, %4439
  %4455 = add nuw nsw i64 %4454, %4450
  %4456 = add nuw nsw i64 %4455, %4451
  %4457 = getelementptr inbounds nuw float, ptr %4452, i64 %4456
  %4458 = load float, ptr %4457, align 4
  %4459 = mul nuw nsw i64 %4427, 64
  %4460 = add nuw nsw i64 %4459, %4439
  %4461 = add nuw nsw i64 %4460, %4443
  %4462 = add nuw nsw i64 %4461, %4447
  %4463 = getelementptr inbounds nuw float, ptr @__constant_240x64x1x1xf32_89, i64 %4462
  %4464 = load float, ptr %4463, align 4
  %4465 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %4466 = mul nuw nsw i64 %4423, 240
  %4467 = add nuw nsw i64 %4466, %4427
  %4468 = add nuw nsw i64 %4467, %4431
  %4469 = add nuw nsw i64 %4468, %4435
  %4470 = getelementptr inbounds nuw float, ptr %4465, i64 %4469
  %4471 = load float, ptr %4470, align 4
  %4472 = fcmp ugt float %4458, 0.000000e+00
  %4473 = select i1 %4472, float %4458, float 0.000000e+00
  %4474 = fmul float %4473, %4464
  %4475 = fadd float %4471, %4474
  %4476 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %4477 = mul nuw nsw i64 %4423, 240
  %4478 = add nuw nsw i64 %4477, %4427
  %4479 = add nuw nsw i64 %4478, %4431
  %4480 = add nuw nsw i64 %4479, %4435
  %4481 = getelementptr inbounds nuw float, ptr %4476, i64 %4480
  store float %4475, ptr %4481, align 4
  %4482 = add i64 %4447, 1
  br label %4446

4483:                                             ; preds = %4446
  %4484 = add i64 %4443, 1
  br label %4442

4485:                                             ; preds = %4442
  %4486 = add i64 %4439, 1
  br label %4438

4487:                                             ; preds = %4438
  %4488 = add i64 %4435, 1
  br label %4434

4489:                                             ; preds = %4434
  %4490 = add i64 %4431, 1
  br label %4430

4491:                                             ; preds = %4430
  %4492 = add i64 %4427, 1
  br label %4426

4493:                                             ; preds = %4426
  %4494 = add i64 %4423, 1
  br label %4422

4495:                                             ; preds = %4422
  %4496 = call ptr @malloc(i64 2624)
  %4497 = ptrtoint ptr %4496 to i64
  %4498 = add i64 %4497, 63
  %4499 = urem i64 %4498, 64
  %4500 = sub i64 %4498, %4499
  %4501 = inttoptr i64 %4500 to ptr
  %4502 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4496, 0
  %4503 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4502, ptr %4501, 1
  %4504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4503, i64 0, 2
  %4505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4504, i64 1, 3, 0
  %4506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4505, i64 40, 3, 1
  %4507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4506, i64 4, 3, 2
  %4508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4507, i64 4, 3, 3
  %4509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4508, i64 640, 4, 0
  %4510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4509, i64 16, 4, 1
  %4511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4510, i64 4, 4, 2
  %4512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4511, i64 1, 4, 3
  br label %4513

4513:                                             ; preds = %4551, %4495
  %4514 = phi i64 [ %4552, %4551 ], [ 0, %4495 ]
  %4515 = icmp slt i64 %4514, 1
  br i1 %4515, label %4516, label %4553

4516:                                             ; preds = %4513
  br label %4517

4517:                                             ; preds = %4549, %4516
  %4518 = phi i64 [ %4550, %4549 ], [ 0, %4516 ]
  %4519 = icmp slt i64 %4518, 40
  br i1 %4519, label %4520, label %4551

4520:                                             ; preds = %4517
  br label %4521

4521:                                             ; preds = %4547, %4520
  %4522 = phi i64 [ %4548, %4547 ], [ 0, %4520 ]
  %4523 = icmp slt i64 %4522, 4
  br i1 %4523, label %4524, label %4549

4524:                                             ; preds = %4521
  br label %4525

4525:                                             ; preds = %4528, %4524
  %4526 = phi i64 [ %4546, %4528 ], [ 0, %4524 ]
  %4527 = icmp slt i64 %4526, 4
  br i1 %4527, label %4528, label %4547

4528:                                             ; preds = %4525
  %4529 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, 1
  %4530 = mul nuw nsw i64 %4514, 640
  %4531 = mul nuw nsw i64 %4518, 16
  %4532 = add nuw nsw i64 %4530, %4531
  %4533 = mul nuw nsw i64 %4522, 4
  %4534 = add nuw nsw i64 %4532, %4533
  %4535 = add nuw nsw i64 %4534, %4526
  %4536 = getelementptr inbounds nuw float, ptr %4529, i64 %4535
  %4537 = load float, ptr %4536, align 4
  %4538 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4512, 1
  %4539 = mul nuw nsw i64 %4514, 640
  %4540 = mul nuw nsw i64 %4518, 16
  %4541 = add nuw nsw i64 %4539, %4540
  %4542 = mul nuw nsw i64 %4522, 4
  %4543 = add nuw nsw i64 %4541, %4542
  %4544 = add nuw nsw i64 %4543, %4526
  %4545 = getelementptr inbounds nuw float, ptr %4538, i64 %4544
  store float %4537, ptr %4545, align 4
  %4546 = add i64 %4526, 1
  br label %4525

4547:                                             ; preds = %4525
  %4548 = add i64 %4522, 1
  br label %4521

4549:                                             ; preds = %4521
  %4550 = add i64 %4518, 1
  br label %4517

4551:                                             ; preds = %4517
  %4552 = add i64 %4514, 1
  br label %4513

4553:                                             ; preds = %4513
  br label %4554

4554:                                             ; preds = %4643, %4553
  %4555 = phi i64 [ %4644, %4643 ], [ 0, %4553 ]
  %4556 = icmp slt i64 %4555, 1
  br i1 %4556, label %4557, label %4645

4557:                                             ; preds = %4554
  br label %4558

4558:                                             ; preds = %4641, %4557
  %4559 = phi i64 [ %4642, %4641 ], [ 0, %4557 ]
  %4560 = icmp slt i64 %4559, 40
  br i1 %4560, label %4561, label %4643

4561:                                             ; preds = %4558
  br label %4562

4562:                                             ; preds = %4639, %4561
  %4563 = phi i64 [ %4640, %4639 ], [ 0, %4561 ]
  %4564 = icmp slt i64 %4563, 4
  br i1 %4564, label %4565, label %4641

4565:                                             ; preds = %4562
  br label %4566

4566:                                             ; preds = %4637, %4565
  %4567 = phi i64 [ %4638, %4637 ], [ 0, %4565 ]
  %4568 = icmp slt i64 %4567, 4
  br i1 %4568, label %4569, label %4639

4569:                                             ; preds = %4566
  br label %4570

4570:                                             ; preds = %4635, %4569
  %4571 = phi i64 [ %4636, %4635 ], [ 0, %4569 ]
  %4572 = icmp slt i64 %4571, 240
  br i1 %4572, label %4573, label %4637

4573:                                             ; preds = %4570
  br label %4574

4574:                                             ; preds = %4633, %4573
  %4575 = phi i64 [ %4634, %4633 ], [ 0, %4573 ]
  %4576 = icmp slt i64 %4575, 1
  br i1 %4576, label %4577, label %4635

4577:                                             ; preds = %4574
  br label %4578

4578:                                             ; preds = %4581, %4577
  %4579 = phi i64 [ %4632, %4581 ], [ 0, %4577 ]
  %4580 = icmp slt i64 %4579, 1
  br i1 %4580, label %4581, label %4633

4581:                                             ; preds = %4578
  %4582 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %4583 = mul nuw nsw i64 %4555, 240
  %4584 = add nuw nsw i64 %4583, %4571
  %4585 = add nuw nsw i64 %4584, 0
  %4586 = add nuw nsw i64 %4585, 0
  %4587 = getelementptr inbounds nuw float, ptr %4582, i64 %4586
  %4588 = load float, ptr %4587, align 4
  %4589 = add i64 %4563, %4575
  %4590 = add i64 %4567, %4579
  %4591 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %4592 = mul nuw nsw i64 %4555, 3840
  %4593 = mul nuw nsw i64 %4571, 16
  %4594 = add nuw nsw i64 %4592, %4593
  %4595 = mul nuw nsw i64 %4589, 4
  %4596 = add nuw nsw i64 %4594, %4595
  %4597 = add nuw nsw i64 %4596, %4590
  %4598 = getelementptr inbounds nuw float, ptr %4591, i64 %4597
  %4599 = load float, ptr %4598, align 4
  %4600 = mul nuw nsw i64 %4559, 240
  %4601 = add nuw nsw i64 %4600, %4571
  %4602 = add nuw nsw i64 %4601, %4575
  %4603 = add nuw nsw i64 %4602, %4579
  %4604 = getelementptr inbounds nuw float, ptr @__constant_40x240x1x1xf32_87, i64 %4603
  %4605 = load float, ptr %4604, align 4
  %4606 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4512, 1
  %4607 = mul nuw nsw i64 %4555, 640
  %4608 = mul nuw nsw i64 %4559, 16
  %4609 = add nuw nsw i64 %4607, %4608
  %4610 = mul nuw nsw i64 %4563, 4
  %4611 = add nuw nsw i64 %4609, %4610
  %4612 = add nuw nsw i64 %4611, %4567
  %4613 = getelementptr inbounds nuw float, ptr %4606, i64 %4612
  %4614 = load float, ptr %4613, align 4
  %4615 = fadd float %4588, 3.000000e+00
  %4616 = fcmp ult float %4615, 0.000000e+00
  %4617 = select i1 %4616, float 0.000000e+00, float %4615
  %4618 = fcmp ugt float %4617, 6.000000e+00
  %4619 = select i1 %4618, float 6.000000e+00, float %4617
  %4620 = fdiv float %4619, 6.000000e+00
  %4621 = fmul float %4620, %4599
  %4622 = fmul float %4621, %4605
  %4623 = fadd float %4614, %4622
  %4624 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4512, 1
  %4625 = mul nuw nsw i64 %4555, 640
  %4626 = mul nuw nsw i64 %4559, 16
  %4627 = add nuw nsw i64 %4625, %4626
  %4628 = mul nuw nsw i64 %4563, 4
  %4629 = add nuw nsw i64 %4627, %4628
  %4630 = add nuw nsw i64 %4629, %4567
  %4631 = getelementptr inbounds nuw float, ptr %4624, i64 %4630
  store float %4623, ptr %4631, align 4
  %4632 = add i64 %4579, 1
  br label %4578

4633:                                             ; preds = %4578
  %4634 = add i64 %4575, 1
  br label %4574

4635:                                             ; preds = %4574
  %4636 = add i64 %4571, 1
  br label %4570

4637:                                             ; preds = %4570
  %4638 = add i64 %4567, 1
  br label %4566

4639:                                             ; preds = %4566
  %4640 = add i64 %4563, 1
  br label %4562

4641:                                             ; preds = %4562
  %4642 = add i64 %4559, 1
  br label %4558

4643:                                             ; preds = %4558
  %4644 = add i64 %4555, 1
  br label %4554

4645:                                             ; preds = %4554
  br label %4646

4646:                                             ; preds = %4717, %4645
  %4647 = phi i64 [ %4718, %4717 ], [ 0, %4645 ]
  %4648 = icmp slt i64 %4647, 1
  br i1 %4648, label %4649, label %4719

4649:                                             ; preds = %4646
  br label %4650

4650:                                             ; preds = %4715, %4649
  %4651 = phi i64 [ %4716, %4715 ], [ 0, %4649 ]
  %4652 = icmp slt i64 %4651, 40
  br i1 %4652, label %4653, label %4717

4653:                                             ; preds = %4650
  br label %4654

4654:                                             ; preds = %4713, %4653
  %4655 = phi i64 [ %4714, %4713 ], [ 0, %4653 ]
  %4656 = icmp slt i64 %4655, 4
  br i1 %4656, label %4657, label %4715

4657:                                             ; preds = %4654
  br label %4658

4658:                                             ; preds = %4661, %4657
  %4659 = phi i64 [ %4712, %4661 ], [ 0, %4657 ]
  %4660 = icmp slt i64 %4659, 4
  br i1 %4660, label %4661, label %4713

4661:                                             ; preds = %4658
  %4662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4512, 1
  %4663 = mul nuw nsw i64 %4647, 640
  %4664 = mul nuw nsw i64 %4651, 16
  %4665 = add nuw nsw i64 %4663, %4664
  %4666 = mul nuw nsw i64 %4655, 4
  %4667 = add nuw nsw i64 %4665, %4666
  %4668 = add nuw nsw i64 %4667, %4659
  %4669 = getelementptr inbounds nuw float, ptr %4662, i64 %4668
  %4670 = load float, ptr %4669, align 4
  %4671 = add nuw nsw i64 %4651, 0
  %4672 = add nuw nsw i64 %4671, 0
  %4673 = getelementptr inbounds nuw float, ptr @__constant_40xf32_86, i64 %4672
  %4674 = load float, ptr %4673, align 4
  %4675 = add nuw nsw i64 %4651, 0
  %4676 = add nuw nsw i64 %4675, 0
  %4677 = getelementptr inbounds nuw float, ptr @__constant_40xf32_85, i64 %4676
  %4678 = load float, ptr %4677, align 4
  %4679 = add nuw nsw i64 %4651, 0
  %4680 = add nuw nsw i64 %4679, 0
  %4681 = getelementptr inbounds nuw float, ptr @__constant_40xf32_84, i64 %4680
  %4682 = load float, ptr %4681, align 4
  %4683 = add nuw nsw i64 %4651, 0
  %4684 = add nuw nsw i64 %4683, 0
  %4685 = getelementptr inbounds nuw float, ptr @__constant_40xf32_83, i64 %4684
  %4686 = load float, ptr %4685, align 4
  %4687 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3261, 1
  %4688 = mul nuw nsw i64 %4647, 640
  %4689 = mul nuw nsw i64 %4651, 16
  %4690 = add nuw nsw i64 %4688, %4689
  %4691 = mul nuw nsw i64 %4655, 4
  %4692 = add nuw nsw i64 %4690, %4691
  %4693 = add nuw nsw i64 %4692, %4659
  %4694 = getelementptr inbounds nuw float, ptr %4687, i64 %4693
  %4695 = load float, ptr %4694, align 4
  %4696 = fadd float %4678, 1.000000e-03
  %4697 = call float @llvm.sqrt.f32(float %4696)
  %4698 = fdiv float 1.000000e+00, %4697
  %4699 = fsub float %4670, %4674
  %4700 = fmul float %4699, %4698
  %4701 = fmul float %4700, %4682
  %4702 = fadd float %4701, %4686
  %4703 = fadd float %4702, %4695
  %4704 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3261, 1
  %4705 = mul nuw nsw i64 %4647, 640
  %4706 = mul nuw nsw i64 %4651, 16
  %4707 = add nuw nsw i64 %4705, %4706
  %4708 = mul nuw nsw i64 %4655, 4
  %4709 = add nuw nsw i64 %4707, %4708
  %4710 = add nuw nsw i64 %4709, %4659
  %4711 = getelementptr inbounds nuw float, ptr %4704, i64 %4710
  store float %4703, ptr %4711, align 4
  %4712 = add i64 %4659, 1
  br label %4658

4713:                                             ; preds = %4658
  %4714 = add i64 %4655, 1
  br label %4654

4715:                                             ; preds = %4654
  %4716 = add i64 %4651, 1
  br label %4650

4717:                                             ; preds = %4650
  %4718 = add i64 %4647, 1
  br label %4646

4719:                                             ; preds = %4646
  %4720 = call ptr @malloc(i64 15424)
  %4721 = ptrtoint ptr %4720 to i64
  %4722 = add i64 %4721, 63
  %4723 = urem i64 %4722, 64
  %4724 = sub i64 %4722, %4723
  %4725 = inttoptr i64 %4724 to ptr
  %4726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4720, 0
  %4727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4726, ptr %4725, 1
  %4728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4727, i64 0, 2
  %4729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4728, i64 1, 3, 0
  %4730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4729, i64 240, 3, 1
  %4731 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4730, i64 4, 3, 2
  %4732 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4731, i64 4, 3, 3
  %4733 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4732, i64 3840, 4, 0
  %4734 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4733, i64 16, 4, 1
  %4735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4734, i64 4, 4, 2
  %4736 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4735, i64 1, 4, 3
  br label %4737

4737:                                             ; preds = %4775, %4719
  %4738 = phi i64 [ %4776, %4775 ], [ 0, %4719 ]
  %4739 = icmp slt i64 %4738, 1
  br i1 %4739, label %4740, label %4777

4740:                                             ; preds = %4737
  br label %4741

4741:                                             ; preds = %4773, %4740
  %4742 = phi i64 [ %4774, %4773 ], [ 0, %4740 ]
  %4743 = icmp slt i64 %4742, 240
  br i1 %4743, label %4744, label %4775

4744:                                             ; preds = %4741
  br label %4745

4745:                                             ; preds = %4771, %4744
  %4746 = phi i64 [ %4772, %4771 ], [ 0, %4744 ]
  %4747 = icmp slt i64 %4746, 4
  br i1 %4747, label %4748, label %4773

4748:                                             ; preds = %4745
  br label %4749

4749:                                             ; preds = %4752, %4748
  %4750 = phi i64 [ %4770, %4752 ], [ 0, %4748 ]
  %4751 = icmp slt i64 %4750, 4
  br i1 %4751, label %4752, label %4771

4752:                                             ; preds = %4749
  %4753 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %4754 = mul nuw nsw i64 %4738, 3840
  %4755 = mul nuw nsw i64 %4742, 16
  %4756 = add nuw nsw i64 %4754, %4755
  %4757 = mul nuw nsw i64 %4746, 4
  %4758 = add nuw nsw i64 %4756, %4757
  %4759 = add nuw nsw i64 %4758, %4750
  %4760 = getelementptr inbounds nuw float, ptr %4753, i64 %4759
  %4761 = load float, ptr %4760, align 4
  %4762 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4736, 1
  %4763 = mul nuw nsw i64 %4738, 3840
  %4764 = mul nuw nsw i64 %4742, 16
  %4765 = add nuw nsw i64 %4763, %4764
  %4766 = mul nuw nsw i64 %4746, 4
  %4767 = add nuw nsw i64 %4765, %4766
  %4768 = add nuw nsw i64 %4767, %4750
  %4769 = getelementptr inbounds nuw float, ptr %4762, i64 %4768
  store float %4761, ptr %4769, align 4
  %4770 = add i64 %4750, 1
  br label %4749

4771:                                             ; preds = %4749
  %4772 = add i64 %4746, 1
  br label %4745

4773:                                             ; preds = %4745
  %4774 = add i64 %4742, 1
  br label %4741

4775:                                             ; preds = %4741
  %4776 = add i64 %4738, 1
  br label %4737

4777:                                             ; preds = %4737
  br label %4778

4778:                                             ; preds = %4853, %4777
  %4779 = phi i64 [ %4854, %4853 ], [ 0, %4777 ]
  %4780 = icmp slt i64 %4779, 1
  br i1 %4780, label %4781, label %4855

4781:                                             ; preds = %4778
  br label %4782

4782:                                             ; preds = %4851, %4781
  %4783 = phi i64 [ %4852, %4851 ], [ 0, %4781 ]
  %4784 = icmp slt i64 %4783, 240
  br i1 %4784, label %4785, label %4853

4785:                                             ; preds = %4782
  br label %4786

4786:                                             ; preds = %4849, %4785
  %4787 = phi i64 [ %4850, %4849 ], [ 0, %4785 ]
  %4788 = icmp slt i64 %4787, 4
  br i1 %4788, label %4789, label %4851

4789:                                             ; preds = %4786
  br label %4790

4790:                                             ; preds = %4847, %4789
  %4791 = phi i64 [ %4848, %4847 ], [ 0, %4789 ]
  %4792 = icmp slt i64 %4791, 4
  br i1 %4792, label %4793, label %4849

4793:                                             ; preds = %4790
  br label %4794

4794:                                             ; preds = %4845, %4793
  %4795 = phi i64 [ %4846, %4845 ], [ 0, %4793 ]
  %4796 = icmp slt i64 %4795, 40
  br i1 %4796, label %4797, label %4847

4797:                                             ; preds = %4794
  br label %4798

4798:                                             ; preds = %4843, %4797
  %4799 = phi i64 [ %4844, %4843 ], [ 0, %4797 ]
  %4800 = icmp slt i64 %4799, 1
  br i1 %4800, label %4801, label %4845

4801:                                             ; preds = %4798
  br label %4802

4802:                                             ; preds = %4805, %4801
  %4803 = phi i64 [ %4842, %4805 ], [ 0, %4801 ]
  %4804 = icmp slt i64 %4803, 1
  br i1 %4804, label %4805, label %4843

4805:                                             ; preds = %4802
  %4806 = add i64 %4787, %4799
  %4807 = add i64 %4791, %4803
  %4808 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3261, 1
  %4809 = mul nuw nsw i64 %4779, 640
  %4810 = mul nuw nsw i64 %4795, 16
  %4811 = add nuw nsw i64 %4809, %4810
  %4812 = mul nuw nsw i64 %4806, 4
  %4813 = add nuw nsw i64 %4811, %4812
  %4814 = add nuw nsw i64 %4813, %4807
  %4815 = getelementptr inbounds nuw float, ptr %4808, i64 %4814
  %4816 = load float, ptr %4815, align 4
  %4817 = mul nuw nsw i64 %4783, 40
  %4818 = add nuw nsw i64 %4817, %4795
  %4819 = add nuw nsw i64 %4818, %4799
  %4820 = add nuw nsw i64 %4819, %4803
  %4821 = getelementptr inbounds nuw float, ptr @__constant_240x40x1x1xf32, i64 %4820
  %4822 = load float, ptr %4821, align 4
  %4823 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4736, 1
  %4824 = mul nuw nsw i64 %4779, 3840
  %4825 = mul nuw nsw i64 %4783, 16
  %4826 = add nuw nsw i64 %4824, %4825
  %4827 = mul nuw nsw i64 %4787, 4
  %4828 = add nuw nsw i64 %4826, %4827
  %4829 = add nuw nsw i64 %4828, %4791
  %4830 = getelementptr inbounds nuw float, ptr %4823, i64 %4829
  %4831 = load float, ptr %4830, align 4
  %4832 = fmul float %4816, %4822
  %4833 = fadd float %4831, %4832
  %4834 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4736, 1
  %4835 = mul nuw nsw i64 %4779, 3840
  %4836 = mul nuw nsw i64 %4783, 16
  %4837 = add nuw nsw i64 %4835, %4836
  %4838 = mul nuw nsw i64 %4787, 4
  %4839 = add nuw nsw i64 %4837, %4838
  %4840 = add nuw nsw i64 %4839, %4791
  %4841 = getelementptr inbounds nuw float, ptr %4834, i64 %4840
  store float %4833, ptr %4841, align 4
  %4842 = add i64 %4803, 1
  br label %4802

4843:                                             ; preds = %4802
  %4844 = add i64 %4799, 1
  br label %4798

4845:                                             ; preds = %4798
  %4846 = add i64 %4795, 1
  br label %4794

4847:                                             ; preds = %4794
  %4848 = add i64 %4791, 1
  br label %4790

4849:                                             ; preds = %4790
  %4850 = add i64 %4787, 1
  br label %4786

4851:                                             ; preds = %4786
  %4852 = add i64 %4783, 1
  br label %4782

4853:                                             ; preds = %4782
  %4854 = add i64 %4779, 1
  br label %4778

4855:                                             ; preds = %4778
  br label %4856

4856:                                             ; preds = %4924, %4855
  %4857 = phi i64 [ %4925, %4924 ], [ 0, %4855 ]
  %4858 = icmp slt i64 %4857, 1
  br i1 %4858, label %4859, label %4926

4859:                                             ; preds = %4856
  br label %4860

4860:                                             ; preds = %4922, %4859
  %4861 = phi i64 [ %4923, %4922 ], [ 0, %4859 ]
  %4862 = icmp slt i64 %4861, 240
  br i1 %4862, label %4863, label %4924

4863:                                             ; preds = %4860
  br label %4864

4864:                                             ; preds = %4920, %4863
  %4865 = phi i64 [ %4921, %4920 ], [ 0, %4863 ]
  %4866 = icmp slt i64 %4865, 4
  br i1 %4866, label %4867, label %4922

4867:                                             ; preds = %4864
  br label %4868

4868:                                             ; preds = %4871, %4867
  %4869 = phi i64 [ %4919, %4871 ], [ 0, %4867 ]
  %4870 = icmp slt i64 %4869, 4
  br i1 %4870, label %4871, label %4920

4871:                                             ; preds = %4868
  %4872 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4736, 1
  %4873 = mul nuw nsw i64 %4857, 3840
  %4874 = mul nuw nsw i64 %4861, 16
  %4875 = add nuw nsw i64 %4873, %4874
  %4876 = mul nuw nsw i64 %4865, 4
  %4877 = add nuw nsw i64 %4875, %4876
  %4878 = add nuw nsw i64 %4877, %4869
  %4879 = getelementptr inbounds nuw float, ptr %4872, i64 %4878
  %4880 = load float, ptr %4879, align 4
  %4881 = add nuw nsw i64 %4861, 0
  %4882 = add nuw nsw i64 %4881, 0
  %4883 = getelementptr inbounds nuw float, ptr @__constant_240xf32_82, i64 %4882
  %4884 = load float, ptr %4883, align 4
  %4885 = add nuw nsw i64 %4861, 0
  %4886 = add nuw nsw i64 %4885, 0
  %4887 = getelementptr inbounds nuw float, ptr @__constant_240xf32_81, i64 %4886
  %4888 = load float, ptr %4887, align 4
  %4889 = add nuw nsw i64 %4861, 0
  %4890 = add nuw nsw i64 %4889, 0
  %4891 = getelementptr inbounds nuw float, ptr @__constant_240xf32_80, i64 %4890
  %4892 = load float, ptr %4891, align 4
  %4893 = add nuw nsw i64 %4861, 0
  %4894 = add nuw nsw i64 %4893, 0
  %4895 = getelementptr inbounds nuw float, ptr @__constant_240xf32_79, i64 %4894
  %4896 = load float, ptr %4895, align 4
  %4897 = fadd float %4888, 1.000000e-03
  %4898 = call float @llvm.sqrt.f32(float %4897)
  %4899 = fdiv float 1.000000e+00, %4898
  %4900 = fsub float %4880, %4884
  %4901 = fmul float %4900, %4899
  %4902 = fmul float %4901, %4892
  %4903 = fadd float %4902, %4896
  %4904 = fadd float %4903, 3.000000e+00
  %4905 = fcmp ult float %4904, 0.000000e+00
  %4906 = select i1 %4905, float 0.000000e+00, float %4904
  %4907 = fcmp ugt float %4906, 6.000000e+00
  %4908 = select i1 %4907, float 6.000000e+00, float %4906
  %4909 = fmul float %4903, %4908
  %4910 = fdiv float %4909, 6.000000e+00
  %4911 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %4912 = mul nuw nsw i64 %4857, 3840
  %4913 = mul nuw nsw i64 %4861, 16
  %4914 = add nuw nsw i64 %4912, %4913
  %4915 = mul nuw nsw i64 %4865, 4
  %4916 = add nuw nsw i64 %4914, %4915
  %4917 = add nuw nsw i64 %4916, %4869
  %4918 = getelementptr inbounds nuw float, ptr %4911, i64 %4917
  store float %4910, ptr %4918, align 4
  %4919 = add i64 %4869, 1
  br label %4868

4920:                                             ; preds = %4868
  %4921 = add i64 %4865, 1
  br label %4864

4922:                                             ; preds = %4864
  %4923 = add i64 %4861, 1
  br label %4860

4924:                                             ; preds = %4860
  %4925 = add i64 %4857, 1
  br label %4856

4926:                                             ; preds = %4856
  %4927 = call ptr @malloc(i64 61504)
  %4928 = ptrtoint ptr %4927 to i64
  %4929 = add i64 %4928, 63
  %4930 = urem i64 %4929, 64
  %4931 = sub i64 %4929, %4930
  %4932 = inttoptr i64 %4931 to ptr
  %4933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4927, 0
  %4934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4933, ptr %4932, 1
  %4935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4934, i64 0, 2
  %4936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4935, i64 1, 3, 0
  %4937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4936, i64 240, 3, 1
  %4938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4937, i64 8, 3, 2
  %4939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4938, i64 8, 3, 3
  %4940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4939, i64 15360, 4, 0
  %4941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4940, i64 64, 4, 1
  %4942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4941, i64 8, 4, 2
  %4943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4942, i64 1, 4, 3
  br label %4944

4944:                                             ; preds = %4973, %4926
  %4945 = phi i64 [ %4974, %4973 ], [ 0, %4926 ]
  %4946 = icmp slt i64 %4945, 1
  br i1 %4946, label %4947, label %4975

4947:                                             ; preds = %4944
  br label %4948

4948:                                             ; preds = %4971, %4947
  %4949 = phi i64 [ %4972, %4971 ], [ 0, %4947 ]
  %4950 = icmp slt i64 %4949, 240
  br i1 %4950, label %4951, label %4973

4951:                                             ; preds = %4948
  br label %4952

4952:                                             ; preds = %4969, %4951
  %4953 = phi i64 [ %4970, %4969 ], [ 0, %4951 ]
  %4954 = icmp slt i64 %4953, 8
  br i1 %4954, label %4955, label %4971

4955:                                             ; preds = %4952
  br label %4956

4956:                                             ; preds = %4959, %4955
  %4957 = phi i64 [ %4968, %4959 ], [ 0, %4955 ]
  %4958 = icmp slt i64 %4957, 8
  br i1 %4958, label %4959, label %4969

4959:                                             ; preds = %4956
  %4960 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4943, 1
  %4961 = mul nuw nsw i64 %4945, 15360
  %4962 = mul nuw nsw i64 %4949, 64
  %4963 = add nuw nsw i64 %4961, %4962
  %4964 = mul nuw nsw i64 %4953, 8
  %4965 = add nuw nsw i64 %4963, %4964
  %4966 = add nuw nsw i64 %4965, %4957
  %4967 = getelementptr inbounds nuw float, ptr %4960, i64 %4966
  store float 0.000000e+00, ptr %4967, align 4
  %4968 = add i64 %4957, 1
  br label %4956

4969:                                             ; preds = %4956
  %4970 = add i64 %4953, 1
  br label %4952

4971:                                             ; preds = %4952
  %4972 = add i64 %4949, 1
  br label %4948

4973:                                             ; preds = %4948
  %4974 = add i64 %4945, 1
  br label %4944

4975:                                             ; preds = %4944
  %4976 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4943, 0
  %4977 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4943, 1
  %4978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4976, 0
  %4979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4978, ptr %4977, 1
  %4980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4979, i64 18, 2
  %4981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4980, i64 1, 3, 0
  %4982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4981, i64 15360, 4, 0
  %4983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4982, i64 240, 3, 1
  %4984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4983, i64 64, 4, 1
  %4985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4984, i64 4, 3, 2
  %4986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4985, i64 8, 4, 2
  %4987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4986, i64 4, 3, 3
  %4988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4987, i64 1, 4, 3
  br label %4989

4989:                                             ; preds = %5028, %4975
  %4990 = phi i64 [ %5029, %5028 ], [ 0, %4975 ]
  %4991 = icmp slt i64 %4990, 1
  br i1 %4991, label %4992, label %5030

4992:                                             ; preds = %4989
  br label %4993

4993:                                             ; preds = %5026, %4992
  %4994 = phi i64 [ %5027, %5026 ], [ 0, %4992 ]
  %4995 = icmp slt i64 %4994, 240
  br i1 %4995, label %4996, label %5028

4996:                                             ; preds = %4993
  br label %4997

4997:                                             ; preds = %5024, %4996
  %4998 = phi i64 [ %5025, %5024 ], [ 0, %4996 ]
  %4999 = icmp slt i64 %4998, 4
  br i1 %4999, label %5000, label %5026

5000:                                             ; preds = %4997
  br label %5001

5001:                                             ; preds = %5004, %5000
  %5002 = phi i64 [ %5023, %5004 ], [ 0, %5000 ]
  %5003 = icmp slt i64 %5002, 4
  br i1 %5003, label %5004, label %5024

5004:                                             ; preds = %5001
  %5005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %5006 = mul nuw nsw i64 %4990, 3840
  %5007 = mul nuw nsw i64 %4994, 16
  %5008 = add nuw nsw i64 %5006, %5007
  %5009 = mul nuw nsw i64 %4998, 4
  %5010 = add nuw nsw i64 %5008, %5009
  %5011 = add nuw nsw i64 %5010, %5002
  %5012 = getelementptr inbounds nuw float, ptr %5005, i64 %5011
  %5013 = load float, ptr %5012, align 4
  %5014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4988, 1
  %5015 = getelementptr float, ptr %5014, i64 18
  %5016 = mul nuw nsw i64 %4990, 15360
  %5017 = mul nuw nsw i64 %4994, 64
  %5018 = add nuw nsw i64 %5016, %5017
  %5019 = mul nuw nsw i64 %4998, 8
  %5020 = add nuw nsw i64 %5018, %5019
  %5021 = add nuw nsw i64 %5020, %5002
  %5022 = getelementptr inbounds nuw float, ptr %5015, i64 %5021
  store float %5013, ptr %5022, align 4
  %5023 = add i64 %5002, 1
  br label %5001

5024:                                             ; preds = %5001
  %5025 = add i64 %4998, 1
  br label %4997

5026:                                             ; preds = %4997
  %5027 = add i64 %4994, 1
  br label %4993

5028:                                             ; preds = %4993
  %5029 = add i64 %4990, 1
  br label %4989

5030:                                             ; preds = %4989
  br label %5031

5031:                                             ; preds = %5100, %5030
  %5032 = phi i64 [ %5101, %5100 ], [ 0, %5030 ]
  %5033 = icmp slt i64 %5032, 1
  br i1 %5033, label %5034, label %5102

5034:                                             ; preds = %5031
  br label %5035

5035:                                             ; preds = %5098, %5034
  %5036 = phi i64 [ %5099, %5098 ], [ 0, %5034 ]
  %5037 = icmp slt i64 %5036, 4
  br i1 %5037, label %5038, label %5100

5038:                                             ; preds = %5035
  br label %5039

5039:                                             ; preds = %5096, %5038
  %5040 = phi i64 [ %5097, %5096 ], [ 0, %5038 ]
  %5041 = icmp slt i64 %5040, 4
  br i1 %5041, label %5042, label %5098

5042:                                             ; preds = %5039
  br label %5043

5043:                                             ; preds = %5094, %5042
  %5044 = phi i64 [ %5095, %5094 ], [ 0, %5042 ]
  %5045 = icmp slt i64 %5044, 240
  br i1 %5045, label %5046, label %5096

5046:                                             ; preds = %5043
  br label %5047

5047:                                             ; preds = %5092, %5046
  %5048 = phi i64 [ %5093, %5092 ], [ 0, %5046 ]
  %5049 = icmp slt i64 %5048, 5
  br i1 %5049, label %5050, label %5094

5050:                                             ; preds = %5047
  br label %5051

5051:                                             ; preds = %5054, %5050
  %5052 = phi i64 [ %5091, %5054 ], [ 0, %5050 ]
  %5053 = icmp slt i64 %5052, 5
  br i1 %5053, label %5054, label %5092

5054:                                             ; preds = %5051
  %5055 = add i64 %5036, %5048
  %5056 = add i64 %5040, %5052
  %5057 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4943, 1
  %5058 = mul nuw nsw i64 %5032, 15360
  %5059 = mul nuw nsw i64 %5044, 64
  %5060 = add nuw nsw i64 %5058, %5059
  %5061 = mul nuw nsw i64 %5055, 8
  %5062 = add nuw nsw i64 %5060, %5061
  %5063 = add nuw nsw i64 %5062, %5056
  %5064 = getelementptr inbounds nuw float, ptr %5057, i64 %5063
  %5065 = load float, ptr %5064, align 4
  %5066 = mul nuw nsw i64 %5044, 25
  %5067 = mul nuw nsw i64 %5048, 5
  %5068 = add nuw nsw i64 %5066, %5067
  %5069 = add nuw nsw i64 %5068, %5052
  %5070 = getelementptr inbounds nuw float, ptr @__constant_240x1x5x5xf32, i64 %5069
  %5071 = load float, ptr %5070, align 4
  %5072 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %5073 = mul nuw nsw i64 %5032, 3840
  %5074 = mul nuw nsw i64 %5044, 16
  %5075 = add nuw nsw i64 %5073, %5074
  %5076 = mul nuw nsw i64 %5036, 4
  %5077 = add nuw nsw i64 %5075, %5076
  %5078 = add nuw nsw i64 %5077, %5040
  %5079 = getelementptr inbounds nuw float, ptr %5072, i64 %5078
  %5080 = load float, ptr %5079, align 4
  %5081 = fmul float %5065, %5071
  %5082 = fadd float %5080, %5081
  %5083 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %5084 = mul nuw nsw i64 %5032, 3840
  %5085 = mul nuw nsw i64 %5044, 16
  %5086 = add nuw nsw i64 %5084, %5085
  %5087 = mul nuw nsw i64 %5036, 4
  %5088 = add nuw nsw i64 %5086, %5087
  %5089 = add nuw nsw i64 %5088, %5040
  %5090 = getelementptr inbounds nuw float, ptr %5083, i64 %5089
  store float %5082, ptr %5090, align 4
  %5091 = add i64 %5052, 1
  br label %5051

5092:                                             ; preds = %5051
  %5093 = add i64 %5048, 1
  br label %5047

5094:                                             ; preds = %5047
  %5095 = add i64 %5044, 1
  br label %5043

5096:                                             ; preds = %5043
  %5097 = add i64 %5040, 1
  br label %5039

5098:                                             ; preds = %5039
  %5099 = add i64 %5036, 1
  br label %5035

5100:                                             ; preds = %5035
  %5101 = add i64 %5032, 1
  br label %5031

5102:                                             ; preds = %5031
  br label %5103

5103:                                             ; preds = %5171, %5102
  %5104 = phi i64 [ %5172, %5171 ], [ 0, %5102 ]
  %5105 = icmp slt i64 %5104, 1
  br i1 %5105, label %5106, label %5173

5106:                                             ; preds = %5103
  br label %5107

5107:                                             ; preds = %5169, %5106
  %5108 = phi i64 [ %5170, %5169 ], [ 0, %5106 ]
  %5109 = icmp slt i64 %5108, 240
  br i1 %5109, label %5110, label %5171

5110:                                             ; preds = %5107
  br label %5111

5111:                                             ; preds = %5167, %5110
  %5112 = phi i64 [ %5168, %5167 ], [ 0, %5110 ]
  %5113 = icmp slt i64 %5112, 4
  br i1 %5113, label %5114, label %5169

5114:                                             ; preds = %5111
  br label %5115

5115:                                             ; preds = %5118, %5114
  %5116 = phi i64 [ %5166, %5118 ], [ 0, %5114 ]
  %5117 = icmp slt i64 %5116, 4
  br i1 %5117, label %5118, label %5167

5118:                                             ; preds = %5115
  %5119 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 1
  %5120 = mul nuw nsw i64 %5104, 3840
  %5121 = mul nuw nsw i64 %5108, 16
  %5122 = add nuw nsw i64 %5120, %5121
  %5123 = mul nuw nsw i64 %5112, 4
  %5124 = add nuw nsw i64 %5122, %5123
  %5125 = add nuw nsw i64 %5124, %5116
  %5126 = getelementptr inbounds nuw float, ptr %5119, i64 %5125
  %5127 = load float, ptr %5126, align 4
  %5128 = add nuw nsw i64 %5108, 0
  %5129 = add nuw nsw i64 %5128, 0
  %5130 = getelementptr inbounds nuw float, ptr @__constant_240xf32_78, i64 %5129
  %5131 = load float, ptr %5130, align 4
  %5132 = add nuw nsw i64 %5108, 0
  %5133 = add nuw nsw i64 %5132, 0
  %5134 = getelementptr inbounds nuw float, ptr @__constant_240xf32_77, i64 %5133
  %5135 = load float, ptr %5134, align 4
  %5136 = add nuw nsw i64 %5108, 0
  %5137 = add nuw nsw i64 %5136, 0
  %5138 = getelementptr inbounds nuw float, ptr @__constant_240xf32_76, i64 %5137
  %5139 = load float, ptr %5138, align 4
  %5140 = add nuw nsw i64 %5108, 0
  %5141 = add nuw nsw i64 %5140, 0
  %5142 = getelementptr inbounds nuw float, ptr @__constant_240xf32_75, i64 %5141
  %5143 = load float, ptr %5142, align 4
  %5144 = fadd float %5135, 1.000000e-03
  %5145 = call float @llvm.sqrt.f32(float %5144)
  %5146 = fdiv float 1.000000e+00, %5145
  %5147 = fsub float %5127, %5131
  %5148 = fmul float %5147, %5146
  %5149 = fmul float %5148, %5139
  %5150 = fadd float %5149, %5143
  %5151 = fadd float %5150, 3.000000e+00
  %5152 = fcmp ult float %5151, 0.000000e+00
  %5153 = select i1 %5152, float 0.000000e+00, float %5151
  %5154 = fcmp ugt float %5153, 6.000000e+00
  %5155 = select i1 %5154, float 6.000000e+00, float %5153
  %5156 = fmul float %5150, %5155
  %5157 = fdiv float %5156, 6.000000e+00
  %5158 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %5159 = mul nuw nsw i64 %5104, 3840
  %5160 = mul nuw nsw i64 %5108, 16
  %5161 = add nuw nsw i64 %5159, %5160
  %5162 = mul nuw nsw i64 %5112, 4
  %5163 = add nuw nsw i64 %5161, %5162
  %5164 = add nuw nsw i64 %5163, %5116
  %5165 = getelementptr inbounds nuw float, ptr %5158, i64 %5164
  store float %5157, ptr %5165, align 4
  %5166 = add i64 %5116, 1
  br label %5115

5167:                                             ; preds = %5115
  %5168 = add i64 %5112, 1
  br label %5111

5169:                                             ; preds = %5111
  %5170 = add i64 %5108, 1
  br label %5107

5171:                                             ; preds = %5107
  %5172 = add i64 %5104, 1
  br label %5103

5173:                                             ; preds = %5103
  br label %5174

5174:                                             ; preds = %5218, %5173
  %5175 = phi i64 [ %5219, %5218 ], [ 0, %5173 ]
  %5176 = icmp slt i64 %5175, 1
  br i1 %5176, label %5177, label %5220

5177:                                             ; preds = %5174
  br label %5178

5178:                                             ; preds = %5216, %5177
  %5179 = phi i64 [ %5217, %5216 ], [ 0, %5177 ]
  %5180 = icmp slt i64 %5179, 240
  br i1 %5180, label %5181, label %5218

5181:                                             ; preds = %5178
  br label %5182

5182:                                             ; preds = %5214, %5181
  %5183 = phi i64 [ %5215, %5214 ], [ 0, %5181 ]
  %5184 = icmp slt i64 %5183, 4
  br i1 %5184, label %5185, label %5216

5185:                                             ; preds = %5182
  br label %5186

5186:                                             ; preds = %5189, %5185
  %5187 = phi i64 [ %5213, %5189 ], [ 0, %5185 ]
  %5188 = icmp slt i64 %5187, 4
  br i1 %5188, label %5189, label %5214

5189:                                             ; preds = %5186
  %5190 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %5191 = mul nuw nsw i64 %5175, 3840
  %5192 = mul nuw nsw i64 %5179, 16
  %5193 = add nuw nsw i64 %5191, %5192
  %5194 = mul nuw nsw i64 %5183, 4
  %5195 = add nuw nsw i64 %5193, %5194
  %5196 = add nuw nsw i64 %5195, %5187
  %5197 = getelementptr inbounds nuw float, ptr %5190, i64 %5196
  %5198 = load float, ptr %5197, align 4
  %5199 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, 1
  %5200 = mul nuw nsw i64 %5175, 240
  %5201 = add nuw nsw i64 %5200, %5179
  %5202 = add nuw nsw i64 %5201, 0
  %5203 = add nuw nsw i64 %5202, 0
  %5204 = getelementptr inbounds nuw float, ptr %5199, i64 %5203
  %5205 = load float, ptr %5204, align 4
  %5206 = fadd float %5198, %5205
  %5207 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, 1
  %5208 = mul nuw nsw i64 %5175, 240
  %5209 = add nuw nsw i64 %5208, %5179
  %5210 = add nuw nsw i64 %5209, 0
  %5211 = add nuw nsw i64 %5210, 0
  %5212 = getelementptr inbounds nuw float, ptr %5207, i64 %5211
  store float %5206, ptr %5212, align 4
  %5213 = add i64 %5187, 1
  br label %5186

5214:                                             ; preds = %5186
  %5215 = add i64 %5183, 1
  br label %5182

5216:                                             ; preds = %5182
  %5217 = add i64 %5179, 1
  br label %5178

5218:                                             ; preds = %5178
  %5219 = add i64 %5175, 1
  br label %5174

5220:                                             ; preds = %5174
  br label %5221

5221:                                             ; preds = %5250, %5220
  %5222 = phi i64 [ %5251, %5250 ], [ 0, %5220 ]
  %5223 = icmp slt i64 %5222, 1
  br i1 %5223, label %5224, label %5252

5224:                                             ; preds = %5221
  br label %5225

5225:                                             ; preds = %5248, %5224
  %5226 = phi i64 [ %5249, %5248 ], [ 0, %5224 ]
  %5227 = icmp slt i64 %5226, 64
  br i1 %5227, label %5228, label %5250

5228:                                             ; preds = %5225
  br label %5229

5229:                                             ; preds = %5246, %5228
  %5230 = phi i64 [ %5247, %5246 ], [ 0, %5228 ]
  %5231 = icmp slt i64 %5230, 1
  br i1 %5231, label %5232, label %5248

5232:                                             ; preds = %5229
  br label %5233

5233:                                             ; preds = %5236, %5232
  %5234 = phi i64 [ %5245, %5236 ], [ 0, %5232 ]
  %5235 = icmp slt i64 %5234, 1
  br i1 %5235, label %5236, label %5246

5236:                                             ; preds = %5233
  %5237 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %5226
  %5238 = load float, ptr %5237, align 4
  %5239 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %5240 = mul nuw nsw i64 %5222, 64
  %5241 = add nuw nsw i64 %5240, %5226
  %5242 = add nuw nsw i64 %5241, %5230
  %5243 = add nuw nsw i64 %5242, %5234
  %5244 = getelementptr inbounds nuw float, ptr %5239, i64 %5243
  store float %5238, ptr %5244, align 4
  %5245 = add i64 %5234, 1
  br label %5233

5246:                                             ; preds = %5233
  %5247 = add i64 %5230, 1
  br label %5229

5248:                                             ; preds = %5229
  %5249 = add i64 %5226, 1
  br label %5225

5250:                                             ; preds = %5225
  %5251 = add i64 %5222, 1
  br label %5221

5252:                                             ; preds = %5221
  br label %5253

5253:                                             ; preds = %5323, %5252
  %5254 = phi i64 [ %5324, %5323 ], [ 0, %5252 ]
  %5255 = icmp slt i64 %5254, 1
  br i1 %5255, label %5256, label %5325

5256:                                             ; preds = %5253
  br label %5257

5257:                                             ; preds = %5321, %5256
  %5258 = phi i64 [ %5322, %5321 ], [ 0, %5256 ]
  %5259 = icmp slt i64 %5258, 64
  br i1 %5259, label %5260, label %5323

5260:                                             ; preds = %5257
  br label %5261

5261:                                             ; preds = %5319, %5260
  %5262 = phi i64 [ %5320, %5319 ], [ 0, %5260 ]
  %5263 = icmp slt i64 %5262, 1
  br i1 %5263, label %5264, label %5321

5264:                                             ; preds = %5261
  br label %5265

5265:                                             ; preds = %5317, %5264
  %5266 = phi i64 [ %5318, %5317 ], [ 0, %5264 ]
  %5267 = icmp slt i64 %5266, 1
  br i1 %5267, label %5268, label %5319

5268:                                             ; preds = %5265
  br label %5269

5269:                                             ; preds = %5315, %5268
  %5270 = phi i64 [ %5316, %5315 ], [ 0, %5268 ]
  %5271 = icmp slt i64 %5270, 240
  br i1 %5271, label %5272, label %5317

5272:                                             ; preds = %5269
  br label %5273

5273:                                             ; preds = %5313, %5272
  %5274 = phi i64 [ %5314, %5313 ], [ 0, %5272 ]
  %5275 = icmp slt i64 %5274, 1
  br i1 %5275, label %5276, label %5315

5276:                                             ; preds = %5273
  br label %5277

5277:                                             ; preds = %5280, %5276
  %5278 = phi i64 [ %5312, %5280 ], [ 0, %5276 ]
  %5279 = icmp slt i64 %5278, 1
  br i1 %5279, label %5280, label %5313

5280:                                             ; preds = %5277
  %5281 = add i64 %5262, %5274
  %5282 = add i64 %5266, %5278
  %5283 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, 1
  %5284 = mul nuw nsw i64 %5254, 240
  %5285 = add nuw nsw i64 %5284, %5270
  %5286 = add nuw nsw i64 %5285, %5281
  %5287 = add nuw nsw i64 %5286, %5282
  %5288 = getelementptr inbounds nuw float, ptr %5283, i64 %5287
  %5289 = load float, ptr %5288, align 4
  %5290 = mul nuw nsw i64 %5258, 240
  %5291 = add nuw nsw i64 %5290, %5270
  %5292 = add nuw nsw i64 %5291, %5274
  %5293 = add nuw nsw i64 %5292, %5278
  %5294 = getelementptr inbounds nuw float, ptr @__constant_64x240x1x1xf32, i64 %5293
  %5295 = load float, ptr %5294, align 4
  %5296 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %5297 = mul nuw nsw i64 %5254, 64
  %5298 = add nuw nsw i64 %5297, %5258
  %5299 = add nuw nsw i64 %5298, %5262
  %5300 = add nuw nsw i64 %5299, %5266
  %5301 = getelementptr inbounds nuw float, ptr %5296, i64 %5300
  %5302 = load float, ptr %5301, align 4
  %5303 = fdiv float %5289, 1.600000e+01
  %5304 = fmul float %5303, %5295
  %5305 = fadd float %5302, %5304
  %5306 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %5307 = mul nuw nsw i64 %5254, 64
  %5308 = add nuw nsw i64 %5307, %5258
  %5309 = add nuw nsw i64 %5308, %5262
  %5310 = add nuw nsw i64 %5309, %5266
  %5311 = getelementptr inbounds nuw float, ptr %5306, i64 %5310
  store float %5305, ptr %5311, align 4
  %5312 = add i64 %5278, 1
  br label %5277

5313:                                             ; preds = %5277
  %5314 = add i64 %5274, 1
  br label %5273

5315:                                             ; preds = %5273
  %5316 = add i64 %5270, 1
  br label %5269

5317:                                             ; preds = %5269
  %5318 = add i64 %5266, 1
  br label %5265

5319:                                             ; preds = %5265
  %5320 = add i64 %5262, 1
  br label %5261

5321:                                             ; preds = %5261
  %5322 = add i64 %5258, 1
  br label %5257

5323:                                             ; preds = %5257
  %5324 = add i64 %5254, 1
  br label %5253

5325:                                             ; preds = %5253
  br label %5326

5326:                                             ; preds = %5355, %5325
  %5327 = phi i64 [ %5356, %5355 ], [ 0, %5325 ]
  %5328 = icmp slt i64 %5327, 1
  br i1 %5328, label %5329, label %5357

5329:                                             ; preds = %5326
  br label %5330

5330:                                             ; preds = %5353, %5329
  %5331 = phi i64 [ %5354, %5353 ], [ 0, %5329 ]
  %5332 = icmp slt i64 %5331, 240
  br i1 %5332, label %5333, label %5355

5333:                                             ; preds = %5330
  br label %5334

5334:                                             ; preds = %5351, %5333
  %5335 = phi i64 [ %5352, %5351 ], [ 0, %5333 ]
  %5336 = icmp slt i64 %5335, 1
  br i1 %5336, label %5337, label %5353

5337:                                             ; preds = %5334
  br label %5338

5338:                                             ; preds = %5341, %5337
  %5339 = phi i64 [ %5350, %5341 ], [ 0, %5337 ]
  %5340 = icmp slt i64 %5339, 1
  br i1 %5340, label %5341, label %5351

5341:                                             ; preds = %5338
  %5342 = getelementptr inbounds nuw float, ptr @__constant_240xf32, i64 %5331
  %5343 = load float, ptr %5342, align 4
  %5344 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %5345 = mul nuw nsw i64 %5327, 240
  %5346 = add nuw nsw i64 %5345, %5331
  %5347 = add nuw nsw i64 %5346, %5335
  %5348 = add nuw nsw i64 %5347, %5339
  %5349 = getelementptr inbounds nuw float, ptr %5344, i64 %5348
  store float %5343, ptr %5349, align 4
  %5350 = add i64 %5339, 1
  br label %5338

5351:                                             ; preds = %5338
  %5352 = add i64 %5335, 1
  br label %5334

5353:                                             ; preds = %5334
  %5354 = add i64 %5331, 1
  br label %5330

5355:                                             ; preds = %5330
  %5356 = add i64 %5327, 1
  br label %5326

5357:                                             ; preds = %5326
  br label %5358

5358:                                             ; preds = %5429, %5357
  %5359 = phi i64 [ %5430, %5429 ], [ 0, %5357 ]
  %5360 = icmp slt i64 %5359, 1
  br i1 %5360, label %5361, label %5431

5361:                                             ; preds = %5358
  br label %5362

5362:                                             ; preds = %5427, %5361
  %5363 = phi i64 [ %5428, %5427 ], [ 0, %5361 ]
  %5364 = icmp slt i64 %5363, 240
  br i1 %5364, label %5365, label %5429

5365:                                             ; preds = %5362
  br label %5366

5366:                                             ; preds = %5425, %5365
  %5367 = phi i64 [ %5426, %5425 ], [ 0, %5365 ]
  %5368 = icmp slt i64 %5367, 1
  br i1 %5368, label %5369, label %5427

5369:                                             ; preds = %5366
  br label %5370

5370:                                             ; preds = %5423, %5369
  %5371 = phi i64 [ %5424, %5423 ], [ 0, %5369 ]
  %5372 = icmp slt i64 %5371, 1
  br i1 %5372, label %5373, label %5425

5373:                                             ; preds = %5370
  br label %5374

5374:                                             ; preds = %5421, %5373
  %5375 = phi i64 [ %5422, %5421 ], [ 0, %5373 ]
  %5376 = icmp slt i64 %5375, 64
  br i1 %5376, label %5377, label %5423

5377:                                             ; preds = %5374
  br label %5378

5378:                                             ; preds = %5419, %5377
  %5379 = phi i64 [ %5420, %5419 ], [ 0, %5377 ]
  %5380 = icmp slt i64 %5379, 1
  br i1 %5380, label %5381, label %5421

5381:                                             ; preds = %5378
  br label %5382

5382:                                             ; preds = %5385, %5381
  %5383 = phi i64 [ %5418, %5385 ], [ 0, %5381 ]
  %5384 = icmp slt i64 %5383, 1
  br i1 %5384, label %5385, label %5419

5385:                                             ; preds = %5382
  %5386 = add i64 %5367, %5379
  %5387 = add i64 %5371, %5383
  %5388 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 1
  %5389 = mul nuw nsw i64 %5359, 64
  %5390 = add nuw nsw i64 %5389, %5375
  %5391 = add nuw nsw i64 %5390, %5386
  %5392 = add nuw nsw i64 %5391, %5387
  %5393 = getelementptr inbounds nuw float, ptr %5388, i64 %5392
  %5394 = load float, ptr %5393, align 4
  %5395 = mul nuw nsw i64 %5363, 64
  %5396 = add nuw nsw i64 %5395, %5375
  %5397 = add nuw nsw i64 %5396, %5379
  %5398 = add nuw nsw i64 %5397, %5383
  %5399 = getelementptr inbounds nuw float, ptr @__constant_240x64x1x1xf32, i64 %5398
  %5400 = load float, ptr %5399, align 4
  %5401 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %5402 = mul nuw nsw i64 %5359, 240
  %5403 = add nuw nsw i64 %5402, %5363
  %5404 = add nuw nsw i64 %5403, %5367
  %5405 = add nuw nsw i64 %5404, %5371
  %5406 = getelementptr inbounds nuw float, ptr %5401, i64 %5405
  %5407 = load float, ptr %5406, align 4
  %5408 = fcmp ugt float %5394, 0.000000e+00
  %5409 = select i1 %5408, float %5394, float 0.000000e+00
  %5410 = fmul float %5409, %5400
  %5411 = fadd float %5407, %5410
  %5412 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %5413 = mul nuw nsw i64 %5359, 240
  %5414 = add nuw nsw i64 %5413, %5363
  %5415 = add nuw nsw i64 %5414, %5367
  %5416 = add nuw nsw i64 %5415, %5371
  %5417 = getelementptr inbounds nuw float, ptr %5412, i64 %5416
  store float %5411, ptr %5417, align 4
  %5418 = add i64 %5383, 1
  br label %5382

5419:                                             ; preds = %5382
  %5420 = add i64 %5379, 1
  br label %5378

5421:                                             ; preds = %5378
  %5422 = add i64 %5375, 1
  br label %5374

5423:                                             ; preds = %5374
  %5424 = add i64 %5371, 1
  br label %5370

5425:                                             ; preds = %5370
  %5426 = add i64 %5367, 1
  br label %5366

5427:                                             ; preds = %5366
  %5428 = add i64 %5363, 1
  br label %5362

5429:                                             ; preds = %5362
  %5430 = add i64 %5359, 1
  br label %5358

5431:                                             ; preds = %5358
  br label %5432

5432:                                             ; preds = %5521, %5431
  %5433 = phi i64 [ %5522, %5521 ], [ 0, %5431 ]
  %5434 = icmp slt i64 %5433, 1
  br i1 %5434, label %5435, label %5523

5435:                                             ; preds = %5432
  br label %5436

5436:                                             ; preds = %5519, %5435
  %5437 = phi i64 [ %5520, %5519 ], [ 0, %5435 ]
  %5438 = icmp slt i64 %5437, 40
  br i1 %5438, label %5439, label %5521

5439:                                             ; preds = %5436
  br label %5440

5440:                                             ; preds = %5517, %5439
  %5441 = phi i64 [ %5518, %5517 ], [ 0, %5439 ]
  %5442 = icmp slt i64 %5441, 4
  br i1 %5442, label %5443, label %5519

5443:                                             ; preds = %5440
  br label %5444

5444:                                             ; preds = %5515, %5443
  %5445 = phi i64 [ %5516, %5515 ], [ 0, %5443 ]
  %5446 = icmp slt i64 %5445, 4
  br i1 %5446, label %5447, label %5517

5447:                                             ; preds = %5444
  br label %5448

5448:                                             ; preds = %5513, %5447
  %5449 = phi i64 [ %5514, %5513 ], [ 0, %5447 ]
  %5450 = icmp slt i64 %5449, 240
  br i1 %5450, label %5451, label %5515

5451:                                             ; preds = %5448
  br label %5452

5452:                                             ; preds = %5511, %5451
  %5453 = phi i64 [ %5512, %5511 ], [ 0, %5451 ]
  %5454 = icmp slt i64 %5453, 1
  br i1 %5454, label %5455, label %5513

5455:                                             ; preds = %5452
  br label %5456

5456:                                             ; preds = %5459, %5455
  %5457 = phi i64 [ %5510, %5459 ], [ 0, %5455 ]
  %5458 = icmp slt i64 %5457, 1
  br i1 %5458, label %5459, label %5511

5459:                                             ; preds = %5456
  %5460 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 1
  %5461 = mul nuw nsw i64 %5433, 240
  %5462 = add nuw nsw i64 %5461, %5449
  %5463 = add nuw nsw i64 %5462, 0
  %5464 = add nuw nsw i64 %5463, 0
  %5465 = getelementptr inbounds nuw float, ptr %5460, i64 %5464
  %5466 = load float, ptr %5465, align 4
  %5467 = add i64 %5441, %5453
  %5468 = add i64 %5445, %5457
  %5469 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 1
  %5470 = mul nuw nsw i64 %5433, 3840
  %5471 = mul nuw nsw i64 %5449, 16
  %5472 = add nuw nsw i64 %5470, %5471
  %5473 = mul nuw nsw i64 %5467, 4
  %5474 = add nuw nsw i64 %5472, %5473
  %5475 = add nuw nsw i64 %5474, %5468
  %5476 = getelementptr inbounds nuw float, ptr %5469, i64 %5475
  %5477 = load float, ptr %5476, align 4
  %5478 = mul nuw nsw i64 %5437, 240
  %5479 = add nuw nsw i64 %5478, %5449
  %5480 = add nuw nsw i64 %5479, %5453
  %5481 = add nuw nsw i64 %5480, %5457
  %5482 = getelementptr inbounds nuw float, ptr @__constant_40x240x1x1xf32, i64 %5481
  %5483 = load float, ptr %5482, align 4
  %5484 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, 1
  %5485 = mul nuw nsw i64 %5433, 640
  %5486 = mul nuw nsw i64 %5437, 16
  %5487 = add nuw nsw i64 %5485, %5486
  %5488 = mul nuw nsw i64 %5441, 4
  %5489 = add nuw nsw i64 %5487, %5488
  %5490 = add nuw nsw i64 %5489, %5445
  %5491 = getelementptr inbounds nuw float, ptr %5484, i64 %5490
  %5492 = load float, ptr %5491, align 4
  %5493 = fadd float %5466, 3.000000e+00
  %5494 = fcmp ult float %5493, 0.000000e+00
  %5495 = select i1 %5494, float 0.000000e+00, float %5493
  %5496 = fcmp ugt float %5495, 6.000000e+00
  %5497 = select i1 %5496, float 6.000000e+00, float %5495
  %5498 = fdiv float %5497, 6.000000e+00
  %5499 = fmul float %5498, %5477
  %5500 = fmul float %5499, %5483
  %5501 = fadd float %5492, %5500
  %5502 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, 1
  %5503 = mul nuw nsw i64 %5433, 640
  %5504 = mul nuw nsw i64 %5437, 16
  %5505 = add nuw nsw i64 %5503, %5504
  %5506 = mul nuw nsw i64 %5441, 4
  %5507 = add nuw nsw i64 %5505, %5506
  %5508 = add nuw nsw i64 %5507, %5445
  %5509 = getelementptr inbounds nuw float, ptr %5502, i64 %5508
  store float %5501, ptr %5509, align 4
  %5510 = add i64 %5457, 1
  br label %5456

5511:                                             ; preds = %5456
  %5512 = add i64 %5453, 1
  br label %5452

5513:                                             ; preds = %5452
  %5514 = add i64 %5449, 1
  br label %5448

5515:                                             ; preds = %5448
  %5516 = add i64 %5445, 1
  br label %5444

5517:                                             ; preds = %5444
  %5518 = add i64 %5441, 1
  br label %5440

5519:                                             ; preds = %5440
  %5520 = add i64 %5437, 1
  br label %5436

5521:                                             ; preds = %5436
  %5522 = add i64 %5433, 1
  br label %5432

5523:                                             ; preds = %5432
  %5524 = call ptr @malloc(i64 7744)
  %5525 = ptrtoint ptr %5524 to i64
  %5526 = add i64 %5525, 63
  %5527 = urem i64 %5526, 64
  %5528 = sub i64 %5526, %5527
  %5529 = inttoptr i64 %5528 to ptr
  %5530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5524, 0
  %5531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5530, ptr %5529, 1
  %5532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5531, i64 0, 2
  %5533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5532, i64 1, 3, 0
  %5534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5533, i64 120, 3, 1
  %5535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5534, i64 4, 3, 2
  %5536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5535, i64 4, 3, 3
  %5537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5536, i64 1920, 4, 0
  %5538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5537, i64 16, 4, 1
  %5539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5538, i64 4, 4, 2
  %5540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5539, i64 1, 4, 3
  %5541 = call ptr @malloc(i64 7744)
  %5542 = ptrtoint ptr %5541 to i64
  %5543 = add i64 %5542, 63
  %5544 = urem i64 %5543, 64
  %5545 = sub i64 %5543, %5544
  %5546 = inttoptr i64 %5545 to ptr
  %5547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5541, 0
  %5548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5547, ptr %5546, 1
  %5549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5548, i64 0, 2
  %5550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5549, i64 1, 3, 0
  %5551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5550, i64 120, 3, 1
  %5552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5551, i64 4, 3, 2
  %5553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5552, i64 4, 3, 3
  %5554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5553, i64 1920, 4, 0
  %5555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5554, i64 16, 4, 1
  %5556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5555, i64 4, 4, 2
  %5557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5556, i64 1, 4, 3
  br label %5558

5558:                                             ; preds = %5587, %5523
  %5559 = phi i64 [ %5588, %5587 ], [ 0, %5523 ]
  %5560 = icmp slt i64 %5559, 1
  br i1 %5560, label %5561, label %5589

5561:                                             ; preds = %5558
  br label %5562

5562:                                             ; preds = %5585, %5561
  %5563 = phi i64 [ %5586, %5585 ], [ 0, %5561 ]
  %5564 = icmp slt i64 %5563, 120
  br i1 %5564, label %5565, label %5587

5565:                                             ; preds = %5562
  br label %5566

5566:                                             ; preds = %5583, %5565
  %5567 = phi i64 [ %5584, %5583 ], [ 0, %5565 ]
  %5568 = icmp slt i64 %5567, 4
  br i1 %5568, label %5569, label %5585

5569:                                             ; preds = %5566
  br label %5570

5570:                                             ; preds = %5573, %5569
  %5571 = phi i64 [ %5582, %5573 ], [ 0, %5569 ]
  %5572 = icmp slt i64 %5571, 4
  br i1 %5572, label %5573, label %5583

5573:                                             ; preds = %5570
  %5574 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, 1
  %5575 = mul nuw nsw i64 %5559, 1920
  %5576 = mul nuw nsw i64 %5563, 16
  %5577 = add nuw nsw i64 %5575, %5576
  %5578 = mul nuw nsw i64 %5567, 4
  %5579 = add nuw nsw i64 %5577, %5578
  %5580 = add nuw nsw i64 %5579, %5571
  %5581 = getelementptr inbounds nuw float, ptr %5574, i64 %5580
  store float 0.000000e+00, ptr %5581, align 4
  %5582 = add i64 %5571, 1
  br label %5570

5583:                                             ; preds = %5570
  %5584 = add i64 %5567, 1
  br label %5566

5585:                                             ; preds = %5566
  %5586 = add i64 %5563, 1
  br label %5562

5587:                                             ; preds = %5562
  %5588 = add i64 %5559, 1
  br label %5558

5589:                                             ; preds = %5558
  %5590 = call ptr @malloc(i64 7744)
  %5591 = ptrtoint ptr %5590 to i64
  %5592 = add i64 %5591, 63
  %5593 = urem i64 %5592, 64
  %5594 = sub i64 %5592, %5593
  %5595 = inttoptr i64 %5594 to ptr
  %5596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5590, 0
  %5597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5596, ptr %5595, 1
  %5598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5597, i64 0, 2
  %5599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5598, i64 1, 3, 0
  %5600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5599, i64 120, 3, 1
  %5601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5600, i64 4, 3, 2
  %5602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5601, i64 4, 3, 3
  %5603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5602, i64 1920, 4, 0
  %5604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5603, i64 16, 4, 1
  %5605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5604, i64 4, 4, 2
  %5606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5605, i64 1, 4, 3
  br label %5607

5607:                                             ; preds = %5645, %5589
  %5608 = phi i64 [ %5646, %5645 ], [ 0, %5589 ]
  %5609 = icmp slt i64 %5608, 1
  br i1 %5609, label %5610, label %5647

5610:                                             ; preds = %5607
  br label %5611

5611:                                             ; preds = %5643, %5610
  %5612 = phi i64 [ %5644, %5643 ], [ 0, %5610 ]
  %5613 = icmp slt i64 %5612, 120
  br i1 %5613, label %5614, label %5645

5614:                                             ; preds = %5611
  br label %5615

5615:                                             ; preds = %5641, %5614
  %5616 = phi i64 [ %5642, %5641 ], [ 0, %5614 ]
  %5617 = icmp slt i64 %5616, 4
  br i1 %5617, label %5618, label %5643

5618:                                             ; preds = %5615
  br label %5619

5619:                                             ; preds = %5622, %5618
  %5620 = phi i64 [ %5640, %5622 ], [ 0, %5618 ]
  %5621 = icmp slt i64 %5620, 4
  br i1 %5621, label %5622, label %5641

5622:                                             ; preds = %5619
  %5623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, 1
  %5624 = mul nuw nsw i64 %5608, 1920
  %5625 = mul nuw nsw i64 %5612, 16
  %5626 = add nuw nsw i64 %5624, %5625
  %5627 = mul nuw nsw i64 %5616, 4
  %5628 = add nuw nsw i64 %5626, %5627
  %5629 = add nuw nsw i64 %5628, %5620
  %5630 = getelementptr inbounds nuw float, ptr %5623, i64 %5629
  %5631 = load float, ptr %5630, align 4
  %5632 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5606, 1
  %5633 = mul nuw nsw i64 %5608, 1920
  %5634 = mul nuw nsw i64 %5612, 16
  %5635 = add nuw nsw i64 %5633, %5634
  %5636 = mul nuw nsw i64 %5616, 4
  %5637 = add nuw nsw i64 %5635, %5636
  %5638 = add nuw nsw i64 %5637, %5620
  %5639 = getelementptr inbounds nuw float, ptr %5632, i64 %5638
  store float %5631, ptr %5639, align 4
  %5640 = add i64 %5620, 1
  br label %5619

5641:                                             ; preds = %5619
  %5642 = add i64 %5616, 1
  br label %5615

5643:                                             ; preds = %5615
  %5644 = add i64 %5612, 1
  br label %5611

5645:                                             ; preds = %5611
  %5646 = add i64 %5608, 1
  br label %5607

5647:                                             ; preds = %5607
  br label %5648

5648:                                             ; preds = %5758, %5647
  %5649 = phi i64 [ %5759, %5758 ], [ 0, %5647 ]
  %5650 = icmp slt i64 %5649, 1
  br i1 %5650, label %5651, label %5760

5651:                                             ; preds = %5648
  br label %5652

5652:                                             ; preds = %5756, %5651
  %5653 = phi i64 [ %5757, %5756 ], [ 0, %5651 ]
  %5654 = icmp slt i64 %5653, 120
  br i1 %5654, label %5655, label %5758

5655:                                             ; preds = %5652
  br label %5656

5656:                                             ; preds = %5754, %5655
  %5657 = phi i64 [ %5755, %5754 ], [ 0, %5655 ]
  %5658 = icmp slt i64 %5657, 4
  br i1 %5658, label %5659, label %5756

5659:                                             ; preds = %5656
  br label %5660

5660:                                             ; preds = %5752, %5659
  %5661 = phi i64 [ %5753, %5752 ], [ 0, %5659 ]
  %5662 = icmp slt i64 %5661, 4
  br i1 %5662, label %5663, label %5754

5663:                                             ; preds = %5660
  br label %5664

5664:                                             ; preds = %5750, %5663
  %5665 = phi i64 [ %5751, %5750 ], [ 0, %5663 ]
  %5666 = icmp slt i64 %5665, 40
  br i1 %5666, label %5667, label %5752

5667:                                             ; preds = %5664
  br label %5668

5668:                                             ; preds = %5748, %5667
  %5669 = phi i64 [ %5749, %5748 ], [ 0, %5667 ]
  %5670 = icmp slt i64 %5669, 1
  br i1 %5670, label %5671, label %5750

5671:                                             ; preds = %5668
  br label %5672

5672:                                             ; preds = %5675, %5671
  %5673 = phi i64 [ %5747, %5675 ], [ 0, %5671 ]
  %5674 = icmp slt i64 %5673, 1
  br i1 %5674, label %5675, label %5748

5675:                                             ; preds = %5672
  %5676 = add i64 %5657, %5669
  %5677 = add i64 %5661, %5673
  %5678 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, 1
  %5679 = mul nuw nsw i64 %5649, 640
  %5680 = mul nuw nsw i64 %5665, 16
  %5681 = add nuw nsw i64 %5679, %5680
  %5682 = mul nuw nsw i64 %5676, 4
  %5683 = add nuw nsw i64 %5681, %5682
  %5684 = add nuw nsw i64 %5683, %5677
  %5685 = getelementptr inbounds nuw float, ptr %5678, i64 %5684
  %5686 = load float, ptr %5685, align 4
  %5687 = add nuw nsw i64 %5665, 0
  %5688 = add nuw nsw i64 %5687, 0
  %5689 = getelementptr inbounds nuw float, ptr @__constant_40xf32_74, i64 %5688
  %5690 = load float, ptr %5689, align 4
  %5691 = add nuw nsw i64 %5665, 0
  %5692 = add nuw nsw i64 %5691, 0
  %5693 = getelementptr inbounds nuw float, ptr @__constant_40xf32_73, i64 %5692
  %5694 = load float, ptr %5693, align 4
  %5695 = add nuw nsw i64 %5665, 0
  %5696 = add nuw nsw i64 %5695, 0
  %5697 = getelementptr inbounds nuw float, ptr @__constant_40xf32_72, i64 %5696
  %5698 = load float, ptr %5697, align 4
  %5699 = add nuw nsw i64 %5665, 0
  %5700 = add nuw nsw i64 %5699, 0
  %5701 = getelementptr inbounds nuw float, ptr @__constant_40xf32_71, i64 %5700
  %5702 = load float, ptr %5701, align 4
  %5703 = add i64 %5657, %5669
  %5704 = add i64 %5661, %5673
  %5705 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3261, 1
  %5706 = mul nuw nsw i64 %5649, 640
  %5707 = mul nuw nsw i64 %5665, 16
  %5708 = add nuw nsw i64 %5706, %5707
  %5709 = mul nuw nsw i64 %5703, 4
  %5710 = add nuw nsw i64 %5708, %5709
  %5711 = add nuw nsw i64 %5710, %5704
  %5712 = getelementptr inbounds nuw float, ptr %5705, i64 %5711
  %5713 = load float, ptr %5712, align 4
  %5714 = mul nuw nsw i64 %5653, 40
  %5715 = add nuw nsw i64 %5714, %5665
  %5716 = add nuw nsw i64 %5715, %5669
  %5717 = add nuw nsw i64 %5716, %5673
  %5718 = getelementptr inbounds nuw float, ptr @__constant_120x40x1x1xf32, i64 %5717
  %5719 = load float, ptr %5718, align 4
  %5720 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5606, 1
  %5721 = mul nuw nsw i64 %5649, 1920
  %5722 = mul nuw nsw i64 %5653, 16
  %5723 = add nuw nsw i64 %5721, %5722
  %5724 = mul nuw nsw i64 %5657, 4
  %5725 = add nuw nsw i64 %5723, %5724
  %5726 = add nuw nsw i64 %5725, %5661
  %5727 = getelementptr inbounds nuw float, ptr %5720, i64 %5726
  %5728 = load float, ptr %5727, align 4
  %5729 = fadd float %5694, 1.000000e-03
  %5730 = call float @llvm.sqrt.f32(float %5729)
  %5731 = fdiv float 1.000000e+00, %5730
  %5732 = fsub float %5686, %5690
  %5733 = fmul float %5732, %5731
  %5734 = fmul float %5733, %5698
  %5735 = fadd float %5734, %5702
  %5736 = fadd float %5735, %5713
  %5737 = fmul float %5736, %5719
  %5738 = fadd float %5728, %5737
  %5739 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5606, 1
  %5740 = mul nuw nsw i64 %5649, 1920
  %5741 = mul nuw nsw i64 %5653, 16
  %5742 = add nuw nsw i64 %5740, %5741
  %5743 = mul nuw nsw i64 %5657, 4
  %5744 = add nuw nsw i64 %5742, %5743
  %5745 = add nuw nsw i64 %5744, %5661
  %5746 = getelementptr inbounds nuw float, ptr %5739, i64 %5745
  store float %5738, ptr %5746, align 4
  %5747 = add i64 %5673, 1
  br label %5672

5748:                                             ; preds = %5672
  %5749 = add i64 %5669, 1
  br label %5668

5750:                                             ; preds = %5668
  %5751 = add i64 %5665, 1
  br label %5664

5752:                                             ; preds = %5664
  %5753 = add i64 %5661, 1
  br label %5660

5754:                                             ; preds = %5660
  %5755 = add i64 %5657, 1
  br label %5656

5756:                                             ; preds = %5656
  %5757 = add i64 %5653, 1
  br label %5652

5758:                                             ; preds = %5652
  %5759 = add i64 %5649, 1
  br label %5648

5760:                                             ; preds = %5648
  br label %5761

5761:                                             ; preds = %5829, %5760
  %5762 = phi i64 [ %5830, %5829 ], [ 0, %5760 ]
  %5763 = icmp slt i64 %5762, 1
  br i1 %5763, label %5764, label %5831

5764:                                             ; preds = %5761
  br label %5765

5765:                                             ; preds = %5827, %5764
  %5766 = phi i64 [ %5828, %5827 ], [ 0, %5764 ]
  %5767 = icmp slt i64 %5766, 120
  br i1 %5767, label %5768, label %5829

5768:                                             ; preds = %5765
  br label %5769

5769:                                             ; preds = %5825, %5768
  %5770 = phi i64 [ %5826, %5825 ], [ 0, %5768 ]
  %5771 = icmp slt i64 %5770, 4
  br i1 %5771, label %5772, label %5827

5772:                                             ; preds = %5769
  br label %5773

5773:                                             ; preds = %5776, %5772
  %5774 = phi i64 [ %5824, %5776 ], [ 0, %5772 ]
  %5775 = icmp slt i64 %5774, 4
  br i1 %5775, label %5776, label %5825

5776:                                             ; preds = %5773
  %5777 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5606, 1
  %5778 = mul nuw nsw i64 %5762, 1920
  %5779 = mul nuw nsw i64 %5766, 16
  %5780 = add nuw nsw i64 %5778, %5779
  %5781 = mul nuw nsw i64 %5770, 4
  %5782 = add nuw nsw i64 %5780, %5781
  %5783 = add nuw nsw i64 %5782, %5774
  %5784 = getelementptr inbounds nuw float, ptr %5777, i64 %5783
  %5785 = load float, ptr %5784, align 4
  %5786 = add nuw nsw i64 %5766, 0
  %5787 = add nuw nsw i64 %5786, 0
  %5788 = getelementptr inbounds nuw float, ptr @__constant_120xf32_70, i64 %5787
  %5789 = load float, ptr %5788, align 4
  %5790 = add nuw nsw i64 %5766, 0
  %5791 = add nuw nsw i64 %5790, 0
  %5792 = getelementptr inbounds nuw float, ptr @__constant_120xf32_69, i64 %5791
  %5793 = load float, ptr %5792, align 4
  %5794 = add nuw nsw i64 %5766, 0
  %5795 = add nuw nsw i64 %5794, 0
  %5796 = getelementptr inbounds nuw float, ptr @__constant_120xf32_68, i64 %5795
  %5797 = load float, ptr %5796, align 4
  %5798 = add nuw nsw i64 %5766, 0
  %5799 = add nuw nsw i64 %5798, 0
  %5800 = getelementptr inbounds nuw float, ptr @__constant_120xf32_67, i64 %5799
  %5801 = load float, ptr %5800, align 4
  %5802 = fadd float %5793, 1.000000e-03
  %5803 = call float @llvm.sqrt.f32(float %5802)
  %5804 = fdiv float 1.000000e+00, %5803
  %5805 = fsub float %5785, %5789
  %5806 = fmul float %5805, %5804
  %5807 = fmul float %5806, %5797
  %5808 = fadd float %5807, %5801
  %5809 = fadd float %5808, 3.000000e+00
  %5810 = fcmp ult float %5809, 0.000000e+00
  %5811 = select i1 %5810, float 0.000000e+00, float %5809
  %5812 = fcmp ugt float %5811, 6.000000e+00
  %5813 = select i1 %5812, float 6.000000e+00, float %5811
  %5814 = fmul float %5808, %5813
  %5815 = fdiv float %5814, 6.000000e+00
  %5816 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5540, 1
  %5817 = mul nuw nsw i64 %5762, 1920
  %5818 = mul nuw nsw i64 %5766, 16
  %5819 = add nuw nsw i64 %5817, %5818
  %5820 = mul nuw nsw i64 %5770, 4
  %5821 = add nuw nsw i64 %5819, %5820
  %5822 = add nuw nsw i64 %5821, %5774
  %5823 = getelementptr inbounds nuw float, ptr %5816, i64 %5822
  store float %5815, ptr %5823, align 4
  %5824 = add i64 %5774, 1
  br label %5773

5825:                                             ; preds = %5773
  %5826 = add i64 %5770, 1
  br label %5769

5827:                                             ; preds = %5769
  %5828 = add i64 %5766, 1
  br label %5765

5829:                                             ; preds = %5765
  %5830 = add i64 %5762, 1
  br label %5761

5831:                                             ; preds = %5761
  %5832 = call ptr @malloc(i64 30784)
  %5833 = ptrtoint ptr %5832 to i64
  %5834 = add i64 %5833, 63
  %5835 = urem i64 %5834, 64
  %5836 = sub i64 %5834, %5835
  %5837 = inttoptr i64 %5836 to ptr
  %5838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5832, 0
  %5839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5838, ptr %5837, 1
  %5840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5839, i64 0, 2
  %5841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5840, i64 1, 3, 0
  %5842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5841, i64 120, 3, 1
  %5843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5842, i64 8, 3, 2
  %5844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5843, i64 8, 3, 3
  %5845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5844, i64 7680, 4, 0
  %5846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5845, i64 64, 4, 1
  %5847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5846, i64 8, 4, 2
  %5848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5847, i64 1, 4, 3
  br label %5849

5849:                                             ; preds = %5878, %5831
  %5850 = phi i64 [ %5879, %5878 ], [ 0, %5831 ]
  %5851 = icmp slt i64 %5850, 1
  br i1 %5851, label %5852, label %5880

5852:                                             ; preds = %5849
  br label %5853

5853:                                             ; preds = %5876, %5852
  %5854 = phi i64 [ %5877, %5876 ], [ 0, %5852 ]
  %5855 = icmp slt i64 %5854, 120
  br i1 %5855, label %5856, label %5878

5856:                                             ; preds = %5853
  br label %5857

5857:                                             ; preds = %5874, %5856
  %5858 = phi i64 [ %5875, %5874 ], [ 0, %5856 ]
  %5859 = icmp slt i64 %5858, 8
  br i1 %5859, label %5860, label %5876

5860:                                             ; preds = %5857
  br label %5861

5861:                                             ; preds = %5864, %5860
  %5862 = phi i64 [ %5873, %5864 ], [ 0, %5860 ]
  %5863 = icmp slt i64 %5862, 8
  br i1 %5863, label %5864, label %5874

5864:                                             ; preds = %5861
  %5865 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5848, 1
  %5866 = mul nuw nsw i64 %5850, 7680
  %5867 = mul nuw nsw i64 %5854, 64
  %5868 = add nuw nsw i64 %5866, %5867
  %5869 = mul nuw nsw i64 %5858, 8
  %5870 = add nuw nsw i64 %5868, %5869
  %5871 = add nuw nsw i64 %5870, %5862
  %5872 = getelementptr inbounds nuw float, ptr %5865, i64 %5871
  store float 0.000000e+00, ptr %5872, align 4
  %5873 = add i64 %5862, 1
  br label %5861

5874:                                             ; preds = %5861
  %5875 = add i64 %5858, 1
  br label %5857

5876:                                             ; preds = %5857
  %5877 = add i64 %5854, 1
  br label %5853

5878:                                             ; preds = %5853
  %5879 = add i64 %5850, 1
  br label %5849

5880:                                             ; preds = %5849
  %5881 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5848, 0
  %5882 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5848, 1
  %5883 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5881, 0
  %5884 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5883, ptr %5882, 1
  %5885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5884, i64 18, 2
  %5886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5885, i64 1, 3, 0
  %5887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5886, i64 7680, 4, 0
  %5888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5887, i64 120, 3, 1
  %5889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5888, i64 64, 4, 1
  %5890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5889, i64 4, 3, 2
  %5891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5890, i64 8, 4, 2
  %5892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5891, i64 4, 3, 3
  %5893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5892, i64 1, 4, 3
  br label %5894

5894:                                             ; preds = %5933, %5880
  %5895 = phi i64 [ %5934, %5933 ], [ 0, %5880 ]
  %5896 = icmp slt i64 %5895, 1
  br i1 %5896, label %5897, label %5935

5897:                                             ; preds = %5894
  br label %5898

5898:                                             ; preds = %5931, %5897
  %5899 = phi i64 [ %5932, %5931 ], [ 0, %5897 ]
  %5900 = icmp slt i64 %5899, 120
  br i1 %5900, label %5901, label %5933

5901:                                             ; preds = %5898
  br label %5902

5902:                                             ; preds = %5929, %5901
  %5903 = phi i64 [ %5930, %5929 ], [ 0, %5901 ]
  %5904 = icmp slt i64 %5903, 4
  br i1 %5904, label %5905, label %5931

5905:                                             ; preds = %5902
  br label %5906

5906:                                             ; preds = %5909, %5905
  %5907 = phi i64 [ %5928, %5909 ], [ 0, %5905 ]
  %5908 = icmp slt i64 %5907, 4
  br i1 %5908, label %5909, label %5929

5909:                                             ; preds = %5906
  %5910 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5540, 1
  %5911 = mul nuw nsw i64 %5895, 1920
  %5912 = mul nuw nsw i64 %5899, 16
  %5913 = add nuw nsw i64 %5911, %5912
  %5914 = mul nuw nsw i64 %5903, 4
  %5915 = add nuw nsw i64 %5913, %5914
  %5916 = add nuw nsw i64 %5915, %5907
  %5917 = getelementptr inbounds nuw float, ptr %5910, i64 %5916
  %5918 = load float, ptr %5917, align 4
  %5919 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5893, 1
  %5920 = getelementptr float, ptr %5919, i64 18
  %5921 = mul nuw nsw i64 %5895, 7680
  %5922 = mul nuw nsw i64 %5899, 64
  %5923 = add nuw nsw i64 %5921, %5922
  %5924 = mul nuw nsw i64 %5903, 8
  %5925 = add nuw nsw i64 %5923, %5924
  %5926 = add nuw nsw i64 %5925, %5907
  %5927 = getelementptr inbounds nuw float, ptr %5920, i64 %5926
  store float %5918, ptr %5927, align 4
  %5928 = add i64 %5907, 1
  br label %5906

5929:                                             ; preds = %5906
  %5930 = add i64 %5903, 1
  br label %5902

5931:                                             ; preds = %5902
  %5932 = add i64 %5899, 1
  br label %5898

5933:                                             ; preds = %5898
  %5934 = add i64 %5895, 1
  br label %5894

5935:                                             ; preds = %5894
  br label %5936

5936:                                             ; preds = %6005, %5935
  %5937 = phi i64 [ %6006, %6005 ], [ 0, %5935 ]
  %5938 = icmp slt i64 %5937, 1
  br i1 %5938, label %5939, label %6007

5939:                                             ; preds = %5936
  br label %5940

5940:                                             ; preds = %6003, %5939
  %5941 = phi i64 [ %6004, %6003 ], [ 0, %5939 ]
  %5942 = icmp slt i64 %5941, 4
  br i1 %5942, label %5943, label %6005

5943:                                             ; preds = %5940
  br label %5944

5944:                                             ; preds = %6001, %5943
  %5945 = phi i64 [ %6002, %6001 ], [ 0, %5943 ]
  %5946 = icmp slt i64 %5945, 4
  br i1 %5946, label %5947, label %6003

5947:                                             ; preds = %5944
  br label %5948

5948:                                             ; preds = %5999, %5947
  %5949 = phi i64 [ %6000, %5999 ], [ 0, %5947 ]
  %5950 = icmp slt i64 %5949, 120
  br i1 %5950, label %5951, label %6001

5951:                                             ; preds = %5948
  br label %5952

5952:                                             ; preds = %5997, %5951
  %5953 = phi i64 [ %5998, %5997 ], [ 0, %5951 ]
  %5954 = icmp slt i64 %5953, 5
  br i1 %5954, label %5955, label %5999

5955:                                             ; preds = %5952
  br label %5956

5956:                                             ; preds = %5959, %5955
  %5957 = phi i64 [ %5996, %5959 ], [ 0, %5955 ]
  %5958 = icmp slt i64 %5957, 5
  br i1 %5958, label %5959, label %5997

5959:                                             ; preds = %5956
  %5960 = add i64 %5941, %5953
  %5961 = add i64 %5945, %5957
  %5962 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5848, 1
  %5963 = mul nuw nsw i64 %5937, 7680
  %5964 = mul nuw nsw i64 %5949, 64
  %5965 = add nuw nsw i64 %5963, %5964
  %5966 = mul nuw nsw i64 %5960, 8
  %5967 = add nuw nsw i64 %5965, %5966
  %5968 = add nuw nsw i64 %5967, %5961
  %5969 = getelementptr inbounds nuw float, ptr %5962, i64 %5968
  %5970 = load float, ptr %5969, align 4
  %5971 = mul nuw nsw i64 %5949, 25
  %5972 = mul nuw nsw i64 %5953, 5
  %5973 = add nuw nsw i64 %5971, %5972
  %5974 = add nuw nsw i64 %5973, %5957
  %5975 = getelementptr inbounds nuw float, ptr @__constant_120x1x5x5xf32, i64 %5974
  %5976 = load float, ptr %5975, align 4
  %5977 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, 1
  %5978 = mul nuw nsw i64 %5937, 1920
  %5979 = mul nuw nsw i64 %5949, 16
  %5980 = add nuw nsw i64 %5978, %5979
  %5981 = mul nuw nsw i64 %5941, 4
  %5982 = add nuw nsw i64 %5980, %5981
  %5983 = add nuw nsw i64 %5982, %5945
  %5984 = getelementptr inbounds nuw float, ptr %5977, i64 %5983
  %5985 = load float, ptr %5984, align 4
  %5986 = fmul float %5970, %5976
  %5987 = fadd float %5985, %5986
  %5988 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, 1
  %5989 = mul nuw nsw i64 %5937, 1920
  %5990 = mul nuw nsw i64 %5949, 16
  %5991 = add nuw nsw i64 %5989, %5990
  %5992 = mul nuw nsw i64 %5941, 4
  %5993 = add nuw nsw i64 %5991, %5992
  %5994 = add nuw nsw i64 %5993, %5945
  %5995 = getelementptr inbounds nuw float, ptr %5988, i64 %5994
  store float %5987, ptr %5995, align 4
  %5996 = add i64 %5957, 1
  br label %5956

5997:                                             ; preds = %5956
  %5998 = add i64 %5953, 1
  br label %5952

5999:                                             ; preds = %5952
  %6000 = add i64 %5949, 1
  br label %5948

6001:                                             ; preds = %5948
  %6002 = add i64 %5945, 1
  br label %5944

6003:                                             ; preds = %5944
  %6004 = add i64 %5941, 1
  br label %5940

6005:                                             ; preds = %5940
  %6006 = add i64 %5937, 1
  br label %5936

6007:                                             ; preds = %5936
  br label %6008

6008:                                             ; preds = %6076, %6007
  %6009 = phi i64 [ %6077, %6076 ], [ 0, %6007 ]
  %6010 = icmp slt i64 %6009, 1
  br i1 %6010, label %6011, label %6078

6011:                                             ; preds = %6008
  br label %6012

6012:                                             ; preds = %6074, %6011
  %6013 = phi i64 [ %6075, %6074 ], [ 0, %6011 ]
  %6014 = icmp slt i64 %6013, 120
  br i1 %6014, label %6015, label %6076

6015:                                             ; preds = %6012
  br label %6016

6016:                                             ; preds = %6072, %6015
  %6017 = phi i64 [ %6073, %6072 ], [ 0, %6015 ]
  %6018 = icmp slt i64 %6017, 4
  br i1 %6018, label %6019, label %6074

6019:                                             ; preds = %6016
  br label %6020

6020:                                             ; preds = %6023, %6019
  %6021 = phi i64 [ %6071, %6023 ], [ 0, %6019 ]
  %6022 = icmp slt i64 %6021, 4
  br i1 %6022, label %6023, label %6072

6023:                                             ; preds = %6020
  %6024 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, 1
  %6025 = mul nuw nsw i64 %6009, 1920
  %6026 = mul nuw nsw i64 %6013, 16
  %6027 = add nuw nsw i64 %6025, %6026
  %6028 = mul nuw nsw i64 %6017, 4
  %6029 = add nuw nsw i64 %6027, %6028
  %6030 = add nuw nsw i64 %6029, %6021
  %6031 = getelementptr inbounds nuw float, ptr %6024, i64 %6030
  %6032 = load float, ptr %6031, align 4
  %6033 = add nuw nsw i64 %6013, 0
  %6034 = add nuw nsw i64 %6033, 0
  %6035 = getelementptr inbounds nuw float, ptr @__constant_120xf32_66, i64 %6034
  %6036 = load float, ptr %6035, align 4
  %6037 = add nuw nsw i64 %6013, 0
  %6038 = add nuw nsw i64 %6037, 0
  %6039 = getelementptr inbounds nuw float, ptr @__constant_120xf32_65, i64 %6038
  %6040 = load float, ptr %6039, align 4
  %6041 = add nuw nsw i64 %6013, 0
  %6042 = add nuw nsw i64 %6041, 0
  %6043 = getelementptr inbounds nuw float, ptr @__constant_120xf32_64, i64 %6042
  %6044 = load float, ptr %6043, align 4
  %6045 = add nuw nsw i64 %6013, 0
  %6046 = add nuw nsw i64 %6045, 0
  %6047 = getelementptr inbounds nuw float, ptr @__constant_120xf32_63, i64 %6046
  %6048 = load float, ptr %6047, align 4
  %6049 = fadd float %6040, 1.000000e-03
  %6050 = call float @llvm.sqrt.f32(float %6049)
  %6051 = fdiv float 1.000000e+00, %6050
  %6052 = fsub float %6032, %6036
  %6053 = fmul float %6052, %6051
  %6054 = fmul float %6053, %6044
  %6055 = fadd float %6054, %6048
  %6056 = fadd float %6055, 3.000000e+00
  %6057 = fcmp ult float %6056, 0.000000e+00
  %6058 = select i1 %6057, float 0.000000e+00, float %6056
  %6059 = fcmp ugt float %6058, 6.000000e+00
  %6060 = select i1 %6059, float 6.000000e+00, float %6058
  %6061 = fmul float %6055, %6060
  %6062 = fdiv float %6061, 6.000000e+00
  %6063 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5540, 1
  %6064 = mul nuw nsw i64 %6009, 1920
  %6065 = mul nuw nsw i64 %6013, 16
  %6066 = add nuw nsw i64 %6064, %6065
  %6067 = mul nuw nsw i64 %6017, 4
  %6068 = add nuw nsw i64 %6066, %6067
  %6069 = add nuw nsw i64 %6068, %6021
  %6070 = getelementptr inbounds nuw float, ptr %6063, i64 %6069
  store float %6062, ptr %6070, align 4
  %6071 = add i64 %6021, 1
  br label %6020

6072:                                             ; preds = %6020
  %6073 = add i64 %6017, 1
  br label %6016

6074:                                             ; preds = %6016
  %6075 = add i64 %6013, 1
  br label %6012

6076:                                             ; preds = %6012
  %6077 = add i64 %6009, 1
  br label %6008

6078:                                             ; preds = %6008
  %6079 = call ptr @malloc(i64 544)
  %6080 = ptrtoint ptr %6079 to i64
  %6081 = add i64 %6080, 63
  %6082 = urem i64 %6081, 64
  %6083 = sub i64 %6081, %6082
  %6084 = inttoptr i64 %6083 to ptr
  %6085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6079, 0
  %6086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6085, ptr %6084, 1
  %6087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6086, i64 0, 2
  %6088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6087, i64 1, 3, 0
  %6089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6088, i64 120, 3, 1
  %6090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6089, i64 1, 3, 2
  %6091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6090, i64 1, 3, 3
  %6092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6091, i64 120, 4, 0
  %6093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6092, i64 1, 4, 1
  %6094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6093, i64 1, 4, 2
  %6095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6094, i64 1, 4, 3
  br label %6096

6096:                                             ; preds = %6123, %6078
  %6097 = phi i64 [ %6124, %6123 ], [ 0, %6078 ]
  %6098 = icmp slt i64 %6097, 1
  br i1 %6098, label %6099, label %6125

6099:                                             ; preds = %6096
  br label %6100

6100:                                             ; preds = %6121, %6099
  %6101 = phi i64 [ %6122, %6121 ], [ 0, %6099 ]
  %6102 = icmp slt i64 %6101, 120
  br i1 %6102, label %6103, label %6123

6103:                                             ; preds = %6100
  br label %6104

6104:                                             ; preds = %6119, %6103
  %6105 = phi i64 [ %6120, %6119 ], [ 0, %6103 ]
  %6106 = icmp slt i64 %6105, 1
  br i1 %6106, label %6107, label %6121

6107:                                             ; preds = %6104
  br label %6108

6108:                                             ; preds = %6111, %6107
  %6109 = phi i64 [ %6118, %6111 ], [ 0, %6107 ]
  %6110 = icmp slt i64 %6109, 1
  br i1 %6110, label %6111, label %6119

6111:                                             ; preds = %6108
  %6112 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6113 = mul nuw nsw i64 %6097, 120
  %6114 = add nuw nsw i64 %6113, %6101
  %6115 = add nuw nsw i64 %6114, %6105
  %6116 = add nuw nsw i64 %6115, %6109
  %6117 = getelementptr inbounds nuw float, ptr %6112, i64 %6116
  store float 0.000000e+00, ptr %6117, align 4
  %6118 = add i64 %6109, 1
  br label %6108

6119:                                             ; preds = %6108
  %6120 = add i64 %6105, 1
  br label %6104

6121:                                             ; preds = %6104
  %6122 = add i64 %6101, 1
  br label %6100

6123:                                             ; preds = %6100
  %6124 = add i64 %6097, 1
  br label %6096

6125:                                             ; preds = %6096
  br label %6126

6126:                                             ; preds = %6170, %6125
  %6127 = phi i64 [ %6171, %6170 ], [ 0, %6125 ]
  %6128 = icmp slt i64 %6127, 1
  br i1 %6128, label %6129, label %6172

6129:                                             ; preds = %6126
  br label %6130

6130:                                             ; preds = %6168, %6129
  %6131 = phi i64 [ %6169, %6168 ], [ 0, %6129 ]
  %6132 = icmp slt i64 %6131, 120
  br i1 %6132, label %6133, label %6170

6133:                                             ; preds = %6130
  br label %6134

6134:                                             ; preds = %6166, %6133
  %6135 = phi i64 [ %6167, %6166 ], [ 0, %6133 ]
  %6136 = icmp slt i64 %6135, 4
  br i1 %6136, label %6137, label %6168

6137:                                             ; preds = %6134
  br label %6138

6138:                                             ; preds = %6141, %6137
  %6139 = phi i64 [ %6165, %6141 ], [ 0, %6137 ]
  %6140 = icmp slt i64 %6139, 4
  br i1 %6140, label %6141, label %6166

6141:                                             ; preds = %6138
  %6142 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5540, 1
  %6143 = mul nuw nsw i64 %6127, 1920
  %6144 = mul nuw nsw i64 %6131, 16
  %6145 = add nuw nsw i64 %6143, %6144
  %6146 = mul nuw nsw i64 %6135, 4
  %6147 = add nuw nsw i64 %6145, %6146
  %6148 = add nuw nsw i64 %6147, %6139
  %6149 = getelementptr inbounds nuw float, ptr %6142, i64 %6148
  %6150 = load float, ptr %6149, align 4
  %6151 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6152 = mul nuw nsw i64 %6127, 120
  %6153 = add nuw nsw i64 %6152, %6131
  %6154 = add nuw nsw i64 %6153, 0
  %6155 = add nuw nsw i64 %6154, 0
  %6156 = getelementptr inbounds nuw float, ptr %6151, i64 %6155
  %6157 = load float, ptr %6156, align 4
  %6158 = fadd float %6150, %6157
  %6159 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6160 = mul nuw nsw i64 %6127, 120
  %6161 = add nuw nsw i64 %6160, %6131
  %6162 = add nuw nsw i64 %6161, 0
  %6163 = add nuw nsw i64 %6162, 0
  %6164 = getelementptr inbounds nuw float, ptr %6159, i64 %6163
  store float %6158, ptr %6164, align 4
  %6165 = add i64 %6139, 1
  br label %6138

6166:                                             ; preds = %6138
  %6167 = add i64 %6135, 1
  br label %6134

6168:                                             ; preds = %6134
  %6169 = add i64 %6131, 1
  br label %6130

6170:                                             ; preds = %6130
  %6171 = add i64 %6127, 1
  br label %6126

6172:                                             ; preds = %6126
  %6173 = call ptr @malloc(i64 192)
  %6174 = ptrtoint ptr %6173 to i64
  %6175 = add i64 %6174, 63
  %6176 = urem i64 %6175, 64
  %6177 = sub i64 %6175, %6176
  %6178 = inttoptr i64 %6177 to ptr
  %6179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6173, 0
  %6180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6179, ptr %6178, 1
  %6181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6180, i64 0, 2
  %6182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6181, i64 1, 3, 0
  %6183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6182, i64 32, 3, 1
  %6184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6183, i64 1, 3, 2
  %6185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6184, i64 1, 3, 3
  %6186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6185, i64 32, 4, 0
  %6187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6186, i64 1, 4, 1
  %6188 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6187, i64 1, 4, 2
  %6189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6188, i64 1, 4, 3
  br label %6190

6190:                                             ; preds = %6219, %6172
  %6191 = phi i64 [ %6220, %6219 ], [ 0, %6172 ]
  %6192 = icmp slt i64 %6191, 1
  br i1 %6192, label %6193, label %6221

6193:                                             ; preds = %6190
  br label %6194

6194:                                             ; preds = %6217, %6193
  %6195 = phi i64 [ %6218, %6217 ], [ 0, %6193 ]
  %6196 = icmp slt i64 %6195, 32
  br i1 %6196, label %6197, label %6219

6197:                                             ; preds = %6194
  br label %6198

6198:                                             ; preds = %6215, %6197
  %6199 = phi i64 [ %6216, %6215 ], [ 0, %6197 ]
  %6200 = icmp slt i64 %6199, 1
  br i1 %6200, label %6201, label %6217

6201:                                             ; preds = %6198
  br label %6202

6202:                                             ; preds = %6205, %6201
  %6203 = phi i64 [ %6214, %6205 ], [ 0, %6201 ]
  %6204 = icmp slt i64 %6203, 1
  br i1 %6204, label %6205, label %6215

6205:                                             ; preds = %6202
  %6206 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %6195
  %6207 = load float, ptr %6206, align 4
  %6208 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6189, 1
  %6209 = mul nuw nsw i64 %6191, 32
  %6210 = add nuw nsw i64 %6209, %6195
  %6211 = add nuw nsw i64 %6210, %6199
  %6212 = add nuw nsw i64 %6211, %6203
  %6213 = getelementptr inbounds nuw float, ptr %6208, i64 %6212
  store float %6207, ptr %6213, align 4
  %6214 = add i64 %6203, 1
  br label %6202

6215:                                             ; preds = %6202
  %6216 = add i64 %6199, 1
  br label %6198

6217:                                             ; preds = %6198
  %6218 = add i64 %6195, 1
  br label %6194

6219:                                             ; preds = %6194
  %6220 = add i64 %6191, 1
  br label %6190

6221:                                             ; preds = %6190
  br label %6222

6222:                                             ; preds = %6292, %6221
  %6223 = phi i64 [ %6293, %6292 ], [ 0, %6221 ]
  %6224 = icmp slt i64 %6223, 1
  br i1 %6224, label %6225, label %6294

6225:                                             ; preds = %6222
  br label %6226

6226:                                             ; preds = %6290, %6225
  %6227 = phi i64 [ %6291, %6290 ], [ 0, %6225 ]
  %6228 = icmp slt i64 %6227, 32
  br i1 %6228, label %6229, label %6292

6229:                                             ; preds = %6226
  br label %6230

6230:                                             ; preds = %6288, %6229
  %6231 = phi i64 [ %6289, %6288 ], [ 0, %6229 ]
  %6232 = icmp slt i64 %6231, 1
  br i1 %6232, label %6233, label %6290

6233:                                             ; preds = %6230
  br label %6234

6234:                                             ; preds = %6286, %6233
  %6235 = phi i64 [ %6287, %6286 ], [ 0, %6233 ]
  %6236 = icmp slt i64 %6235, 1
  br i1 %6236, label %6237, label %6288

6237:                                             ; preds = %6234
  br label %6238

6238:                                             ; preds = %6284, %6237
  %6239 = phi i64 [ %6285, %6284 ], [ 0, %6237 ]
  %6240 = icmp slt i64 %6239, 120
  br i1 %6240, label %6241, label %6286

6241:                                             ; preds = %6238
  br label %6242

6242:                                             ; preds = %6282, %6241
  %6243 = phi i64 [ %6283, %6282 ], [ 0, %6241 ]
  %6244 = icmp slt i64 %6243, 1
  br i1 %6244, label %6245, label %6284

6245:                                             ; preds = %6242
  br label %6246

6246:                                             ; preds = %6249, %6245
  %6247 = phi i64 [ %6281, %6249 ], [ 0, %6245 ]
  %6248 = icmp slt i64 %6247, 1
  br i1 %6248, label %6249, label %6282

6249:                                             ; preds = %6246
  %6250 = add i64 %6231, %6243
  %6251 = add i64 %6235, %6247
  %6252 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6253 = mul nuw nsw i64 %6223, 120
  %6254 = add nuw nsw i64 %6253, %6239
  %6255 = add nuw nsw i64 %6254, %6250
  %6256 = add nuw nsw i64 %6255, %6251
  %6257 = getelementptr inbounds nuw float, ptr %6252, i64 %6256
  %6258 = load float, ptr %6257, align 4
  %6259 = mul nuw nsw i64 %6227, 120
  %6260 = add nuw nsw i64 %6259, %6239
  %6261 = add nuw nsw i64 %6260, %6243
  %6262 = add nuw nsw i64 %6261, %6247
  %6263 = getelementptr inbounds nuw float, ptr @__constant_32x120x1x1xf32, i64 %6262
  %6264 = load float, ptr %6263, align 4
  %6265 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6189, 1
  %6266 = mul nuw nsw i64 %6223, 32
  %6267 = add nuw nsw i64 %6266, %6227
  %6268 = add nuw nsw i64 %6267, %6231
  %6269 = add nuw nsw i64 %6268, %6235
  %6270 = getelementptr inbounds nuw float, ptr %6265, i64 %6269
  %6271 = load float, ptr %6270, align 4
  %6272 = fdiv float %6258, 1.600000e+01
  %6273 = fmul float %6272, %6264
  %6274 = fadd float %6271, %6273
  %6275 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6189, 1
  %6276 = mul nuw nsw i64 %6223, 32
  %6277 = add nuw nsw i64 %6276, %6227
  %6278 = add nuw nsw i64 %6277, %6231
  %6279 = add nuw nsw i64 %6278, %6235
  %6280 = getelementptr inbounds nuw float, ptr %6275, i64 %6279
  store float %6274, ptr %6280, align 4
  %6281 = add i64 %6247, 1
  br label %6246

6282:                                             ; preds = %6246
  %6283 = add i64 %6243, 1
  br label %6242

6284:                                             ; preds = %6242
  %6285 = add i64 %6239, 1
  br label %6238

6286:                                             ; preds = %6238
  %6287 = add i64 %6235, 1
  br label %6234

6288:                                             ; preds = %6234
  %6289 = add i64 %6231, 1
  br label %6230

6290:                                             ; preds = %6230
  %6291 = add i64 %6227, 1
  br label %6226

6292:                                             ; preds = %6226
  %6293 = add i64 %6223, 1
  br label %6222

6294:                                             ; preds = %6222
  br label %6295

6295:                                             ; preds = %6324, %6294
  %6296 = phi i64 [ %6325, %6324 ], [ 0, %6294 ]
  %6297 = icmp slt i64 %6296, 1
  br i1 %6297, label %6298, label %6326

6298:                                             ; preds = %6295
  br label %6299

6299:                                             ; preds = %6322, %6298
  %6300 = phi i64 [ %6323, %6322 ], [ 0, %6298 ]
  %6301 = icmp slt i64 %6300, 120
  br i1 %6301, label %6302, label %6324

6302:                                             ; preds = %6299
  br label %6303

6303:                                             ; preds = %6320, %6302
  %6304 = phi i64 [ %6321, %6320 ], [ 0, %6302 ]
  %6305 = icmp slt i64 %6304, 1
  br i1 %6305, label %6306, label %6322

6306:                                             ; preds = %6303
  br label %6307

6307:                                             ; preds = %6310, %6306
  %6308 = phi i64 [ %6319, %6310 ], [ 0, %6306 ]
  %6309 = icmp slt i64 %6308, 1
  br i1 %6309, label %6310, label %6320

6310:                                             ; preds = %6307
  %6311 = getelementptr inbounds nuw float, ptr @__constant_120xf32, i64 %6300
  %6312 = load float, ptr %6311, align 4
  %6313 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6314 = mul nuw nsw i64 %6296, 120
  %6315 = add nuw nsw i64 %6314, %6300
  %6316 = add nuw nsw i64 %6315, %6304
  %6317 = add nuw nsw i64 %6316, %6308
  %6318 = getelementptr inbounds nuw float, ptr %6313, i64 %6317
  store float %6312, ptr %6318, align 4
  %6319 = add i64 %6308, 1
  br label %6307

6320:                                             ; preds = %6307
  %6321 = add i64 %6304, 1
  br label %6303

6322:                                             ; preds = %6303
  %6323 = add i64 %6300, 1
  br label %6299

6324:                                             ; preds = %6299
  %6325 = add i64 %6296, 1
  br label %6295

6326:                                             ; preds = %6295
  br label %6327

6327:                                             ; preds = %6398, %6326
  %6328 = phi i64 [ %6399, %6398 ], [ 0, %6326 ]
  %6329 = icmp slt i64 %6328, 1
  br i1 %6329, label %6330, label %6400

6330:                                             ; preds = %6327
  br label %6331

6331:                                             ; preds = %6396, %6330
  %6332 = phi i64 [ %6397, %6396 ], [ 0, %6330 ]
  %6333 = icmp slt i64 %6332, 120
  br i1 %6333, label %6334, label %6398

6334:                                             ; preds = %6331
  br label %6335

6335:                                             ; preds = %6394, %6334
  %6336 = phi i64 [ %6395, %6394 ], [ 0, %6334 ]
  %6337 = icmp slt i64 %6336, 1
  br i1 %6337, label %6338, label %6396

6338:                                             ; preds = %6335
  br label %6339

6339:                                             ; preds = %6392, %6338
  %6340 = phi i64 [ %6393, %6392 ], [ 0, %6338 ]
  %6341 = icmp slt i64 %6340, 1
  br i1 %6341, label %6342, label %6394

6342:                                             ; preds = %6339
  br label %6343

6343:                                             ; preds = %6390, %6342
  %6344 = phi i64 [ %6391, %6390 ], [ 0, %6342 ]
  %6345 = icmp slt i64 %6344, 32
  br i1 %6345, label %6346, label %6392

6346:                                             ; preds = %6343
  br label %6347

6347:                                             ; preds = %6388, %6346
  %6348 = phi i64 [ %6389, %6388 ], [ 0, %6346 ]
  %6349 = icmp slt i64 %6348, 1
  br i1 %6349, label %6350, label %6390

6350:                                             ; preds = %6347
  br label %6351

6351:                                             ; preds = %6354, %6350
  %6352 = phi i64 [ %6387, %6354 ], [ 0, %6350 ]
  %6353 = icmp slt i64 %6352, 1
  br i1 %6353, label %6354, label %6388

6354:                                             ; preds = %6351
  %6355 = add i64 %6336, %6348
  %6356 = add i64 %6340, %6352
  %6357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6189, 1
  %6358 = mul nuw nsw i64 %6328, 32
  %6359 = add nuw nsw i64 %6358, %6344
  %6360 = add nuw nsw i64 %6359, %6355
  %6361 = add nuw nsw i64 %6360, %6356
  %6362 = getelementptr inbounds nuw float, ptr %6357, i64 %6361
  %6363 = load float, ptr %6362, align 4
  %6364 = mul nuw nsw i64 %6332, 32
  %6365 = add nuw nsw i64 %6364, %6344
  %6366 = add nuw nsw i64 %6365, %6348
  %6367 = add nuw nsw i64 %6366, %6352
  %6368 = getelementptr inbounds nuw float, ptr @__constant_120x32x1x1xf32, i64 %6367
  %6369 = load float, ptr %6368, align 4
  %6370 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6371 = mul nuw nsw i64 %6328, 120
  %6372 = add nuw nsw i64 %6371, %6332
  %6373 = add nuw nsw i64 %6372, %6336
  %6374 = add nuw nsw i64 %6373, %6340
  %6375 = getelementptr inbounds nuw float, ptr %6370, i64 %6374
  %6376 = load float, ptr %6375, align 4
  %6377 = fcmp ugt float %6363, 0.000000e+00
  %6378 = select i1 %6377, float %6363, float 0.000000e+00
  %6379 = fmul float %6378, %6369
  %6380 = fadd float %6376, %6379
  %6381 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6382 = mul nuw nsw i64 %6328, 120
  %6383 = add nuw nsw i64 %6382, %6332
  %6384 = add nuw nsw i64 %6383, %6336
  %6385 = add nuw nsw i64 %6384, %6340
  %6386 = getelementptr inbounds nuw float, ptr %6381, i64 %6385
  store float %6380, ptr %6386, align 4
  %6387 = add i64 %6352, 1
  br label %6351

6388:                                             ; preds = %6351
  %6389 = add i64 %6348, 1
  br label %6347

6390:                                             ; preds = %6347
  %6391 = add i64 %6344, 1
  br label %6343

6392:                                             ; preds = %6343
  %6393 = add i64 %6340, 1
  br label %6339

6394:                                             ; preds = %6339
  %6395 = add i64 %6336, 1
  br label %6335

6396:                                             ; preds = %6335
  %6397 = add i64 %6332, 1
  br label %6331

6398:                                             ; preds = %6331
  %6399 = add i64 %6328, 1
  br label %6327

6400:                                             ; preds = %6327
  %6401 = call ptr @malloc(i64 3136)
  %6402 = ptrtoint ptr %6401 to i64
  %6403 = add i64 %6402, 63
  %6404 = urem i64 %6403, 64
  %6405 = sub i64 %6403, %6404
  %6406 = inttoptr i64 %6405 to ptr
  %6407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6401, 0
  %6408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6407, ptr %6406, 1
  %6409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6408, i64 0, 2
  %6410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6409, i64 1, 3, 0
  %6411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6410, i64 48, 3, 1
  %6412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6411, i64 4, 3, 2
  %6413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6412, i64 4, 3, 3
  %6414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6413, i64 768, 4, 0
  %6415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6414, i64 16, 4, 1
  %6416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6415, i64 4, 4, 2
  %6417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6416, i64 1, 4, 3
  %6418 = call ptr @malloc(i64 3136)
  %6419 = ptrtoint ptr %6418 to i64
  %6420 = add i64 %6419, 63
  %6421 = urem i64 %6420, 64
  %6422 = sub i64 %6420, %6421
  %6423 = inttoptr i64 %6422 to ptr
  %6424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6418, 0
  %6425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6424, ptr %6423, 1
  %6426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6425, i64 0, 2
  %6427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6426, i64 1, 3, 0
  %6428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6427, i64 48, 3, 1
  %6429 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6428, i64 4, 3, 2
  %6430 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6429, i64 4, 3, 3
  %6431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6430, i64 768, 4, 0
  %6432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6431, i64 16, 4, 1
  %6433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6432, i64 4, 4, 2
  %6434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6433, i64 1, 4, 3
  br label %6435

6435:                                             ; preds = %6464, %6400
  %6436 = phi i64 [ %6465, %6464 ], [ 0, %6400 ]
  %6437 = icmp slt i64 %6436, 1
  br i1 %6437, label %6438, label %6466

6438:                                             ; preds = %6435
  br label %6439

6439:                                             ; preds = %6462, %6438
  %6440 = phi i64 [ %6463, %6462 ], [ 0, %6438 ]
  %6441 = icmp slt i64 %6440, 48
  br i1 %6441, label %6442, label %6464

6442:                                             ; preds = %6439
  br label %6443

6443:                                             ; preds = %6460, %6442
  %6444 = phi i64 [ %6461, %6460 ], [ 0, %6442 ]
  %6445 = icmp slt i64 %6444, 4
  br i1 %6445, label %6446, label %6462

6446:                                             ; preds = %6443
  br label %6447

6447:                                             ; preds = %6450, %6446
  %6448 = phi i64 [ %6459, %6450 ], [ 0, %6446 ]
  %6449 = icmp slt i64 %6448, 4
  br i1 %6449, label %6450, label %6460

6450:                                             ; preds = %6447
  %6451 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %6452 = mul nuw nsw i64 %6436, 768
  %6453 = mul nuw nsw i64 %6440, 16
  %6454 = add nuw nsw i64 %6452, %6453
  %6455 = mul nuw nsw i64 %6444, 4
  %6456 = add nuw nsw i64 %6454, %6455
  %6457 = add nuw nsw i64 %6456, %6448
  %6458 = getelementptr inbounds nuw float, ptr %6451, i64 %6457
  store float 0.000000e+00, ptr %6458, align 4
  %6459 = add i64 %6448, 1
  br label %6447

6460:                                             ; preds = %6447
  %6461 = add i64 %6444, 1
  br label %6443

6462:                                             ; preds = %6443
  %6463 = add i64 %6440, 1
  br label %6439

6464:                                             ; preds = %6439
  %6465 = add i64 %6436, 1
  br label %6435

6466:                                             ; preds = %6435
  %6467 = call ptr @malloc(i64 3136)
  %6468 = ptrtoint ptr %6467 to i64
  %6469 = add i64 %6468, 63
  %6470 = urem i64 %6469, 64
  %6471 = sub i64 %6469, %6470
  %6472 = inttoptr i64 %6471 to ptr
  %6473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6467, 0
  %6474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6473, ptr %6472, 1
  %6475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6474, i64 0, 2
  %6476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6475, i64 1, 3, 0
  %6477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6476, i64 48, 3, 1
  %6478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6477, i64 4, 3, 2
  %6479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6478, i64 4, 3, 3
  %6480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6479, i64 768, 4, 0
  %6481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6480, i64 16, 4, 1
  %6482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6481, i64 4, 4, 2
  %6483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6482, i64 1, 4, 3
  br label %6484

6484:                                             ; preds = %6522, %6466
  %6485 = phi i64 [ %6523, %6522 ], [ 0, %6466 ]
  %6486 = icmp slt i64 %6485, 1
  br i1 %6486, label %6487, label %6524

6487:                                             ; preds = %6484
  br label %6488

6488:                                             ; preds = %6520, %6487
  %6489 = phi i64 [ %6521, %6520 ], [ 0, %6487 ]
  %6490 = icmp slt i64 %6489, 48
  br i1 %6490, label %6491, label %6522

6491:                                             ; preds = %6488
  br label %6492

6492:                                             ; preds = %6518, %6491
  %6493 = phi i64 [ %6519, %6518 ], [ 0, %6491 ]
  %6494 = icmp slt i64 %6493, 4
  br i1 %6494, label %6495, label %6520

6495:                                             ; preds = %6492
  br label %6496

6496:                                             ; preds = %6499, %6495
  %6497 = phi i64 [ %6517, %6499 ], [ 0, %6495 ]
  %6498 = icmp slt i64 %6497, 4
  br i1 %6498, label %6499, label %6518

6499:                                             ; preds = %6496
  %6500 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %6501 = mul nuw nsw i64 %6485, 768
  %6502 = mul nuw nsw i64 %6489, 16
  %6503 = add nuw nsw i64 %6501, %6502
  %6504 = mul nuw nsw i64 %6493, 4
  %6505 = add nuw nsw i64 %6503, %6504
  %6506 = add nuw nsw i64 %6505, %6497
  %6507 = getelementptr inbounds nuw float, ptr %6500, i64 %6506
  %6508 = load float, ptr %6507, align 4
  %6509 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6483, 1
  %6510 = mul nuw nsw i64 %6485, 768
  %6511 = mul nuw nsw i64 %6489, 16
  %6512 = add nuw nsw i64 %6510, %6511
  %6513 = mul nuw nsw i64 %6493, 4
  %6514 = add nuw nsw i64 %6512, %6513
  %6515 = add nuw nsw i64 %6514, %6497
  %6516 = getelementptr inbounds nuw float, ptr %6509, i64 %6515
  store float %6508, ptr %6516, align 4
  %6517 = add i64 %6497, 1
  br label %6496

6518:                                             ; preds = %6496
  %6519 = add i64 %6493, 1
  br label %6492

6520:                                             ; preds = %6492
  %6521 = add i64 %6489, 1
  br label %6488

6522:                                             ; preds = %6488
  %6523 = add i64 %6485, 1
  br label %6484

6524:                                             ; preds = %6484
  br label %6525

6525:                                             ; preds = %6614, %6524
  %6526 = phi i64 [ %6615, %6614 ], [ 0, %6524 ]
  %6527 = icmp slt i64 %6526, 1
  br i1 %6527, label %6528, label %6616

6528:                                             ; preds = %6525
  br label %6529

6529:                                             ; preds = %6612, %6528
  %6530 = phi i64 [ %6613, %6612 ], [ 0, %6528 ]
  %6531 = icmp slt i64 %6530, 48
  br i1 %6531, label %6532, label %6614

6532:                                             ; preds = %6529
  br label %6533

6533:                                             ; preds = %6610, %6532
  %6534 = phi i64 [ %6611, %6610 ], [ 0, %6532 ]
  %6535 = icmp slt i64 %6534, 4
  br i1 %6535, label %6536, label %6612

6536:                                             ; preds = %6533
  br label %6537

6537:                                             ; preds = %6608, %6536
  %6538 = phi i64 [ %6609, %6608 ], [ 0, %6536 ]
  %6539 = icmp slt i64 %6538, 4
  br i1 %6539, label %6540, label %6610

6540:                                             ; preds = %6537
  br label %6541

6541:                                             ; preds = %6606, %6540
  %6542 = phi i64 [ %6607, %6606 ], [ 0, %6540 ]
  %6543 = icmp slt i64 %6542, 120
  br i1 %6543, label %6544, label %6608

6544:                                             ; preds = %6541
  br label %6545

6545:                                             ; preds = %6604, %6544
  %6546 = phi i64 [ %6605, %6604 ], [ 0, %6544 ]
  %6547 = icmp slt i64 %6546, 1
  br i1 %6547, label %6548, label %6606

6548:                                             ; preds = %6545
  br label %6549

6549:                                             ; preds = %6552, %6548
  %6550 = phi i64 [ %6603, %6552 ], [ 0, %6548 ]
  %6551 = icmp slt i64 %6550, 1
  br i1 %6551, label %6552, label %6604

6552:                                             ; preds = %6549
  %6553 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 1
  %6554 = mul nuw nsw i64 %6526, 120
  %6555 = add nuw nsw i64 %6554, %6542
  %6556 = add nuw nsw i64 %6555, 0
  %6557 = add nuw nsw i64 %6556, 0
  %6558 = getelementptr inbounds nuw float, ptr %6553, i64 %6557
  %6559 = load float, ptr %6558, align 4
  %6560 = add i64 %6534, %6546
  %6561 = add i64 %6538, %6550
  %6562 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5540, 1
  %6563 = mul nuw nsw i64 %6526, 1920
  %6564 = mul nuw nsw i64 %6542, 16
  %6565 = add nuw nsw i64 %6563, %6564
  %6566 = mul nuw nsw i64 %6560, 4
  %6567 = add nuw nsw i64 %6565, %6566
  %6568 = add nuw nsw i64 %6567, %6561
  %6569 = getelementptr inbounds nuw float, ptr %6562, i64 %6568
  %6570 = load float, ptr %6569, align 4
  %6571 = mul nuw nsw i64 %6530, 120
  %6572 = add nuw nsw i64 %6571, %6542
  %6573 = add nuw nsw i64 %6572, %6546
  %6574 = add nuw nsw i64 %6573, %6550
  %6575 = getelementptr inbounds nuw float, ptr @__constant_48x120x1x1xf32, i64 %6574
  %6576 = load float, ptr %6575, align 4
  %6577 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6483, 1
  %6578 = mul nuw nsw i64 %6526, 768
  %6579 = mul nuw nsw i64 %6530, 16
  %6580 = add nuw nsw i64 %6578, %6579
  %6581 = mul nuw nsw i64 %6534, 4
  %6582 = add nuw nsw i64 %6580, %6581
  %6583 = add nuw nsw i64 %6582, %6538
  %6584 = getelementptr inbounds nuw float, ptr %6577, i64 %6583
  %6585 = load float, ptr %6584, align 4
  %6586 = fadd float %6559, 3.000000e+00
  %6587 = fcmp ult float %6586, 0.000000e+00
  %6588 = select i1 %6587, float 0.000000e+00, float %6586
  %6589 = fcmp ugt float %6588, 6.000000e+00
  %6590 = select i1 %6589, float 6.000000e+00, float %6588
  %6591 = fdiv float %6590, 6.000000e+00
  %6592 = fmul float %6591, %6570
  %6593 = fmul float %6592, %6576
  %6594 = fadd float %6585, %6593
  %6595 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6483, 1
  %6596 = mul nuw nsw i64 %6526, 768
  %6597 = mul nuw nsw i64 %6530, 16
  %6598 = add nuw nsw i64 %6596, %6597
  %6599 = mul nuw nsw i64 %6534, 4
  %6600 = add nuw nsw i64 %6598, %6599
  %6601 = add nuw nsw i64 %6600, %6538
  %6602 = getelementptr inbounds nuw float, ptr %6595, i64 %6601
  store float %6594, ptr %6602, align 4
  %6603 = add i64 %6550, 1
  br label %6549

6604:                                             ; preds = %6549
  %6605 = add i64 %6546, 1
  br label %6545

6606:                                             ; preds = %6545
  %6607 = add i64 %6542, 1
  br label %6541

6608:                                             ; preds = %6541
  %6609 = add i64 %6538, 1
  br label %6537

6610:                                             ; preds = %6537
  %6611 = add i64 %6534, 1
  br label %6533

6612:                                             ; preds = %6533
  %6613 = add i64 %6530, 1
  br label %6529

6614:                                             ; preds = %6529
  %6615 = add i64 %6526, 1
  br label %6525

6616:                                             ; preds = %6525
  br label %6617

6617:                                             ; preds = %6678, %6616
  %6618 = phi i64 [ %6679, %6678 ], [ 0, %6616 ]
  %6619 = icmp slt i64 %6618, 1
  br i1 %6619, label %6620, label %6680

6620:                                             ; preds = %6617
  br label %6621

6621:                                             ; preds = %6676, %6620
  %6622 = phi i64 [ %6677, %6676 ], [ 0, %6620 ]
  %6623 = icmp slt i64 %6622, 48
  br i1 %6623, label %6624, label %6678

6624:                                             ; preds = %6621
  br label %6625

6625:                                             ; preds = %6674, %6624
  %6626 = phi i64 [ %6675, %6674 ], [ 0, %6624 ]
  %6627 = icmp slt i64 %6626, 4
  br i1 %6627, label %6628, label %6676

6628:                                             ; preds = %6625
  br label %6629

6629:                                             ; preds = %6632, %6628
  %6630 = phi i64 [ %6673, %6632 ], [ 0, %6628 ]
  %6631 = icmp slt i64 %6630, 4
  br i1 %6631, label %6632, label %6674

6632:                                             ; preds = %6629
  %6633 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6483, 1
  %6634 = mul nuw nsw i64 %6618, 768
  %6635 = mul nuw nsw i64 %6622, 16
  %6636 = add nuw nsw i64 %6634, %6635
  %6637 = mul nuw nsw i64 %6626, 4
  %6638 = add nuw nsw i64 %6636, %6637
  %6639 = add nuw nsw i64 %6638, %6630
  %6640 = getelementptr inbounds nuw float, ptr %6633, i64 %6639
  %6641 = load float, ptr %6640, align 4
  %6642 = add nuw nsw i64 %6622, 0
  %6643 = add nuw nsw i64 %6642, 0
  %6644 = getelementptr inbounds nuw float, ptr @__constant_48xf32_62, i64 %6643
  %6645 = load float, ptr %6644, align 4
  %6646 = add nuw nsw i64 %6622, 0
  %6647 = add nuw nsw i64 %6646, 0
  %6648 = getelementptr inbounds nuw float, ptr @__constant_48xf32_61, i64 %6647
  %6649 = load float, ptr %6648, align 4
  %6650 = add nuw nsw i64 %6622, 0
  %6651 = add nuw nsw i64 %6650, 0
  %6652 = getelementptr inbounds nuw float, ptr @__constant_48xf32_60, i64 %6651
  %6653 = load float, ptr %6652, align 4
  %6654 = add nuw nsw i64 %6622, 0
  %6655 = add nuw nsw i64 %6654, 0
  %6656 = getelementptr inbounds nuw float, ptr @__constant_48xf32_59, i64 %6655
  %6657 = load float, ptr %6656, align 4
  %6658 = fadd float %6649, 1.000000e-03
  %6659 = call float @llvm.sqrt.f32(float %6658)
  %6660 = fdiv float 1.000000e+00, %6659
  %6661 = fsub float %6641, %6645
  %6662 = fmul float %6661, %6660
  %6663 = fmul float %6662, %6653
  %6664 = fadd float %6663, %6657
  %6665 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6417, 1
  %6666 = mul nuw nsw i64 %6618, 768
  %6667 = mul nuw nsw i64 %6622, 16
  %6668 = add nuw nsw i64 %6666, %6667
  %6669 = mul nuw nsw i64 %6626, 4
  %6670 = add nuw nsw i64 %6668, %6669
  %6671 = add nuw nsw i64 %6670, %6630
  %6672 = getelementptr inbounds nuw float, ptr %6665, i64 %6671
  store float %6664, ptr %6672, align 4
  %6673 = add i64 %6630, 1
  br label %6629

6674:                                             ; preds = %6629
  %6675 = add i64 %6626, 1
  br label %6625

6676:                                             ; preds = %6625
  %6677 = add i64 %6622, 1
  br label %6621

6678:                                             ; preds = %6621
  %6679 = add i64 %6618, 1
  br label %6617

6680:                                             ; preds = %6617
  %6681 = call ptr @malloc(i64 9280)
  %6682 = ptrtoint ptr %6681 to i64
  %6683 = add i64 %6682, 63
  %6684 = urem i64 %6683, 64
  %6685 = sub i64 %6683, %6684
  %6686 = inttoptr i64 %6685 to ptr
  %6687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6681, 0
  %6688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6687, ptr %6686, 1
  %6689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6688, i64 0, 2
  %6690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6689, i64 1, 3, 0
  %6691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6690, i64 144, 3, 1
  %6692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6691, i64 4, 3, 2
  %6693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6692, i64 4, 3, 3
  %6694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6693, i64 2304, 4, 0
  %6695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6694, i64 16, 4, 1
  %6696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6695, i64 4, 4, 2
  %6697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6696, i64 1, 4, 3
  %6698 = call ptr @malloc(i64 9280)
  %6699 = ptrtoint ptr %6698 to i64
  %6700 = add i64 %6699, 63
  %6701 = urem i64 %6700, 64
  %6702 = sub i64 %6700, %6701
  %6703 = inttoptr i64 %6702 to ptr
  %6704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6698, 0
  %6705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6704, ptr %6703, 1
  %6706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6705, i64 0, 2
  %6707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6706, i64 1, 3, 0
  %6708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6707, i64 144, 3, 1
  %6709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6708, i64 4, 3, 2
  %6710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6709, i64 4, 3, 3
  %6711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6710, i64 2304, 4, 0
  %6712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6711, i64 16, 4, 1
  %6713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6712, i64 4, 4, 2
  %6714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6713, i64 1, 4, 3
  br label %6715

6715:                                             ; preds = %6744, %6680
  %6716 = phi i64 [ %6745, %6744 ], [ 0, %6680 ]
  %6717 = icmp slt i64 %6716, 1
  br i1 %6717, label %6718, label %6746

6718:                                             ; preds = %6715
  br label %6719

6719:                                             ; preds = %6742, %6718
  %6720 = phi i64 [ %6743, %6742 ], [ 0, %6718 ]
  %6721 = icmp slt i64 %6720, 144
  br i1 %6721, label %6722, label %6744

6722:                                             ; preds = %6719
  br label %6723

6723:                                             ; preds = %6740, %6722
  %6724 = phi i64 [ %6741, %6740 ], [ 0, %6722 ]
  %6725 = icmp slt i64 %6724, 4
  br i1 %6725, label %6726, label %6742

6726:                                             ; preds = %6723
  br label %6727

6727:                                             ; preds = %6730, %6726
  %6728 = phi i64 [ %6739, %6730 ], [ 0, %6726 ]
  %6729 = icmp slt i64 %6728, 4
  br i1 %6729, label %6730, label %6740

6730:                                             ; preds = %6727
  %6731 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6714, 1
  %6732 = mul nuw nsw i64 %6716, 2304
  %6733 = mul nuw nsw i64 %6720, 16
  %6734 = add nuw nsw i64 %6732, %6733
  %6735 = mul nuw nsw i64 %6724, 4
  %6736 = add nuw nsw i64 %6734, %6735
  %6737 = add nuw nsw i64 %6736, %6728
  %6738 = getelementptr inbounds nuw float, ptr %6731, i64 %6737
  store float 0.000000e+00, ptr %6738, align 4
  %6739 = add i64 %6728, 1
  br label %6727

6740:                                             ; preds = %6727
  %6741 = add i64 %6724, 1
  br label %6723

6742:                                             ; preds = %6723
  %6743 = add i64 %6720, 1
  br label %6719

6744:                                             ; preds = %6719
  %6745 = add i64 %6716, 1
  br label %6715

6746:                                             ; preds = %6715
  %6747 = call ptr @malloc(i64 9280)
  %6748 = ptrtoint ptr %6747 to i64
  %6749 = add i64 %6748, 63
  %6750 = urem i64 %6749, 64
  %6751 = sub i64 %6749, %6750
  %6752 = inttoptr i64 %6751 to ptr
  %6753 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6747, 0
  %6754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6753, ptr %6752, 1
  %6755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6754, i64 0, 2
  %6756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6755, i64 1, 3, 0
  %6757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6756, i64 144, 3, 1
  %6758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6757, i64 4, 3, 2
  %6759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6758, i64 4, 3, 3
  %6760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6759, i64 2304, 4, 0
  %6761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6760, i64 16, 4, 1
  %6762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6761, i64 4, 4, 2
  %6763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6762, i64 1, 4, 3
  br label %6764

6764:                                             ; preds = %6802, %6746
  %6765 = phi i64 [ %6803, %6802 ], [ 0, %6746 ]
  %6766 = icmp slt i64 %6765, 1
  br i1 %6766, label %6767, label %6804

6767:                                             ; preds = %6764
  br label %6768

6768:                                             ; preds = %6800, %6767
  %6769 = phi i64 [ %6801, %6800 ], [ 0, %6767 ]
  %6770 = icmp slt i64 %6769, 144
  br i1 %6770, label %6771, label %6802

6771:                                             ; preds = %6768
  br label %6772

6772:                                             ; preds = %6798, %6771
  %6773 = phi i64 [ %6799, %6798 ], [ 0, %6771 ]
  %6774 = icmp slt i64 %6773, 4
  br i1 %6774, label %6775, label %6800

6775:                                             ; preds = %6772
  br label %6776

6776:                                             ; preds = %6779, %6775
  %6777 = phi i64 [ %6797, %6779 ], [ 0, %6775 ]
  %6778 = icmp slt i64 %6777, 4
  br i1 %6778, label %6779, label %6798

6779:                                             ; preds = %6776
  %6780 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6714, 1
  %6781 = mul nuw nsw i64 %6765, 2304
  %6782 = mul nuw nsw i64 %6769, 16
  %6783 = add nuw nsw i64 %6781, %6782
  %6784 = mul nuw nsw i64 %6773, 4
  %6785 = add nuw nsw i64 %6783, %6784
  %6786 = add nuw nsw i64 %6785, %6777
  %6787 = getelementptr inbounds nuw float, ptr %6780, i64 %6786
  %6788 = load float, ptr %6787, align 4
  %6789 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6763, 1
  %6790 = mul nuw nsw i64 %6765, 2304
  %6791 = mul nuw nsw i64 %6769, 16
  %6792 = add nuw nsw i64 %6790, %6791
  %6793 = mul nuw nsw i64 %6773, 4
  %6794 = add nuw nsw i64 %6792, %6793
  %6795 = add nuw nsw i64 %6794, %6777
  %6796 = getelementptr inbounds nuw float, ptr %6789, i64 %6795
  store float %6788, ptr %6796, align 4
  %6797 = add i64 %6777, 1
  br label %6776

6798:                                             ; preds = %6776
  %6799 = add i64 %6773, 1
  br label %6772

6800:                                             ; preds = %6772
  %6801 = add i64 %6769, 1
  br label %6768

6802:                                             ; preds = %6768
  %6803 = add i64 %6765, 1
  br label %6764

6804:                                             ; preds = %6764
  br label %6805

6805:                                             ; preds = %6880, %6804
  %6806 = phi i64 [ %6881, %6880 ], [ 0, %6804 ]
  %6807 = icmp slt i64 %6806, 1
  br i1 %6807, label %6808, label %6882

6808:                                             ; preds = %6805
  br label %6809

6809:                                             ; preds = %6878, %6808
  %6810 = phi i64 [ %6879, %6878 ], [ 0, %6808 ]
  %6811 = icmp slt i64 %6810, 144
  br i1 %6811, label %6812, label %6880

6812:                                             ; preds = %6809
  br label %6813

6813:                                             ; preds = %6876, %6812
  %6814 = phi i64 [ %6877, %6876 ], [ 0, %6812 ]
  %6815 = icmp slt i64 %6814, 4
  br i1 %6815, label %6816, label %6878

6816:                                             ; preds = %6813
  br label %6817

6817:                                             ; preds = %6874, %6816
  %6818 = phi i64 [ %6875, %6874 ], [ 0, %6816 ]
  %6819 = icmp slt i64 %6818, 4
  br i1 %6819, label %6820, label %6876

6820:                                             ; preds = %6817
  br label %6821

6821:                                             ; preds = %6872, %6820
  %6822 = phi i64 [ %6873, %6872 ], [ 0, %6820 ]
  %6823 = icmp slt i64 %6822, 48
  br i1 %6823, label %6824, label %6874

6824:                                             ; preds = %6821
  br label %6825

6825:                                             ; preds = %6870, %6824
  %6826 = phi i64 [ %6871, %6870 ], [ 0, %6824 ]
  %6827 = icmp slt i64 %6826, 1
  br i1 %6827, label %6828, label %6872

6828:                                             ; preds = %6825
  br label %6829

6829:                                             ; preds = %6832, %6828
  %6830 = phi i64 [ %6869, %6832 ], [ 0, %6828 ]
  %6831 = icmp slt i64 %6830, 1
  br i1 %6831, label %6832, label %6870

6832:                                             ; preds = %6829
  %6833 = add i64 %6814, %6826
  %6834 = add i64 %6818, %6830
  %6835 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6417, 1
  %6836 = mul nuw nsw i64 %6806, 768
  %6837 = mul nuw nsw i64 %6822, 16
  %6838 = add nuw nsw i64 %6836, %6837
  %6839 = mul nuw nsw i64 %6833, 4
  %6840 = add nuw nsw i64 %6838, %6839
  %6841 = add nuw nsw i64 %6840, %6834
  %6842 = getelementptr inbounds nuw float, ptr %6835, i64 %6841
  %6843 = load float, ptr %6842, align 4
  %6844 = mul nuw nsw i64 %6810, 48
  %6845 = add nuw nsw i64 %6844, %6822
  %6846 = add nuw nsw i64 %6845, %6826
  %6847 = add nuw nsw i64 %6846, %6830
  %6848 = getelementptr inbounds nuw float, ptr @__constant_144x48x1x1xf32, i64 %6847
  %6849 = load float, ptr %6848, align 4
  %6850 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6763, 1
  %6851 = mul nuw nsw i64 %6806, 2304
  %6852 = mul nuw nsw i64 %6810, 16
  %6853 = add nuw nsw i64 %6851, %6852
  %6854 = mul nuw nsw i64 %6814, 4
  %6855 = add nuw nsw i64 %6853, %6854
  %6856 = add nuw nsw i64 %6855, %6818
  %6857 = getelementptr inbounds nuw float, ptr %6850, i64 %6856
  %6858 = load float, ptr %6857, align 4
  %6859 = fmul float %6843, %6849
  %6860 = fadd float %6858, %6859
  %6861 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6763, 1
  %6862 = mul nuw nsw i64 %6806, 2304
  %6863 = mul nuw nsw i64 %6810, 16
  %6864 = add nuw nsw i64 %6862, %6863
  %6865 = mul nuw nsw i64 %6814, 4
  %6866 = add nuw nsw i64 %6864, %6865
  %6867 = add nuw nsw i64 %6866, %6818
  %6868 = getelementptr inbounds nuw float, ptr %6861, i64 %6867
  store float %6860, ptr %6868, align 4
  %6869 = add i64 %6830, 1
  br label %6829

6870:                                             ; preds = %6829
  %6871 = add i64 %6826, 1
  br label %6825

6872:                                             ; preds = %6825
  %6873 = add i64 %6822, 1
  br label %6821

6874:                                             ; preds = %6821
  %6875 = add i64 %6818, 1
  br label %6817

6876:                                             ; preds = %6817
  %6877 = add i64 %6814, 1
  br label %6813

6878:                                             ; preds = %6813
  %6879 = add i64 %6810, 1
  br label %6809

6880:                                             ; preds = %6809
  %6881 = add i64 %6806, 1
  br label %6805

6882:                                             ; preds = %6805
  br label %6883

6883:                                             ; preds = %6951, %6882
  %6884 = phi i64 [ %6952, %6951 ], [ 0, %6882 ]
  %6885 = icmp slt i64 %6884, 1
  br i1 %6885, label %6886, label %6953

6886:                                             ; preds = %6883
  br label %6887

6887:                                             ; preds = %6949, %6886
  %6888 = phi i64 [ %6950, %6949 ], [ 0, %6886 ]
  %6889 = icmp slt i64 %6888, 144
  br i1 %6889, label %6890, label %6951

6890:                                             ; preds = %6887
  br label %6891

6891:                                             ; preds = %6947, %6890
  %6892 = phi i64 [ %6948, %6947 ], [ 0, %6890 ]
  %6893 = icmp slt i64 %6892, 4
  br i1 %6893, label %6894, label %6949

6894:                                             ; preds = %6891
  br label %6895

6895:                                             ; preds = %6898, %6894
  %6896 = phi i64 [ %6946, %6898 ], [ 0, %6894 ]
  %6897 = icmp slt i64 %6896, 4
  br i1 %6897, label %6898, label %6947

6898:                                             ; preds = %6895
  %6899 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6763, 1
  %6900 = mul nuw nsw i64 %6884, 2304
  %6901 = mul nuw nsw i64 %6888, 16
  %6902 = add nuw nsw i64 %6900, %6901
  %6903 = mul nuw nsw i64 %6892, 4
  %6904 = add nuw nsw i64 %6902, %6903
  %6905 = add nuw nsw i64 %6904, %6896
  %6906 = getelementptr inbounds nuw float, ptr %6899, i64 %6905
  %6907 = load float, ptr %6906, align 4
  %6908 = add nuw nsw i64 %6888, 0
  %6909 = add nuw nsw i64 %6908, 0
  %6910 = getelementptr inbounds nuw float, ptr @__constant_144xf32_58, i64 %6909
  %6911 = load float, ptr %6910, align 4
  %6912 = add nuw nsw i64 %6888, 0
  %6913 = add nuw nsw i64 %6912, 0
  %6914 = getelementptr inbounds nuw float, ptr @__constant_144xf32_57, i64 %6913
  %6915 = load float, ptr %6914, align 4
  %6916 = add nuw nsw i64 %6888, 0
  %6917 = add nuw nsw i64 %6916, 0
  %6918 = getelementptr inbounds nuw float, ptr @__constant_144xf32_56, i64 %6917
  %6919 = load float, ptr %6918, align 4
  %6920 = add nuw nsw i64 %6888, 0
  %6921 = add nuw nsw i64 %6920, 0
  %6922 = getelementptr inbounds nuw float, ptr @__constant_144xf32_55, i64 %6921
  %6923 = load float, ptr %6922, align 4
  %6924 = fadd float %6915, 1.000000e-03
  %6925 = call float @llvm.sqrt.f32(float %6924)
  %6926 = fdiv float 1.000000e+00, %6925
  %6927 = fsub float %6907, %6911
  %6928 = fmul float %6927, %6926
  %6929 = fmul float %6928, %6919
  %6930 = fadd float %6929, %6923
  %6931 = fadd float %6930, 3.000000e+00
  %6932 = fcmp ult float %6931, 0.000000e+00
  %6933 = select i1 %6932, float 0.000000e+00, float %6931
  %6934 = fcmp ugt float %6933, 6.000000e+00
  %6935 = select i1 %6934, float 6.000000e+00, float %6933
  %6936 = fmul float %6930, %6935
  %6937 = fdiv float %6936, 6.000000e+00
  %6938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6697, 1
  %6939 = mul nuw nsw i64 %6884, 2304
  %6940 = mul nuw nsw i64 %6888, 16
  %6941 = add nuw nsw i64 %6939, %6940
  %6942 = mul nuw nsw i64 %6892, 4
  %6943 = add nuw nsw i64 %6941, %6942
  %6944 = add nuw nsw i64 %6943, %6896
  %6945 = getelementptr inbounds nuw float, ptr %6938, i64 %6944
  store float %6937, ptr %6945, align 4
  %6946 = add i64 %6896, 1
  br label %6895

6947:                                             ; preds = %6895
  %6948 = add i64 %6892, 1
  br label %6891

6949:                                             ; preds = %6891
  %6950 = add i64 %6888, 1
  br label %6887

6951:                                             ; preds = %6887
  %6952 = add i64 %6884, 1
  br label %6883

6953:                                             ; preds = %6883
  %6954 = call ptr @malloc(i64 36928)
  %6955 = ptrtoint ptr %6954 to i64
  %6956 = add i64 %6955, 63
  %6957 = urem i64 %6956, 64
  %6958 = sub i64 %6956, %6957
  %6959 = inttoptr i64 %6958 to ptr
  %6960 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6954, 0
  %6961 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6960, ptr %6959, 1
  %6962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6961, i64 0, 2
  %6963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6962, i64 1, 3, 0
  %6964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6963, i64 144, 3, 1
  %6965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6964, i64 8, 3, 2
  %6966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6965, i64 8, 3, 3
  %6967 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6966, i64 9216, 4, 0
  %6968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6967, i64 64, 4, 1
  %6969 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6968, i64 8, 4, 2
  %6970 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6969, i64 1, 4, 3
  br label %6971

6971:                                             ; preds = %7000, %6953
  %6972 = phi i64 [ %7001, %7000 ], [ 0, %6953 ]
  %6973 = icmp slt i64 %6972, 1
  br i1 %6973, label %6974, label %7002

6974:                                             ; preds = %6971
  br label %6975

6975:                                             ; preds = %6998, %6974
  %6976 = phi i64 [ %6999, %6998 ], [ 0, %6974 ]
  %6977 = icmp slt i64 %6976, 144
  br i1 %6977, label %6978, label %7000

6978:                                             ; preds = %6975
  br label %6979

6979:                                             ; preds = %6996, %6978
  %6980 = phi i64 [ %6997, %6996 ], [ 0, %6978 ]
  %6981 = icmp slt i64 %6980, 8
  br i1 %6981, label %6982, label %6998

6982:                                             ; preds = %6979
  br label %6983

6983:                                             ; preds = %6986, %6982
  %6984 = phi i64 [ %6995, %6986 ], [ 0, %6982 ]
  %6985 = icmp slt i64 %6984, 8
  br i1 %6985, label %6986, label %6996

6986:                                             ; preds = %6983
  %6987 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6970, 1
  %6988 = mul nuw nsw i64 %6972, 9216
  %6989 = mul nuw nsw i64 %6976, 64
  %6990 = add nuw nsw i64 %6988, %6989
  %6991 = mul nuw nsw i64 %6980, 8
  %6992 = add nuw nsw i64 %6990, %6991
  %6993 = add nuw nsw i64 %6992, %6984
  %6994 = getelementptr inbounds nuw float, ptr %6987, i64 %6993
  store float 0.000000e+00, ptr %6994, align 4
  %6995 = add i64 %6984, 1
  br label %6983

6996:                                             ; preds = %6983
  %6997 = add i64 %6980, 1
  br label %6979

6998:                                             ; preds = %6979
  %6999 = add i64 %6976, 1
  br label %6975

7000:                                             ; preds = %6975
  %7001 = add i64 %6972, 1
  br label %6971

7002:                                             ; preds = %6971
  %7003 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6970, 0
  %7004 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6970, 1
  %7005 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7003, 0
  %7006 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7005, ptr %7004, 1
  %7007 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7006, i64 18, 2
  %7008 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7007, i64 1, 3, 0
  %7009 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7008, i64 9216, 4, 0
  %7010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7009, i64 144, 3, 1
  %7011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7010, i64 64, 4, 1
  %7012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7011, i64 4, 3, 2
  %7013 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7012, i64 8, 4, 2
  %7014 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7013, i64 4, 3, 3
  %7015 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7014, i64 1, 4, 3
  br label %7016

7016:                                             ; preds = %7055, %7002
  %7017 = phi i64 [ %7056, %7055 ], [ 0, %7002 ]
  %7018 = icmp slt i64 %7017, 1
  br i1 %7018, label %7019, label %7057

7019:                                             ; preds = %7016
  br label %7020

7020:                                             ; preds = %7053, %7019
  %7021 = phi i64 [ %7054, %7053 ], [ 0, %7019 ]
  %7022 = icmp slt i64 %7021, 144
  br i1 %7022, label %7023, label %7055

7023:                                             ; preds = %7020
  br label %7024

7024:                                             ; preds = %7051, %7023
  %7025 = phi i64 [ %7052, %7051 ], [ 0, %7023 ]
  %7026 = icmp slt i64 %7025, 4
  br i1 %7026, label %7027, label %7053

7027:                                             ; preds = %7024
  br label %7028

7028:                                             ; preds = %7031, %7027
  %7029 = phi i64 [ %7050, %7031 ], [ 0, %7027 ]
  %7030 = icmp slt i64 %7029, 4
  br i1 %7030, label %7031, label %7051

7031:                                             ; preds = %7028
  %7032 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6697, 1
  %7033 = mul nuw nsw i64 %7017, 2304
  %7034 = mul nuw nsw i64 %7021, 16
  %7035 = add nuw nsw i64 %7033, %7034
  %7036 = mul nuw nsw i64 %7025, 4
  %7037 = add nuw nsw i64 %7035, %7036
  %7038 = add nuw nsw i64 %7037, %7029
  %7039 = getelementptr inbounds nuw float, ptr %7032, i64 %7038
  %7040 = load float, ptr %7039, align 4
  %7041 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7015, 1
  %7042 = getelementptr float, ptr %7041, i64 18
  %7043 = mul nuw nsw i64 %7017, 9216
  %7044 = mul nuw nsw i64 %7021, 64
  %7045 = add nuw nsw i64 %7043, %7044
  %7046 = mul nuw nsw i64 %7025, 8
  %7047 = add nuw nsw i64 %7045, %7046
  %7048 = add nuw nsw i64 %7047, %7029
  %7049 = getelementptr inbounds nuw float, ptr %7042, i64 %7048
  store float %7040, ptr %7049, align 4
  %7050 = add i64 %7029, 1
  br label %7028

7051:                                             ; preds = %7028
  %7052 = add i64 %7025, 1
  br label %7024

7053:                                             ; preds = %7024
  %7054 = add i64 %7021, 1
  br label %7020

7055:                                             ; preds = %7020
  %7056 = add i64 %7017, 1
  br label %7016

7057:                                             ; preds = %7016
  br label %7058

7058:                                             ; preds = %7127, %7057
  %7059 = phi i64 [ %7128, %7127 ], [ 0, %7057 ]
  %7060 = icmp slt i64 %7059, 1
  br i1 %7060, label %7061, label %7129

7061:                                             ; preds = %7058
  br label %7062

7062:                                             ; preds = %7125, %7061
  %7063 = phi i64 [ %7126, %7125 ], [ 0, %7061 ]
  %7064 = icmp slt i64 %7063, 4
  br i1 %7064, label %7065, label %7127

7065:                                             ; preds = %7062
  br label %7066

7066:                                             ; preds = %7123, %7065
  %7067 = phi i64 [ %7124, %7123 ], [ 0, %7065 ]
  %7068 = icmp slt i64 %7067, 4
  br i1 %7068, label %7069, label %7125

7069:                                             ; preds = %7066
  br label %7070

7070:                                             ; preds = %7121, %7069
  %7071 = phi i64 [ %7122, %7121 ], [ 0, %7069 ]
  %7072 = icmp slt i64 %7071, 144
  br i1 %7072, label %7073, label %7123

7073:                                             ; preds = %7070
  br label %7074

7074:                                             ; preds = %7119, %7073
  %7075 = phi i64 [ %7120, %7119 ], [ 0, %7073 ]
  %7076 = icmp slt i64 %7075, 5
  br i1 %7076, label %7077, label %7121

7077:                                             ; preds = %7074
  br label %7078

7078:                                             ; preds = %7081, %7077
  %7079 = phi i64 [ %7118, %7081 ], [ 0, %7077 ]
  %7080 = icmp slt i64 %7079, 5
  br i1 %7080, label %7081, label %7119

7081:                                             ; preds = %7078
  %7082 = add i64 %7063, %7075
  %7083 = add i64 %7067, %7079
  %7084 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6970, 1
  %7085 = mul nuw nsw i64 %7059, 9216
  %7086 = mul nuw nsw i64 %7071, 64
  %7087 = add nuw nsw i64 %7085, %7086
  %7088 = mul nuw nsw i64 %7082, 8
  %7089 = add nuw nsw i64 %7087, %7088
  %7090 = add nuw nsw i64 %7089, %7083
  %7091 = getelementptr inbounds nuw float, ptr %7084, i64 %7090
  %7092 = load float, ptr %7091, align 4
  %7093 = mul nuw nsw i64 %7071, 25
  %7094 = mul nuw nsw i64 %7075, 5
  %7095 = add nuw nsw i64 %7093, %7094
  %7096 = add nuw nsw i64 %7095, %7079
  %7097 = getelementptr inbounds nuw float, ptr @__constant_144x1x5x5xf32, i64 %7096
  %7098 = load float, ptr %7097, align 4
  %7099 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6714, 1
  %7100 = mul nuw nsw i64 %7059, 2304
  %7101 = mul nuw nsw i64 %7071, 16
  %7102 = add nuw nsw i64 %7100, %7101
  %7103 = mul nuw nsw i64 %7063, 4
  %7104 = add nuw nsw i64 %7102, %7103
  %7105 = add nuw nsw i64 %7104, %7067
  %7106 = getelementptr inbounds nuw float, ptr %7099, i64 %7105
  %7107 = load float, ptr %7106, align 4
  %7108 = fmul float %7092, %7098
  %7109 = fadd float %7107, %7108
  %7110 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6714, 1
  %7111 = mul nuw nsw i64 %7059, 2304
  %7112 = mul nuw nsw i64 %7071, 16
  %7113 = add nuw nsw i64 %7111, %7112
  %7114 = mul nuw nsw i64 %7063, 4
  %7115 = add nuw nsw i64 %7113, %7114
  %7116 = add nuw nsw i64 %7115, %7067
  %7117 = getelementptr inbounds nuw float, ptr %7110, i64 %7116
  store float %7109, ptr %7117, align 4
  %7118 = add i64 %7079, 1
  br label %7078

7119:                                             ; preds = %7078
  %7120 = add i64 %7075, 1
  br label %7074

7121:                                             ; preds = %7074
  %7122 = add i64 %7071, 1
  br label %7070

7123:                                             ; preds = %7070
  %7124 = add i64 %7067, 1
  br label %7066

7125:                                             ; preds = %7066
  %7126 = add i64 %7063, 1
  br label %7062

7127:                                             ; preds = %7062
  %7128 = add i64 %7059, 1
  br label %7058

7129:                                             ; preds = %7058
  br label %7130

7130:                                             ; preds = %7198, %7129
  %7131 = phi i64 [ %7199, %7198 ], [ 0, %7129 ]
  %7132 = icmp slt i64 %7131, 1
  br i1 %7132, label %7133, label %7200

7133:                                             ; preds = %7130
  br label %7134

7134:                                             ; preds = %7196, %7133
  %7135 = phi i64 [ %7197, %7196 ], [ 0, %7133 ]
  %7136 = icmp slt i64 %7135, 144
  br i1 %7136, label %7137, label %7198

7137:                                             ; preds = %7134
  br label %7138

7138:                                             ; preds = %7194, %7137
  %7139 = phi i64 [ %7195, %7194 ], [ 0, %7137 ]
  %7140 = icmp slt i64 %7139, 4
  br i1 %7140, label %7141, label %7196

7141:                                             ; preds = %7138
  br label %7142

7142:                                             ; preds = %7145, %7141
  %7143 = phi i64 [ %7193, %7145 ], [ 0, %7141 ]
  %7144 = icmp slt i64 %7143, 4
  br i1 %7144, label %7145, label %7194

7145:                                             ; preds = %7142
  %7146 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6714, 1
  %7147 = mul nuw nsw i64 %7131, 2304
  %7148 = mul nuw nsw i64 %7135, 16
  %7149 = add nuw nsw i64 %7147, %7148
  %7150 = mul nuw nsw i64 %7139, 4
  %7151 = add nuw nsw i64 %7149, %7150
  %7152 = add nuw nsw i64 %7151, %7143
  %7153 = getelementptr inbounds nuw float, ptr %7146, i64 %7152
  %7154 = load float, ptr %7153, align 4
  %7155 = add nuw nsw i64 %7135, 0
  %7156 = add nuw nsw i64 %7155, 0
  %7157 = getelementptr inbounds nuw float, ptr @__constant_144xf32_54, i64 %7156
  %7158 = load float, ptr %7157, align 4
  %7159 = add nuw nsw i64 %7135, 0
  %7160 = add nuw nsw i64 %7159, 0
  %7161 = getelementptr inbounds nuw float, ptr @__constant_144xf32_53, i64 %7160
  %7162 = load float, ptr %7161, align 4
  %7163 = add nuw nsw i64 %7135, 0
  %7164 = add nuw nsw i64 %7163, 0
  %7165 = getelementptr inbounds nuw float, ptr @__constant_144xf32_52, i64 %7164
  %7166 = load float, ptr %7165, align 4
  %7167 = add nuw nsw i64 %7135, 0
  %7168 = add nuw nsw i64 %7167, 0
  %7169 = getelementptr inbounds nuw float, ptr @__constant_144xf32_51, i64 %7168
  %7170 = load float, ptr %7169, align 4
  %7171 = fadd float %7162, 1.000000e-03
  %7172 = call float @llvm.sqrt.f32(float %7171)
  %7173 = fdiv float 1.000000e+00, %7172
  %7174 = fsub float %7154, %7158
  %7175 = fmul float %7174, %7173
  %7176 = fmul float %7175, %7166
  %7177 = fadd float %7176, %7170
  %7178 = fadd float %7177, 3.000000e+00
  %7179 = fcmp ult float %7178, 0.000000e+00
  %7180 = select i1 %7179, float 0.000000e+00, float %7178
  %7181 = fcmp ugt float %7180, 6.000000e+00
  %7182 = select i1 %7181, float 6.000000e+00, float %7180
  %7183 = fmul float %7177, %7182
  %7184 = fdiv float %7183, 6.000000e+00
  %7185 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6697, 1
  %7186 = mul nuw nsw i64 %7131, 2304
  %7187 = mul nuw nsw i64 %7135, 16
  %7188 = add nuw nsw i64 %7186, %7187
  %7189 = mul nuw nsw i64 %7139, 4
  %7190 = add nuw nsw i64 %7188, %7189
  %7191 = add nuw nsw i64 %7190, %7143
  %7192 = getelementptr inbounds nuw float, ptr %7185, i64 %7191
  store float %7184, ptr %7192, align 4
  %7193 = add i64 %7143, 1
  br label %7142

7194:                                             ; preds = %7142
  %7195 = add i64 %7139, 1
  br label %7138

7196:                                             ; preds = %7138
  %7197 = add i64 %7135, 1
  br label %7134

7198:                                             ; preds = %7134
  %7199 = add i64 %7131, 1
  br label %7130

7200:                                             ; preds = %7130
  %7201 = call ptr @malloc(i64 640)
  %7202 = ptrtoint ptr %7201 to i64
  %7203 = add i64 %7202, 63
  %7204 = urem i64 %7203, 64
  %7205 = sub i64 %7203, %7204
  %7206 = inttoptr i64 %7205 to ptr
  %7207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7201, 0
  %7208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7207, ptr %7206, 1
  %7209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7208, i64 0, 2
  %7210 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7209, i64 1, 3, 0
  %7211 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7210, i64 144, 3, 1
  %7212 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7211, i64 1, 3, 2
  %7213 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7212, i64 1, 3, 3
  %7214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7213, i64 144, 4, 0
  %7215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7214, i64 1, 4, 1
  %7216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7215, i64 1, 4, 2
  %7217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7216, i64 1, 4, 3
  br label %7218

7218:                                             ; preds = %7245, %7200
  %7219 = phi i64 [ %7246, %7245 ], [ 0, %7200 ]
  %7220 = icmp slt i64 %7219, 1
  br i1 %7220, label %7221, label %7247

7221:                                             ; preds = %7218
  br label %7222

7222:                                             ; preds = %7243, %7221
  %7223 = phi i64 [ %7244, %7243 ], [ 0, %7221 ]
  %7224 = icmp slt i64 %7223, 144
  br i1 %7224, label %7225, label %7245

7225:                                             ; preds = %7222
  br label %7226

7226:                                             ; preds = %7241, %7225
  %7227 = phi i64 [ %7242, %7241 ], [ 0, %7225 ]
  %7228 = icmp slt i64 %7227, 1
  br i1 %7228, label %7229, label %7243

7229:                                             ; preds = %7226
  br label %7230

7230:                                             ; preds = %7233, %7229
  %7231 = phi i64 [ %7240, %7233 ], [ 0, %7229 ]
  %7232 = icmp slt i64 %7231, 1
  br i1 %7232, label %7233, label %7241

7233:                                             ; preds = %7230
  %7234 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7235 = mul nuw nsw i64 %7219, 144
  %7236 = add nuw nsw i64 %7235, %7223
  %7237 = add nuw nsw i64 %7236, %7227
  %7238 = add nuw nsw i64 %7237, %7231
  %7239 = getelementptr inbounds nuw float, ptr %7234, i64 %7238
  store float 0.000000e+00, ptr %7239, align 4
  %7240 = add i64 %7231, 1
  br label %7230

7241:                                             ; preds = %7230
  %7242 = add i64 %7227, 1
  br label %7226

7243:                                             ; preds = %7226
  %7244 = add i64 %7223, 1
  br label %7222

7245:                                             ; preds = %7222
  %7246 = add i64 %7219, 1
  br label %7218

7247:                                             ; preds = %7218
  br label %7248

7248:                                             ; preds = %7292, %7247
  %7249 = phi i64 [ %7293, %7292 ], [ 0, %7247 ]
  %7250 = icmp slt i64 %7249, 1
  br i1 %7250, label %7251, label %7294

7251:                                             ; preds = %7248
  br label %7252

7252:                                             ; preds = %7290, %7251
  %7253 = phi i64 [ %7291, %7290 ], [ 0, %7251 ]
  %7254 = icmp slt i64 %7253, 144
  br i1 %7254, label %7255, label %7292

7255:                                             ; preds = %7252
  br label %7256

7256:                                             ; preds = %7288, %7255
  %7257 = phi i64 [ %7289, %7288 ], [ 0, %7255 ]
  %7258 = icmp slt i64 %7257, 4
  br i1 %7258, label %7259, label %7290

7259:                                             ; preds = %7256
  br label %7260

7260:                                             ; preds = %7263, %7259
  %7261 = phi i64 [ %7287, %7263 ], [ 0, %7259 ]
  %7262 = icmp slt i64 %7261, 4
  br i1 %7262, label %7263, label %7288

7263:                                             ; preds = %7260
  %7264 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6697, 1
  %7265 = mul nuw nsw i64 %7249, 2304
  %7266 = mul nuw nsw i64 %7253, 16
  %7267 = add nuw nsw i64 %7265, %7266
  %7268 = mul nuw nsw i64 %7257, 4
  %7269 = add nuw nsw i64 %7267, %7268
  %7270 = add nuw nsw i64 %7269, %7261
  %7271 = getelementptr inbounds nuw float, ptr %7264, i64 %7270
  %7272 = load float, ptr %7271, align 4
  %7273 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7274 = mul nuw nsw i64 %7249, 144
  %7275 = add nuw nsw i64 %7274, %7253
  %7276 = add nuw nsw i64 %7275, 0
  %7277 = add nuw nsw i64 %7276, 0
  %7278 = getelementptr inbounds nuw float, ptr %7273, i64 %7277
  %7279 = load float, ptr %7278, align 4
  %7280 = fadd float %7272, %7279
  %7281 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7282 = mul nuw nsw i64 %7249, 144
  %7283 = add nuw nsw i64 %7282, %7253
  %7284 = add nuw nsw i64 %7283, 0
  %7285 = add nuw nsw i64 %7284, 0
  %7286 = getelementptr inbounds nuw float, ptr %7281, i64 %7285
  store float %7280, ptr %7286, align 4
  %7287 = add i64 %7261, 1
  br label %7260

7288:                                             ; preds = %7260
  %7289 = add i64 %7257, 1
  br label %7256

7290:                                             ; preds = %7256
  %7291 = add i64 %7253, 1
  br label %7252

7292:                                             ; preds = %7252
  %7293 = add i64 %7249, 1
  br label %7248

7294:                                             ; preds = %7248
  %7295 = call ptr @malloc(i64 224)
  %7296 = ptrtoint ptr %7295 to i64
  %7297 = add i64 %7296, 63
  %7298 = urem i64 %7297, 64
  %7299 = sub i64 %7297, %7298
  %7300 = inttoptr i64 %7299 to ptr
  %7301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7295, 0
  %7302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7301, ptr %7300, 1
  %7303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7302, i64 0, 2
  %7304 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7303, i64 1, 3, 0
  %7305 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7304, i64 40, 3, 1
  %7306 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7305, i64 1, 3, 2
  %7307 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7306, i64 1, 3, 3
  %7308 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7307, i64 40, 4, 0
  %7309 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7308, i64 1, 4, 1
  %7310 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7309, i64 1, 4, 2
  %7311 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7310, i64 1, 4, 3
  br label %7312

7312:                                             ; preds = %7341, %7294
  %7313 = phi i64 [ %7342, %7341 ], [ 0, %7294 ]
  %7314 = icmp slt i64 %7313, 1
  br i1 %7314, label %7315, label %7343

7315:                                             ; preds = %7312
  br label %7316

7316:                                             ; preds = %7339, %7315
  %7317 = phi i64 [ %7340, %7339 ], [ 0, %7315 ]
  %7318 = icmp slt i64 %7317, 40
  br i1 %7318, label %7319, label %7341

7319:                                             ; preds = %7316
  br label %7320

7320:                                             ; preds = %7337, %7319
  %7321 = phi i64 [ %7338, %7337 ], [ 0, %7319 ]
  %7322 = icmp slt i64 %7321, 1
  br i1 %7322, label %7323, label %7339

7323:                                             ; preds = %7320
  br label %7324

7324:                                             ; preds = %7327, %7323
  %7325 = phi i64 [ %7336, %7327 ], [ 0, %7323 ]
  %7326 = icmp slt i64 %7325, 1
  br i1 %7326, label %7327, label %7337

7327:                                             ; preds = %7324
  %7328 = getelementptr inbounds nuw float, ptr @__constant_40xf32, i64 %7317
  %7329 = load float, ptr %7328, align 4
  %7330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7311, 1
  %7331 = mul nuw nsw i64 %7313, 40
  %7332 = add nuw nsw i64 %7331, %7317
  %7333 = add nuw nsw i64 %7332, %7321
  %7334 = add nuw nsw i64 %7333, %7325
  %7335 = getelementptr inbounds nuw float, ptr %7330, i64 %7334
  store float %7329, ptr %7335, align 4
  %7336 = add i64 %7325, 1
  br label %7324

7337:                                             ; preds = %7324
  %7338 = add i64 %7321, 1
  br label %7320

7339:                                             ; preds = %7320
  %7340 = add i64 %7317, 1
  br label %7316

7341:                                             ; preds = %7316
  %7342 = add i64 %7313, 1
  br label %7312

7343:                                             ; preds = %7312
  br label %7344

7344:                                             ; preds = %7414, %7343
  %7345 = phi i64 [ %7415, %7414 ], [ 0, %7343 ]
  %7346 = icmp slt i64 %7345, 1
  br i1 %7346, label %7347, label %7416

7347:                                             ; preds = %7344
  br label %7348

7348:                                             ; preds = %7412, %7347
  %7349 = phi i64 [ %7413, %7412 ], [ 0, %7347 ]
  %7350 = icmp slt i64 %7349, 40
  br i1 %7350, label %7351, label %7414

7351:                                             ; preds = %7348
  br label %7352

7352:                                             ; preds = %7410, %7351
  %7353 = phi i64 [ %7411, %7410 ], [ 0, %7351 ]
  %7354 = icmp slt i64 %7353, 1
  br i1 %7354, label %7355, label %7412

7355:                                             ; preds = %7352
  br label %7356

7356:                                             ; preds = %7408, %7355
  %7357 = phi i64 [ %7409, %7408 ], [ 0, %7355 ]
  %7358 = icmp slt i64 %7357, 1
  br i1 %7358, label %7359, label %7410

7359:                                             ; preds = %7356
  br label %7360

7360:                                             ; preds = %7406, %7359
  %7361 = phi i64 [ %7407, %7406 ], [ 0, %7359 ]
  %7362 = icmp slt i64 %7361, 144
  br i1 %7362, label %7363, label %7408

7363:                                             ; preds = %7360
  br label %7364

7364:                                             ; preds = %7404, %7363
  %7365 = phi i64 [ %7405, %7404 ], [ 0, %7363 ]
  %7366 = icmp slt i64 %7365, 1
  br i1 %7366, label %7367, label %7406

7367:                                             ; preds = %7364
  br label %7368

7368:                                             ; preds = %7371, %7367
  %7369 = phi i64 [ %7403, %7371 ], [ 0, %7367 ]
  %7370 = icmp slt i64 %7369, 1
  br i1 %7370, label %7371, label %7404

7371:                                             ; preds = %7368
  %7372 = add i64 %7353, %7365
  %7373 = add i64 %7357, %7369
  %7374 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7375 = mul nuw nsw i64 %7345, 144
  %7376 = add nuw nsw i64 %7375, %7361
  %7377 = add nuw nsw i64 %7376, %7372
  %7378 = add nuw nsw i64 %7377, %7373
  %7379 = getelementptr inbounds nuw float, ptr %7374, i64 %7378
  %7380 = load float, ptr %7379, align 4
  %7381 = mul nuw nsw i64 %7349, 144
  %7382 = add nuw nsw i64 %7381, %7361
  %7383 = add nuw nsw i64 %7382, %7365
  %7384 = add nuw nsw i64 %7383, %7369
  %7385 = getelementptr inbounds nuw float, ptr @__constant_40x144x1x1xf32, i64 %7384
  %7386 = load float, ptr %7385, align 4
  %7387 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7311, 1
  %7388 = mul nuw nsw i64 %7345, 40
  %7389 = add nuw nsw i64 %7388, %7349
  %7390 = add nuw nsw i64 %7389, %7353
  %7391 = add nuw nsw i64 %7390, %7357
  %7392 = getelementptr inbounds nuw float, ptr %7387, i64 %7391
  %7393 = load float, ptr %7392, align 4
  %7394 = fdiv float %7380, 1.600000e+01
  %7395 = fmul float %7394, %7386
  %7396 = fadd float %7393, %7395
  %7397 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7311, 1
  %7398 = mul nuw nsw i64 %7345, 40
  %7399 = add nuw nsw i64 %7398, %7349
  %7400 = add nuw nsw i64 %7399, %7353
  %7401 = add nuw nsw i64 %7400, %7357
  %7402 = getelementptr inbounds nuw float, ptr %7397, i64 %7401
  store float %7396, ptr %7402, align 4
  %7403 = add i64 %7369, 1
  br label %7368

7404:                                             ; preds = %7368
  %7405 = add i64 %7365, 1
  br label %7364

7406:                                             ; preds = %7364
  %7407 = add i64 %7361, 1
  br label %7360

7408:                                             ; preds = %7360
  %7409 = add i64 %7357, 1
  br label %7356

7410:                                             ; preds = %7356
  %7411 = add i64 %7353, 1
  br label %7352

7412:                                             ; preds = %7352
  %7413 = add i64 %7349, 1
  br label %7348

7414:                                             ; preds = %7348
  %7415 = add i64 %7345, 1
  br label %7344

7416:                                             ; preds = %7344
  br label %7417

7417:                                             ; preds = %7446, %7416
  %7418 = phi i64 [ %7447, %7446 ], [ 0, %7416 ]
  %7419 = icmp slt i64 %7418, 1
  br i1 %7419, label %7420, label %7448

7420:                                             ; preds = %7417
  br label %7421

7421:                                             ; preds = %7444, %7420
  %7422 = phi i64 [ %7445, %7444 ], [ 0, %7420 ]
  %7423 = icmp slt i64 %7422, 144
  br i1 %7423, label %7424, label %7446

7424:                                             ; preds = %7421
  br label %7425

7425:                                             ; preds = %7442, %7424
  %7426 = phi i64 [ %7443, %7442 ], [ 0, %7424 ]
  %7427 = icmp slt i64 %7426, 1
  br i1 %7427, label %7428, label %7444

7428:                                             ; preds = %7425
  br label %7429

7429:                                             ; preds = %7432, %7428
  %7430 = phi i64 [ %7441, %7432 ], [ 0, %7428 ]
  %7431 = icmp slt i64 %7430, 1
  br i1 %7431, label %7432, label %7442

7432:                                             ; preds = %7429
  %7433 = getelementptr inbounds nuw float, ptr @__constant_144xf32_50, i64 %7422
  %7434 = load float, ptr %7433, align 4
  %7435 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7436 = mul nuw nsw i64 %7418, 144
  %7437 = add nuw nsw i64 %7436, %7422
  %7438 = add nuw nsw i64 %7437, %7426
  %7439 = add nuw nsw i64 %7438, %7430
  %7440 = getelementptr inbounds nuw float, ptr %7435, i64 %7439
  store float %7434, ptr %7440, align 4
  %7441 = add i64 %7430, 1
  br label %7429

7442:                                             ; preds = %7429
  %7443 = add i64 %7426, 1
  br label %7425

7444:                                             ; preds = %7425
  %7445 = add i64 %7422, 1
  br label %7421

7446:                                             ; preds = %7421
  %7447 = add i64 %7418, 1
  br label %7417

7448:                                             ; preds = %7417
  br label %7449

7449:                                             ; preds = %7520, %7448
  %7450 = phi i64 [ %7521, %7520 ], [ 0, %7448 ]
  %7451 = icmp slt i64 %7450, 1
  br i1 %7451, label %7452, label %7522

7452:                                             ; preds = %7449
  br label %7453

7453:                                             ; preds = %7518, %7452
  %7454 = phi i64 [ %7519, %7518 ], [ 0, %7452 ]
  %7455 = icmp slt i64 %7454, 144
  br i1 %7455, label %7456, label %7520

7456:                                             ; preds = %7453
  br label %7457

7457:                                             ; preds = %7516, %7456
  %7458 = phi i64 [ %7517, %7516 ], [ 0, %7456 ]
  %7459 = icmp slt i64 %7458, 1
  br i1 %7459, label %7460, label %7518

7460:                                             ; preds = %7457
  br label %7461

7461:                                             ; preds = %7514, %7460
  %7462 = phi i64 [ %7515, %7514 ], [ 0, %7460 ]
  %7463 = icmp slt i64 %7462, 1
  br i1 %7463, label %7464, label %7516

7464:                                             ; preds = %7461
  br label %7465

7465:                                             ; preds = %7512, %7464
  %7466 = phi i64 [ %7513, %7512 ], [ 0, %7464 ]
  %7467 = icmp slt i64 %7466, 40
  br i1 %7467, label %7468, label %7514

7468:                                             ; preds = %7465
  br label %7469

7469:                                             ; preds = %7510, %7468
  %7470 = phi i64 [ %7511, %7510 ], [ 0, %7468 ]
  %7471 = icmp slt i64 %7470, 1
  br i1 %7471, label %7472, label %7512

7472:                                             ; preds = %7469
  br label %7473

7473:                                             ; preds = %7476, %7472
  %7474 = phi i64 [ %7509, %7476 ], [ 0, %7472 ]
  %7475 = icmp slt i64 %7474, 1
  br i1 %7475, label %7476, label %7510

7476:                                             ; preds = %7473
  %7477 = add i64 %7458, %7470
  %7478 = add i64 %7462, %7474
  %7479 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7311, 1
  %7480 = mul nuw nsw i64 %7450, 40
  %7481 = add nuw nsw i64 %7480, %7466
  %7482 = add nuw nsw i64 %7481, %7477
  %7483 = add nuw nsw i64 %7482, %7478
  %7484 = getelementptr inbounds nuw float, ptr %7479, i64 %7483
  %7485 = load float, ptr %7484, align 4
  %7486 = mul nuw nsw i64 %7454, 40
  %7487 = add nuw nsw i64 %7486, %7466
  %7488 = add nuw nsw i64 %7487, %7470
  %7489 = add nuw nsw i64 %7488, %7474
  %7490 = getelementptr inbounds nuw float, ptr @__constant_144x40x1x1xf32, i64 %7489
  %7491 = load float, ptr %7490, align 4
  %7492 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7493 = mul nuw nsw i64 %7450, 144
  %7494 = add nuw nsw i64 %7493, %7454
  %7495 = add nuw nsw i64 %7494, %7458
  %7496 = add nuw nsw i64 %7495, %7462
  %7497 = getelementptr inbounds nuw float, ptr %7492, i64 %7496
  %7498 = load float, ptr %7497, align 4
  %7499 = fcmp ugt float %7485, 0.000000e+00
  %7500 = select i1 %7499, float %7485, float 0.000000e+00
  %7501 = fmul float %7500, %7491
  %7502 = fadd float %7498, %7501
  %7503 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7504 = mul nuw nsw i64 %7450, 144
  %7505 = add nuw nsw i64 %7504, %7454
  %7506 = add nuw nsw i64 %7505, %7458
  %7507 = add nuw nsw i64 %7506, %7462
  %7508 = getelementptr inbounds nuw float, ptr %7503, i64 %7507
  store float %7502, ptr %7508, align 4
  %7509 = add i64 %7474, 1
  br label %7473

7510:                                             ; preds = %7473
  %7511 = add i64 %7470, 1
  br label %7469

7512:                                             ; preds = %7469
  %7513 = add i64 %7466, 1
  br label %7465

7514:                                             ; preds = %7465
  %7515 = add i64 %7462, 1
  br label %7461

7516:                                             ; preds = %7461
  %7517 = add i64 %7458, 1
  br label %7457

7518:                                             ; preds = %7457
  %7519 = add i64 %7454, 1
  br label %7453

7520:                                             ; preds = %7453
  %7521 = add i64 %7450, 1
  br label %7449

7522:                                             ; preds = %7449
  br label %7523

7523:                                             ; preds = %7612, %7522
  %7524 = phi i64 [ %7613, %7612 ], [ 0, %7522 ]
  %7525 = icmp slt i64 %7524, 1
  br i1 %7525, label %7526, label %7614

7526:                                             ; preds = %7523
  br label %7527

7527:                                             ; preds = %7610, %7526
  %7528 = phi i64 [ %7611, %7610 ], [ 0, %7526 ]
  %7529 = icmp slt i64 %7528, 48
  br i1 %7529, label %7530, label %7612

7530:                                             ; preds = %7527
  br label %7531

7531:                                             ; preds = %7608, %7530
  %7532 = phi i64 [ %7609, %7608 ], [ 0, %7530 ]
  %7533 = icmp slt i64 %7532, 4
  br i1 %7533, label %7534, label %7610

7534:                                             ; preds = %7531
  br label %7535

7535:                                             ; preds = %7606, %7534
  %7536 = phi i64 [ %7607, %7606 ], [ 0, %7534 ]
  %7537 = icmp slt i64 %7536, 4
  br i1 %7537, label %7538, label %7608

7538:                                             ; preds = %7535
  br label %7539

7539:                                             ; preds = %7604, %7538
  %7540 = phi i64 [ %7605, %7604 ], [ 0, %7538 ]
  %7541 = icmp slt i64 %7540, 144
  br i1 %7541, label %7542, label %7606

7542:                                             ; preds = %7539
  br label %7543

7543:                                             ; preds = %7602, %7542
  %7544 = phi i64 [ %7603, %7602 ], [ 0, %7542 ]
  %7545 = icmp slt i64 %7544, 1
  br i1 %7545, label %7546, label %7604

7546:                                             ; preds = %7543
  br label %7547

7547:                                             ; preds = %7550, %7546
  %7548 = phi i64 [ %7601, %7550 ], [ 0, %7546 ]
  %7549 = icmp slt i64 %7548, 1
  br i1 %7549, label %7550, label %7602

7550:                                             ; preds = %7547
  %7551 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %7552 = mul nuw nsw i64 %7524, 144
  %7553 = add nuw nsw i64 %7552, %7540
  %7554 = add nuw nsw i64 %7553, 0
  %7555 = add nuw nsw i64 %7554, 0
  %7556 = getelementptr inbounds nuw float, ptr %7551, i64 %7555
  %7557 = load float, ptr %7556, align 4
  %7558 = add i64 %7532, %7544
  %7559 = add i64 %7536, %7548
  %7560 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6697, 1
  %7561 = mul nuw nsw i64 %7524, 2304
  %7562 = mul nuw nsw i64 %7540, 16
  %7563 = add nuw nsw i64 %7561, %7562
  %7564 = mul nuw nsw i64 %7558, 4
  %7565 = add nuw nsw i64 %7563, %7564
  %7566 = add nuw nsw i64 %7565, %7559
  %7567 = getelementptr inbounds nuw float, ptr %7560, i64 %7566
  %7568 = load float, ptr %7567, align 4
  %7569 = mul nuw nsw i64 %7528, 144
  %7570 = add nuw nsw i64 %7569, %7540
  %7571 = add nuw nsw i64 %7570, %7544
  %7572 = add nuw nsw i64 %7571, %7548
  %7573 = getelementptr inbounds nuw float, ptr @__constant_48x144x1x1xf32, i64 %7572
  %7574 = load float, ptr %7573, align 4
  %7575 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %7576 = mul nuw nsw i64 %7524, 768
  %7577 = mul nuw nsw i64 %7528, 16
  %7578 = add nuw nsw i64 %7576, %7577
  %7579 = mul nuw nsw i64 %7532, 4
  %7580 = add nuw nsw i64 %7578, %7579
  %7581 = add nuw nsw i64 %7580, %7536
  %7582 = getelementptr inbounds nuw float, ptr %7575, i64 %7581
  %7583 = load float, ptr %7582, align 4
  %7584 = fadd float %7557, 3.000000e+00
  %7585 = fcmp ult float %7584, 0.000000e+00
  %7586 = select i1 %7585, float 0.000000e+00, float %7584
  %7587 = fcmp ugt float %7586, 6.000000e+00
  %7588 = select i1 %7587, float 6.000000e+00, float %7586
  %7589 = fdiv float %7588, 6.000000e+00
  %7590 = fmul float %7589, %7568
  %7591 = fmul float %7590, %7574
  %7592 = fadd float %7583, %7591
  %7593 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %7594 = mul nuw nsw i64 %7524, 768
  %7595 = mul nuw nsw i64 %7528, 16
  %7596 = add nuw nsw i64 %7594, %7595
  %7597 = mul nuw nsw i64 %7532, 4
  %7598 = add nuw nsw i64 %7596, %7597
  %7599 = add nuw nsw i64 %7598, %7536
  %7600 = getelementptr inbounds nuw float, ptr %7593, i64 %7599
  store float %7592, ptr %7600, align 4
  %7601 = add i64 %7548, 1
  br label %7547

7602:                                             ; preds = %7547
  %7603 = add i64 %7544, 1
  br label %7543

7604:                                             ; preds = %7543
  %7605 = add i64 %7540, 1
  br label %7539

7606:                                             ; preds = %7539
  %7607 = add i64 %7536, 1
  br label %7535

7608:                                             ; preds = %7535
  %7609 = add i64 %7532, 1
  br label %7531

7610:                                             ; preds = %7531
  %7611 = add i64 %7528, 1
  br label %7527

7612:                                             ; preds = %7527
  %7613 = add i64 %7524, 1
  br label %7523

7614:                                             ; preds = %7523
  %7615 = call ptr @malloc(i64 18496)
  %7616 = ptrtoint ptr %7615 to i64
  %7617 = add i64 %7616, 63
  %7618 = urem i64 %7617, 64
  %7619 = sub i64 %7617, %7618
  %7620 = inttoptr i64 %7619 to ptr
  %7621 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7615, 0
  %7622 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7621, ptr %7620, 1
  %7623 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7622, i64 0, 2
  %7624 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7623, i64 1, 3, 0
  %7625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7624, i64 288, 3, 1
  %7626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7625, i64 4, 3, 2
  %7627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7626, i64 4, 3, 3
  %7628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7627, i64 4608, 4, 0
  %7629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7628, i64 16, 4, 1
  %7630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7629, i64 4, 4, 2
  %7631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7630, i64 1, 4, 3
  br label %7632

7632:                                             ; preds = %7661, %7614
  %7633 = phi i64 [ %7662, %7661 ], [ 0, %7614 ]
  %7634 = icmp slt i64 %7633, 1
  br i1 %7634, label %7635, label %7663

7635:                                             ; preds = %7632
  br label %7636

7636:                                             ; preds = %7659, %7635
  %7637 = phi i64 [ %7660, %7659 ], [ 0, %7635 ]
  %7638 = icmp slt i64 %7637, 288
  br i1 %7638, label %7639, label %7661

7639:                                             ; preds = %7636
  br label %7640

7640:                                             ; preds = %7657, %7639
  %7641 = phi i64 [ %7658, %7657 ], [ 0, %7639 ]
  %7642 = icmp slt i64 %7641, 4
  br i1 %7642, label %7643, label %7659

7643:                                             ; preds = %7640
  br label %7644

7644:                                             ; preds = %7647, %7643
  %7645 = phi i64 [ %7656, %7647 ], [ 0, %7643 ]
  %7646 = icmp slt i64 %7645, 4
  br i1 %7646, label %7647, label %7657

7647:                                             ; preds = %7644
  %7648 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, 1
  %7649 = mul nuw nsw i64 %7633, 4608
  %7650 = mul nuw nsw i64 %7637, 16
  %7651 = add nuw nsw i64 %7649, %7650
  %7652 = mul nuw nsw i64 %7641, 4
  %7653 = add nuw nsw i64 %7651, %7652
  %7654 = add nuw nsw i64 %7653, %7645
  %7655 = getelementptr inbounds nuw float, ptr %7648, i64 %7654
  store float 0.000000e+00, ptr %7655, align 4
  %7656 = add i64 %7645, 1
  br label %7644

7657:                                             ; preds = %7644
  %7658 = add i64 %7641, 1
  br label %7640

7659:                                             ; preds = %7640
  %7660 = add i64 %7637, 1
  br label %7636

7661:                                             ; preds = %7636
  %7662 = add i64 %7633, 1
  br label %7632

7663:                                             ; preds = %7632
  br label %7664

7664:                                             ; preds = %7774, %7663
  %7665 = phi i64 [ %7775, %7774 ], [ 0, %7663 ]
  %7666 = icmp slt i64 %7665, 1
  br i1 %7666, label %7667, label %7776

7667:                                             ; preds = %7664
  br label %7668

7668:                                             ; preds = %7772, %7667
  %7669 = phi i64 [ %7773, %7772 ], [ 0, %7667 ]
  %7670 = icmp slt i64 %7669, 288
  br i1 %7670, label %7671, label %7774

7671:                                             ; preds = %7668
  br label %7672

7672:                                             ; preds = %7770, %7671
  %7673 = phi i64 [ %7771, %7770 ], [ 0, %7671 ]
  %7674 = icmp slt i64 %7673, 4
  br i1 %7674, label %7675, label %7772

7675:                                             ; preds = %7672
  br label %7676

7676:                                             ; preds = %7768, %7675
  %7677 = phi i64 [ %7769, %7768 ], [ 0, %7675 ]
  %7678 = icmp slt i64 %7677, 4
  br i1 %7678, label %7679, label %7770

7679:                                             ; preds = %7676
  br label %7680

7680:                                             ; preds = %7766, %7679
  %7681 = phi i64 [ %7767, %7766 ], [ 0, %7679 ]
  %7682 = icmp slt i64 %7681, 48
  br i1 %7682, label %7683, label %7768

7683:                                             ; preds = %7680
  br label %7684

7684:                                             ; preds = %7764, %7683
  %7685 = phi i64 [ %7765, %7764 ], [ 0, %7683 ]
  %7686 = icmp slt i64 %7685, 1
  br i1 %7686, label %7687, label %7766

7687:                                             ; preds = %7684
  br label %7688

7688:                                             ; preds = %7691, %7687
  %7689 = phi i64 [ %7763, %7691 ], [ 0, %7687 ]
  %7690 = icmp slt i64 %7689, 1
  br i1 %7690, label %7691, label %7764

7691:                                             ; preds = %7688
  %7692 = add i64 %7673, %7685
  %7693 = add i64 %7677, %7689
  %7694 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %7695 = mul nuw nsw i64 %7665, 768
  %7696 = mul nuw nsw i64 %7681, 16
  %7697 = add nuw nsw i64 %7695, %7696
  %7698 = mul nuw nsw i64 %7692, 4
  %7699 = add nuw nsw i64 %7697, %7698
  %7700 = add nuw nsw i64 %7699, %7693
  %7701 = getelementptr inbounds nuw float, ptr %7694, i64 %7700
  %7702 = load float, ptr %7701, align 4
  %7703 = add nuw nsw i64 %7681, 0
  %7704 = add nuw nsw i64 %7703, 0
  %7705 = getelementptr inbounds nuw float, ptr @__constant_48xf32_49, i64 %7704
  %7706 = load float, ptr %7705, align 4
  %7707 = add nuw nsw i64 %7681, 0
  %7708 = add nuw nsw i64 %7707, 0
  %7709 = getelementptr inbounds nuw float, ptr @__constant_48xf32_48, i64 %7708
  %7710 = load float, ptr %7709, align 4
  %7711 = add nuw nsw i64 %7681, 0
  %7712 = add nuw nsw i64 %7711, 0
  %7713 = getelementptr inbounds nuw float, ptr @__constant_48xf32_47, i64 %7712
  %7714 = load float, ptr %7713, align 4
  %7715 = add nuw nsw i64 %7681, 0
  %7716 = add nuw nsw i64 %7715, 0
  %7717 = getelementptr inbounds nuw float, ptr @__constant_48xf32, i64 %7716
  %7718 = load float, ptr %7717, align 4
  %7719 = add i64 %7673, %7685
  %7720 = add i64 %7677, %7689
  %7721 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6417, 1
  %7722 = mul nuw nsw i64 %7665, 768
  %7723 = mul nuw nsw i64 %7681, 16
  %7724 = add nuw nsw i64 %7722, %7723
  %7725 = mul nuw nsw i64 %7719, 4
  %7726 = add nuw nsw i64 %7724, %7725
  %7727 = add nuw nsw i64 %7726, %7720
  %7728 = getelementptr inbounds nuw float, ptr %7721, i64 %7727
  %7729 = load float, ptr %7728, align 4
  %7730 = mul nuw nsw i64 %7669, 48
  %7731 = add nuw nsw i64 %7730, %7681
  %7732 = add nuw nsw i64 %7731, %7685
  %7733 = add nuw nsw i64 %7732, %7689
  %7734 = getelementptr inbounds nuw float, ptr @__constant_288x48x1x1xf32, i64 %7733
  %7735 = load float, ptr %7734, align 4
  %7736 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, 1
  %7737 = mul nuw nsw i64 %7665, 4608
  %7738 = mul nuw nsw i64 %7669, 16
  %7739 = add nuw nsw i64 %7737, %7738
  %7740 = mul nuw nsw i64 %7673, 4
  %7741 = add nuw nsw i64 %7739, %7740
  %7742 = add nuw nsw i64 %7741, %7677
  %7743 = getelementptr inbounds nuw float, ptr %7736, i64 %7742
  %7744 = load float, ptr %7743, align 4
  %7745 = fadd float %7710, 1.000000e-03
  %7746 = call float @llvm.sqrt.f32(float %7745)
  %7747 = fdiv float 1.000000e+00, %7746
  %7748 = fsub float %7702, %7706
  %7749 = fmul float %7748, %7747
  %7750 = fmul float %7749, %7714
  %7751 = fadd float %7750, %7718
  %7752 = fadd float %7751, %7729
  %7753 = fmul float %7752, %7735
  %7754 = fadd float %7744, %7753
  %7755 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, 1
  %7756 = mul nuw nsw i64 %7665, 4608
  %7757 = mul nuw nsw i64 %7669, 16
  %7758 = add nuw nsw i64 %7756, %7757
  %7759 = mul nuw nsw i64 %7673, 4
  %7760 = add nuw nsw i64 %7758, %7759
  %7761 = add nuw nsw i64 %7760, %7677
  %7762 = getelementptr inbounds nuw float, ptr %7755, i64 %7761
  store float %7754, ptr %7762, align 4
  %7763 = add i64 %7689, 1
  br label %7688

7764:                                             ; preds = %7688
  %7765 = add i64 %7685, 1
  br label %7684

7766:                                             ; preds = %7684
  %7767 = add i64 %7681, 1
  br label %7680

7768:                                             ; preds = %7680
  %7769 = add i64 %7677, 1
  br label %7676

7770:                                             ; preds = %7676
  %7771 = add i64 %7673, 1
  br label %7672

7772:                                             ; preds = %7672
  %7773 = add i64 %7669, 1
  br label %7668

7774:                                             ; preds = %7668
  %7775 = add i64 %7665, 1
  br label %7664

7776:                                             ; preds = %7664
  br label %7777

7777:                                             ; preds = %7845, %7776
  %7778 = phi i64 [ %7846, %7845 ], [ 0, %7776 ]
  %7779 = icmp slt i64 %7778, 1
  br i1 %7779, label %7780, label %7847

7780:                                             ; preds = %7777
  br label %7781

7781:                                             ; preds = %7843, %7780
  %7782 = phi i64 [ %7844, %7843 ], [ 0, %7780 ]
  %7783 = icmp slt i64 %7782, 288
  br i1 %7783, label %7784, label %7845

7784:                                             ; preds = %7781
  br label %7785

7785:                                             ; preds = %7841, %7784
  %7786 = phi i64 [ %7842, %7841 ], [ 0, %7784 ]
  %7787 = icmp slt i64 %7786, 4
  br i1 %7787, label %7788, label %7843

7788:                                             ; preds = %7785
  br label %7789

7789:                                             ; preds = %7792, %7788
  %7790 = phi i64 [ %7840, %7792 ], [ 0, %7788 ]
  %7791 = icmp slt i64 %7790, 4
  br i1 %7791, label %7792, label %7841

7792:                                             ; preds = %7789
  %7793 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, 1
  %7794 = mul nuw nsw i64 %7778, 4608
  %7795 = mul nuw nsw i64 %7782, 16
  %7796 = add nuw nsw i64 %7794, %7795
  %7797 = mul nuw nsw i64 %7786, 4
  %7798 = add nuw nsw i64 %7796, %7797
  %7799 = add nuw nsw i64 %7798, %7790
  %7800 = getelementptr inbounds nuw float, ptr %7793, i64 %7799
  %7801 = load float, ptr %7800, align 4
  %7802 = add nuw nsw i64 %7782, 0
  %7803 = add nuw nsw i64 %7802, 0
  %7804 = getelementptr inbounds nuw float, ptr @__constant_288xf32_46, i64 %7803
  %7805 = load float, ptr %7804, align 4
  %7806 = add nuw nsw i64 %7782, 0
  %7807 = add nuw nsw i64 %7806, 0
  %7808 = getelementptr inbounds nuw float, ptr @__constant_288xf32_45, i64 %7807
  %7809 = load float, ptr %7808, align 4
  %7810 = add nuw nsw i64 %7782, 0
  %7811 = add nuw nsw i64 %7810, 0
  %7812 = getelementptr inbounds nuw float, ptr @__constant_288xf32_44, i64 %7811
  %7813 = load float, ptr %7812, align 4
  %7814 = add nuw nsw i64 %7782, 0
  %7815 = add nuw nsw i64 %7814, 0
  %7816 = getelementptr inbounds nuw float, ptr @__constant_288xf32_43, i64 %7815
  %7817 = load float, ptr %7816, align 4
  %7818 = fadd float %7809, 1.000000e-03
  %7819 = call float @llvm.sqrt.f32(float %7818)
  %7820 = fdiv float 1.000000e+00, %7819
  %7821 = fsub float %7801, %7805
  %7822 = fmul float %7821, %7820
  %7823 = fmul float %7822, %7813
  %7824 = fadd float %7823, %7817
  %7825 = fadd float %7824, 3.000000e+00
  %7826 = fcmp ult float %7825, 0.000000e+00
  %7827 = select i1 %7826, float 0.000000e+00, float %7825
  %7828 = fcmp ugt float %7827, 6.000000e+00
  %7829 = select i1 %7828, float 6.000000e+00, float %7827
  %7830 = fmul float %7824, %7829
  %7831 = fdiv float %7830, 6.000000e+00
  %7832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, 1
  %7833 = mul nuw nsw i64 %7778, 4608
  %7834 = mul nuw nsw i64 %7782, 16
  %7835 = add nuw nsw i64 %7833, %7834
  %7836 = mul nuw nsw i64 %7786, 4
  %7837 = add nuw nsw i64 %7835, %7836
  %7838 = add nuw nsw i64 %7837, %7790
  %7839 = getelementptr inbounds nuw float, ptr %7832, i64 %7838
  store float %7831, ptr %7839, align 4
  %7840 = add i64 %7790, 1
  br label %7789

7841:                                             ; preds = %7789
  %7842 = add i64 %7786, 1
  br label %7785

7843:                                             ; preds = %7785
  %7844 = add i64 %7782, 1
  br label %7781

7845:                                             ; preds = %7781
  %7846 = add i64 %7778, 1
  br label %7777

7847:                                             ; preds = %7777
  %7848 = call ptr @malloc(i64 73792)
  %7849 = ptrtoint ptr %7848 to i64
  %7850 = add i64 %7849, 63
  %7851 = urem i64 %7850, 64
  %7852 = sub i64 %7850, %7851
  %7853 = inttoptr i64 %7852 to ptr
  %7854 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7848, 0
  %7855 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7854, ptr %7853, 1
  %7856 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7855, i64 0, 2
  %7857 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7856, i64 1, 3, 0
  %7858 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7857, i64 288, 3, 1
  %7859 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7858, i64 8, 3, 2
  %7860 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7859, i64 8, 3, 3
  %7861 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7860, i64 18432, 4, 0
  %7862 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7861, i64 64, 4, 1
  %7863 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7862, i64 8, 4, 2
  %7864 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7863, i64 1, 4, 3
  br label %7865

7865:                                             ; preds = %7894, %7847
  %7866 = phi i64 [ %7895, %7894 ], [ 0, %7847 ]
  %7867 = icmp slt i64 %7866, 1
  br i1 %7867, label %7868, label %7896

7868:                                             ; preds = %7865
  br label %7869

7869:                                             ; preds = %7892, %7868
  %7870 = phi i64 [ %7893, %7892 ], [ 0, %7868 ]
  %7871 = icmp slt i64 %7870, 288
  br i1 %7871, label %7872, label %7894

7872:                                             ; preds = %7869
  br label %7873

7873:                                             ; preds = %7890, %7872
  %7874 = phi i64 [ %7891, %7890 ], [ 0, %7872 ]
  %7875 = icmp slt i64 %7874, 8
  br i1 %7875, label %7876, label %7892

7876:                                             ; preds = %7873
  br label %7877

7877:                                             ; preds = %7880, %7876
  %7878 = phi i64 [ %7889, %7880 ], [ 0, %7876 ]
  %7879 = icmp slt i64 %7878, 8
  br i1 %7879, label %7880, label %7890

7880:                                             ; preds = %7877
  %7881 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7864, 1
  %7882 = mul nuw nsw i64 %7866, 18432
  %7883 = mul nuw nsw i64 %7870, 64
  %7884 = add nuw nsw i64 %7882, %7883
  %7885 = mul nuw nsw i64 %7874, 8
  %7886 = add nuw nsw i64 %7884, %7885
  %7887 = add nuw nsw i64 %7886, %7878
  %7888 = getelementptr inbounds nuw float, ptr %7881, i64 %7887
  store float 0.000000e+00, ptr %7888, align 4
  %7889 = add i64 %7878, 1
  br label %7877

7890:                                             ; preds = %7877
  %7891 = add i64 %7874, 1
  br label %7873

7892:                                             ; preds = %7873
  %7893 = add i64 %7870, 1
  br label %7869

7894:                                             ; preds = %7869
  %7895 = add i64 %7866, 1
  br label %7865

7896:                                             ; preds = %7865
  %7897 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7864, 0
  %7898 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7864, 1
  %7899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7897, 0
  %7900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7899, ptr %7898, 1
  %7901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7900, i64 18, 2
  %7902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7901, i64 1, 3, 0
  %7903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7902, i64 18432, 4, 0
  %7904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7903, i64 288, 3, 1
  %7905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7904, i64 64, 4, 1
  %7906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7905, i64 4, 3, 2
  %7907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7906, i64 8, 4, 2
  %7908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7907, i64 4, 3, 3
  %7909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7908, i64 1, 4, 3
  br label %7910

7910:                                             ; preds = %7949, %7896
  %7911 = phi i64 [ %7950, %7949 ], [ 0, %7896 ]
  %7912 = icmp slt i64 %7911, 1
  br i1 %7912, label %7913, label %7951

7913:                                             ; preds = %7910
  br label %7914

7914:                                             ; preds = %7947, %7913
  %7915 = phi i64 [ %7948, %7947 ], [ 0, %7913 ]
  %7916 = icmp slt i64 %7915, 288
  br i1 %7916, label %7917, label %7949

7917:                                             ; preds = %7914
  br label %7918

7918:                                             ; preds = %7945, %7917
  %7919 = phi i64 [ %7946, %7945 ], [ 0, %7917 ]
  %7920 = icmp slt i64 %7919, 4
  br i1 %7920, label %7921, label %7947

7921:                                             ; preds = %7918
  br label %7922

7922:                                             ; preds = %7925, %7921
  %7923 = phi i64 [ %7944, %7925 ], [ 0, %7921 ]
  %7924 = icmp slt i64 %7923, 4
  br i1 %7924, label %7925, label %7945

7925:                                             ; preds = %7922
  %7926 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, 1
  %7927 = mul nuw nsw i64 %7911, 4608
  %7928 = mul nuw nsw i64 %7915, 16
  %7929 = add nuw nsw i64 %7927, %7928
  %7930 = mul nuw nsw i64 %7919, 4
  %7931 = add nuw nsw i64 %7929, %7930
  %7932 = add nuw nsw i64 %7931, %7923
  %7933 = getelementptr inbounds nuw float, ptr %7926, i64 %7932
  %7934 = load float, ptr %7933, align 4
  %7935 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7909, 1
  %7936 = getelementptr float, ptr %7935, i64 18
  %7937 = mul nuw nsw i64 %7911, 18432
  %7938 = mul nuw nsw i64 %7915, 64
  %7939 = add nuw nsw i64 %7937, %7938
  %7940 = mul nuw nsw i64 %7919, 8
  %7941 = add nuw nsw i64 %7939, %7940
  %7942 = add nuw nsw i64 %7941, %7923
  %7943 = getelementptr inbounds nuw float, ptr %7936, i64 %7942
  store float %7934, ptr %7943, align 4
  %7944 = add i64 %7923, 1
  br label %7922

7945:                                             ; preds = %7922
  %7946 = add i64 %7919, 1
  br label %7918

7947:                                             ; preds = %7918
  %7948 = add i64 %7915, 1
  br label %7914

7949:                                             ; preds = %7914
  %7950 = add i64 %7911, 1
  br label %7910

7951:                                             ; preds = %7910
  %7952 = call ptr @malloc(i64 4672)
  %7953 = ptrtoint ptr %7952 to i64
  %7954 = add i64 %7953, 63
  %7955 = urem i64 %7954, 64
  %7956 = sub i64 %7954, %7955
  %7957 = inttoptr i64 %7956 to ptr
  %7958 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7952, 0
  %7959 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7958, ptr %7957, 1
  %7960 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7959, i64 0, 2
  %7961 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7960, i64 1, 3, 0
  %7962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7961, i64 288, 3, 1
  %7963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7962, i64 2, 3, 2
  %7964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7963, i64 2, 3, 3
  %7965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7964, i64 1152, 4, 0
  %7966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7965, i64 4, 4, 1
  %7967 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7966, i64 2, 4, 2
  %7968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7967, i64 1, 4, 3
  br label %7969

7969:                                             ; preds = %7998, %7951
  %7970 = phi i64 [ %7999, %7998 ], [ 0, %7951 ]
  %7971 = icmp slt i64 %7970, 1
  br i1 %7971, label %7972, label %8000

7972:                                             ; preds = %7969
  br label %7973

7973:                                             ; preds = %7996, %7972
  %7974 = phi i64 [ %7997, %7996 ], [ 0, %7972 ]
  %7975 = icmp slt i64 %7974, 288
  br i1 %7975, label %7976, label %7998

7976:                                             ; preds = %7973
  br label %7977

7977:                                             ; preds = %7994, %7976
  %7978 = phi i64 [ %7995, %7994 ], [ 0, %7976 ]
  %7979 = icmp slt i64 %7978, 2
  br i1 %7979, label %7980, label %7996

7980:                                             ; preds = %7977
  br label %7981

7981:                                             ; preds = %7984, %7980
  %7982 = phi i64 [ %7993, %7984 ], [ 0, %7980 ]
  %7983 = icmp slt i64 %7982, 2
  br i1 %7983, label %7984, label %7994

7984:                                             ; preds = %7981
  %7985 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 1
  %7986 = mul nuw nsw i64 %7970, 1152
  %7987 = mul nuw nsw i64 %7974, 4
  %7988 = add nuw nsw i64 %7986, %7987
  %7989 = mul nuw nsw i64 %7978, 2
  %7990 = add nuw nsw i64 %7988, %7989
  %7991 = add nuw nsw i64 %7990, %7982
  %7992 = getelementptr inbounds nuw float, ptr %7985, i64 %7991
  store float 0.000000e+00, ptr %7992, align 4
  %7993 = add i64 %7982, 1
  br label %7981

7994:                                             ; preds = %7981
  %7995 = add i64 %7978, 1
  br label %7977

7996:                                             ; preds = %7977
  %7997 = add i64 %7974, 1
  br label %7973

7998:                                             ; preds = %7973
  %7999 = add i64 %7970, 1
  br label %7969

8000:                                             ; preds = %7969
  br label %8001

8001:                                             ; preds = %8072, %8000
  %8002 = phi i64 [ %8073, %8072 ], [ 0, %8000 ]
  %8003 = icmp slt i64 %8002, 1
  br i1 %8003, label %8004, label %8074

8004:                                             ; preds = %8001
  br label %8005

8005:                                             ; preds = %8070, %8004
  %8006 = phi i64 [ %8071, %8070 ], [ 0, %8004 ]
  %8007 = icmp slt i64 %8006, 2
  br i1 %8007, label %8008, label %8072

8008:                                             ; preds = %8005
  br label %8009

8009:                                             ; preds = %8068, %8008
  %8010 = phi i64 [ %8069, %8068 ], [ 0, %8008 ]
  %8011 = icmp slt i64 %8010, 2
  br i1 %8011, label %8012, label %8070

8012:                                             ; preds = %8009
  br label %8013

8013:                                             ; preds = %8066, %8012
  %8014 = phi i64 [ %8067, %8066 ], [ 0, %8012 ]
  %8015 = icmp slt i64 %8014, 288
  br i1 %8015, label %8016, label %8068

8016:                                             ; preds = %8013
  br label %8017

8017:                                             ; preds = %8064, %8016
  %8018 = phi i64 [ %8065, %8064 ], [ 0, %8016 ]
  %8019 = icmp slt i64 %8018, 5
  br i1 %8019, label %8020, label %8066

8020:                                             ; preds = %8017
  br label %8021

8021:                                             ; preds = %8024, %8020
  %8022 = phi i64 [ %8063, %8024 ], [ 0, %8020 ]
  %8023 = icmp slt i64 %8022, 5
  br i1 %8023, label %8024, label %8064

8024:                                             ; preds = %8021
  %8025 = mul nsw i64 %8006, 2
  %8026 = add i64 %8025, %8018
  %8027 = mul nsw i64 %8010, 2
  %8028 = add i64 %8027, %8022
  %8029 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7864, 1
  %8030 = mul nuw nsw i64 %8002, 18432
  %8031 = mul nuw nsw i64 %8014, 64
  %8032 = add nuw nsw i64 %8030, %8031
  %8033 = mul nuw nsw i64 %8026, 8
  %8034 = add nuw nsw i64 %8032, %8033
  %8035 = add nuw nsw i64 %8034, %8028
  %8036 = getelementptr inbounds nuw float, ptr %8029, i64 %8035
  %8037 = load float, ptr %8036, align 4
  %8038 = mul nuw nsw i64 %8014, 25
  %8039 = mul nuw nsw i64 %8018, 5
  %8040 = add nuw nsw i64 %8038, %8039
  %8041 = add nuw nsw i64 %8040, %8022
  %8042 = getelementptr inbounds nuw float, ptr @__constant_288x1x5x5xf32, i64 %8041
  %8043 = load float, ptr %8042, align 4
  %8044 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 1
  %8045 = mul nuw nsw i64 %8002, 1152
  %8046 = mul nuw nsw i64 %8014, 4
  %8047 = add nuw nsw i64 %8045, %8046
  %8048 = mul nuw nsw i64 %8006, 2
  %8049 = add nuw nsw i64 %8047, %8048
  %8050 = add nuw nsw i64 %8049, %8010
  %8051 = getelementptr inbounds nuw float, ptr %8044, i64 %8050
  %8052 = load float, ptr %8051, align 4
  %8053 = fmul float %8037, %8043
  %8054 = fadd float %8052, %8053
  %8055 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 1
  %8056 = mul nuw nsw i64 %8002, 1152
  %8057 = mul nuw nsw i64 %8014, 4
  %8058 = add nuw nsw i64 %8056, %8057
  %8059 = mul nuw nsw i64 %8006, 2
  %8060 = add nuw nsw i64 %8058, %8059
  %8061 = add nuw nsw i64 %8060, %8010
  %8062 = getelementptr inbounds nuw float, ptr %8055, i64 %8061
  store float %8054, ptr %8062, align 4
  %8063 = add i64 %8022, 1
  br label %8021

8064:                                             ; preds = %8021
  %8065 = add i64 %8018, 1
  br label %8017

8066:                                             ; preds = %8017
  %8067 = add i64 %8014, 1
  br label %8013

8068:                                             ; preds = %8013
  %8069 = add i64 %8010, 1
  br label %8009

8070:                                             ; preds = %8009
  %8071 = add i64 %8006, 1
  br label %8005

8072:                                             ; preds = %8005
  %8073 = add i64 %8002, 1
  br label %8001

8074:                                             ; preds = %8001
  br label %8075

8075:                                             ; preds = %8143, %8074
  %8076 = phi i64 [ %8144, %8143 ], [ 0, %8074 ]
  %8077 = icmp slt i64 %8076, 1
  br i1 %8077, label %8078, label %8145

8078:                                             ; preds = %8075
  br label %8079

8079:                                             ; preds = %8141, %8078
  %8080 = phi i64 [ %8142, %8141 ], [ 0, %8078 ]
  %8081 = icmp slt i64 %8080, 288
  br i1 %8081, label %8082, label %8143

8082:                                             ; preds = %8079
  br label %8083

8083:                                             ; preds = %8139, %8082
  %8084 = phi i64 [ %8140, %8139 ], [ 0, %8082 ]
  %8085 = icmp slt i64 %8084, 2
  br i1 %8085, label %8086, label %8141

8086:                                             ; preds = %8083
  br label %8087

8087:                                             ; preds = %8090, %8086
  %8088 = phi i64 [ %8138, %8090 ], [ 0, %8086 ]
  %8089 = icmp slt i64 %8088, 2
  br i1 %8089, label %8090, label %8139

8090:                                             ; preds = %8087
  %8091 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 1
  %8092 = mul nuw nsw i64 %8076, 1152
  %8093 = mul nuw nsw i64 %8080, 4
  %8094 = add nuw nsw i64 %8092, %8093
  %8095 = mul nuw nsw i64 %8084, 2
  %8096 = add nuw nsw i64 %8094, %8095
  %8097 = add nuw nsw i64 %8096, %8088
  %8098 = getelementptr inbounds nuw float, ptr %8091, i64 %8097
  %8099 = load float, ptr %8098, align 4
  %8100 = add nuw nsw i64 %8080, 0
  %8101 = add nuw nsw i64 %8100, 0
  %8102 = getelementptr inbounds nuw float, ptr @__constant_288xf32_42, i64 %8101
  %8103 = load float, ptr %8102, align 4
  %8104 = add nuw nsw i64 %8080, 0
  %8105 = add nuw nsw i64 %8104, 0
  %8106 = getelementptr inbounds nuw float, ptr @__constant_288xf32_41, i64 %8105
  %8107 = load float, ptr %8106, align 4
  %8108 = add nuw nsw i64 %8080, 0
  %8109 = add nuw nsw i64 %8108, 0
  %8110 = getelementptr inbounds nuw float, ptr @__constant_288xf32_40, i64 %8109
  %8111 = load float, ptr %8110, align 4
  %8112 = add nuw nsw i64 %8080, 0
  %8113 = add nuw nsw i64 %8112, 0
  %8114 = getelementptr inbounds nuw float, ptr @__constant_288xf32_39, i64 %8113
  %8115 = load float, ptr %8114, align 4
  %8116 = fadd float %8107, 1.000000e-03
  %8117 = call float @llvm.sqrt.f32(float %8116)
  %8118 = fdiv float 1.000000e+00, %8117
  %8119 = fsub float %8099, %8103
  %8120 = fmul float %8119, %8118
  %8121 = fmul float %8120, %8111
  %8122 = fadd float %8121, %8115
  %8123 = fadd float %8122, 3.000000e+00
  %8124 = fcmp ult float %8123, 0.000000e+00
  %8125 = select i1 %8124, float 0.000000e+00, float %8123
  %8126 = fcmp ugt float %8125, 6.000000e+00
  %8127 = select i1 %8126, float 6.000000e+00, float %8125
  %8128 = fmul float %8122, %8127
  %8129 = fdiv float %8128, 6.000000e+00
  %8130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 1
  %8131 = mul nuw nsw i64 %8076, 1152
  %8132 = mul nuw nsw i64 %8080, 4
  %8133 = add nuw nsw i64 %8131, %8132
  %8134 = mul nuw nsw i64 %8084, 2
  %8135 = add nuw nsw i64 %8133, %8134
  %8136 = add nuw nsw i64 %8135, %8088
  %8137 = getelementptr inbounds nuw float, ptr %8130, i64 %8136
  store float %8129, ptr %8137, align 4
  %8138 = add i64 %8088, 1
  br label %8087

8139:                                             ; preds = %8087
  %8140 = add i64 %8084, 1
  br label %8083

8141:                                             ; preds = %8083
  %8142 = add i64 %8080, 1
  br label %8079

8143:                                             ; preds = %8079
  %8144 = add i64 %8076, 1
  br label %8075

8145:                                             ; preds = %8075
  %8146 = call ptr @malloc(i64 1216)
  %8147 = ptrtoint ptr %8146 to i64
  %8148 = add i64 %8147, 63
  %8149 = urem i64 %8148, 64
  %8150 = sub i64 %8148, %8149
  %8151 = inttoptr i64 %8150 to ptr
  %8152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8146, 0
  %8153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8152, ptr %8151, 1
  %8154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8153, i64 0, 2
  %8155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8154, i64 1, 3, 0
  %8156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8155, i64 288, 3, 1
  %8157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8156, i64 1, 3, 2
  %8158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8157, i64 1, 3, 3
  %8159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8158, i64 288, 4, 0
  %8160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8159, i64 1, 4, 1
  %8161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8160, i64 1, 4, 2
  %8162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8161, i64 1, 4, 3
  br label %8163

8163:                                             ; preds = %8190, %8145
  %8164 = phi i64 [ %8191, %8190 ], [ 0, %8145 ]
  %8165 = icmp slt i64 %8164, 1
  br i1 %8165, label %8166, label %8192

8166:                                             ; preds = %8163
  br label %8167

8167:                                             ; preds = %8188, %8166
  %8168 = phi i64 [ %8189, %8188 ], [ 0, %8166 ]
  %8169 = icmp slt i64 %8168, 288
  br i1 %8169, label %8170, label %8190

8170:                                             ; preds = %8167
  br label %8171

8171:                                             ; preds = %8186, %8170
  %8172 = phi i64 [ %8187, %8186 ], [ 0, %8170 ]
  %8173 = icmp slt i64 %8172, 1
  br i1 %8173, label %8174, label %8188

8174:                                             ; preds = %8171
  br label %8175

8175:                                             ; preds = %8178, %8174
  %8176 = phi i64 [ %8185, %8178 ], [ 0, %8174 ]
  %8177 = icmp slt i64 %8176, 1
  br i1 %8177, label %8178, label %8186

8178:                                             ; preds = %8175
  %8179 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8180 = mul nuw nsw i64 %8164, 288
  %8181 = add nuw nsw i64 %8180, %8168
  %8182 = add nuw nsw i64 %8181, %8172
  %8183 = add nuw nsw i64 %8182, %8176
  %8184 = getelementptr inbounds nuw float, ptr %8179, i64 %8183
  store float 0.000000e+00, ptr %8184, align 4
  %8185 = add i64 %8176, 1
  br label %8175

8186:                                             ; preds = %8175
  %8187 = add i64 %8172, 1
  br label %8171

8188:                                             ; preds = %8171
  %8189 = add i64 %8168, 1
  br label %8167

8190:                                             ; preds = %8167
  %8191 = add i64 %8164, 1
  br label %8163

8192:                                             ; preds = %8163
  br label %8193

8193:                                             ; preds = %8237, %8192
  %8194 = phi i64 [ %8238, %8237 ], [ 0, %8192 ]
  %8195 = icmp slt i64 %8194, 1
  br i1 %8195, label %8196, label %8239

8196:                                             ; preds = %8193
  br label %8197

8197:                                             ; preds = %8235, %8196
  %8198 = phi i64 [ %8236, %8235 ], [ 0, %8196 ]
  %8199 = icmp slt i64 %8198, 288
  br i1 %8199, label %8200, label %8237

8200:                                             ; preds = %8197
  br label %8201

8201:                                             ; preds = %8233, %8200
  %8202 = phi i64 [ %8234, %8233 ], [ 0, %8200 ]
  %8203 = icmp slt i64 %8202, 2
  br i1 %8203, label %8204, label %8235

8204:                                             ; preds = %8201
  br label %8205

8205:                                             ; preds = %8208, %8204
  %8206 = phi i64 [ %8232, %8208 ], [ 0, %8204 ]
  %8207 = icmp slt i64 %8206, 2
  br i1 %8207, label %8208, label %8233

8208:                                             ; preds = %8205
  %8209 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 1
  %8210 = mul nuw nsw i64 %8194, 1152
  %8211 = mul nuw nsw i64 %8198, 4
  %8212 = add nuw nsw i64 %8210, %8211
  %8213 = mul nuw nsw i64 %8202, 2
  %8214 = add nuw nsw i64 %8212, %8213
  %8215 = add nuw nsw i64 %8214, %8206
  %8216 = getelementptr inbounds nuw float, ptr %8209, i64 %8215
  %8217 = load float, ptr %8216, align 4
  %8218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8219 = mul nuw nsw i64 %8194, 288
  %8220 = add nuw nsw i64 %8219, %8198
  %8221 = add nuw nsw i64 %8220, 0
  %8222 = add nuw nsw i64 %8221, 0
  %8223 = getelementptr inbounds nuw float, ptr %8218, i64 %8222
  %8224 = load float, ptr %8223, align 4
  %8225 = fadd float %8217, %8224
  %8226 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8227 = mul nuw nsw i64 %8194, 288
  %8228 = add nuw nsw i64 %8227, %8198
  %8229 = add nuw nsw i64 %8228, 0
  %8230 = add nuw nsw i64 %8229, 0
  %8231 = getelementptr inbounds nuw float, ptr %8226, i64 %8230
  store float %8225, ptr %8231, align 4
  %8232 = add i64 %8206, 1
  br label %8205

8233:                                             ; preds = %8205
  %8234 = add i64 %8202, 1
  br label %8201

8235:                                             ; preds = %8201
  %8236 = add i64 %8198, 1
  br label %8197

8237:                                             ; preds = %8197
  %8238 = add i64 %8194, 1
  br label %8193

8239:                                             ; preds = %8193
  %8240 = call ptr @malloc(i64 352)
  %8241 = ptrtoint ptr %8240 to i64
  %8242 = add i64 %8241, 63
  %8243 = urem i64 %8242, 64
  %8244 = sub i64 %8242, %8243
  %8245 = inttoptr i64 %8244 to ptr
  %8246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8240, 0
  %8247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8246, ptr %8245, 1
  %8248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8247, i64 0, 2
  %8249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8248, i64 1, 3, 0
  %8250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8249, i64 72, 3, 1
  %8251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8250, i64 1, 3, 2
  %8252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8251, i64 1, 3, 3
  %8253 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8252, i64 72, 4, 0
  %8254 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8253, i64 1, 4, 1
  %8255 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8254, i64 1, 4, 2
  %8256 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8255, i64 1, 4, 3
  br label %8257

8257:                                             ; preds = %8286, %8239
  %8258 = phi i64 [ %8287, %8286 ], [ 0, %8239 ]
  %8259 = icmp slt i64 %8258, 1
  br i1 %8259, label %8260, label %8288

8260:                                             ; preds = %8257
  br label %8261

8261:                                             ; preds = %8284, %8260
  %8262 = phi i64 [ %8285, %8284 ], [ 0, %8260 ]
  %8263 = icmp slt i64 %8262, 72
  br i1 %8263, label %8264, label %8286

8264:                                             ; preds = %8261
  br label %8265

8265:                                             ; preds = %8282, %8264
  %8266 = phi i64 [ %8283, %8282 ], [ 0, %8264 ]
  %8267 = icmp slt i64 %8266, 1
  br i1 %8267, label %8268, label %8284

8268:                                             ; preds = %8265
  br label %8269

8269:                                             ; preds = %8272, %8268
  %8270 = phi i64 [ %8281, %8272 ], [ 0, %8268 ]
  %8271 = icmp slt i64 %8270, 1
  br i1 %8271, label %8272, label %8282

8272:                                             ; preds = %8269
  %8273 = getelementptr inbounds nuw float, ptr @__constant_72xf32, i64 %8262
  %8274 = load float, ptr %8273, align 4
  %8275 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8256, 1
  %8276 = mul nuw nsw i64 %8258, 72
  %8277 = add nuw nsw i64 %8276, %8262
  %8278 = add nuw nsw i64 %8277, %8266
  %8279 = add nuw nsw i64 %8278, %8270
  %8280 = getelementptr inbounds nuw float, ptr %8275, i64 %8279
  store float %8274, ptr %8280, align 4
  %8281 = add i64 %8270, 1
  br label %8269

8282:                                             ; preds = %8269
  %8283 = add i64 %8266, 1
  br label %8265

8284:                                             ; preds = %8265
  %8285 = add i64 %8262, 1
  br label %8261

8286:                                             ; preds = %8261
  %8287 = add i64 %8258, 1
  br label %8257

8288:                                             ; preds = %8257
  br label %8289

8289:                                             ; preds = %8359, %8288
  %8290 = phi i64 [ %8360, %8359 ], [ 0, %8288 ]
  %8291 = icmp slt i64 %8290, 1
  br i1 %8291, label %8292, label %8361

8292:                                             ; preds = %8289
  br label %8293

8293:                                             ; preds = %8357, %8292
  %8294 = phi i64 [ %8358, %8357 ], [ 0, %8292 ]
  %8295 = icmp slt i64 %8294, 72
  br i1 %8295, label %8296, label %8359

8296:                                             ; preds = %8293
  br label %8297

8297:                                             ; preds = %8355, %8296
  %8298 = phi i64 [ %8356, %8355 ], [ 0, %8296 ]
  %8299 = icmp slt i64 %8298, 1
  br i1 %8299, label %8300, label %8357

8300:                                             ; preds = %8297
  br label %8301

8301:                                             ; preds = %8353, %8300
  %8302 = phi i64 [ %8354, %8353 ], [ 0, %8300 ]
  %8303 = icmp slt i64 %8302, 1
  br i1 %8303, label %8304, label %8355

8304:                                             ; preds = %8301
  br label %8305

8305:                                             ; preds = %8351, %8304
  %8306 = phi i64 [ %8352, %8351 ], [ 0, %8304 ]
  %8307 = icmp slt i64 %8306, 288
  br i1 %8307, label %8308, label %8353

8308:                                             ; preds = %8305
  br label %8309

8309:                                             ; preds = %8349, %8308
  %8310 = phi i64 [ %8350, %8349 ], [ 0, %8308 ]
  %8311 = icmp slt i64 %8310, 1
  br i1 %8311, label %8312, label %8351

8312:                                             ; preds = %8309
  br label %8313

8313:                                             ; preds = %8316, %8312
  %8314 = phi i64 [ %8348, %8316 ], [ 0, %8312 ]
  %8315 = icmp slt i64 %8314, 1
  br i1 %8315, label %8316, label %8349

8316:                                             ; preds = %8313
  %8317 = add i64 %8298, %8310
  %8318 = add i64 %8302, %8314
  %8319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8320 = mul nuw nsw i64 %8290, 288
  %8321 = add nuw nsw i64 %8320, %8306
  %8322 = add nuw nsw i64 %8321, %8317
  %8323 = add nuw nsw i64 %8322, %8318
  %8324 = getelementptr inbounds nuw float, ptr %8319, i64 %8323
  %8325 = load float, ptr %8324, align 4
  %8326 = mul nuw nsw i64 %8294, 288
  %8327 = add nuw nsw i64 %8326, %8306
  %8328 = add nuw nsw i64 %8327, %8310
  %8329 = add nuw nsw i64 %8328, %8314
  %8330 = getelementptr inbounds nuw float, ptr @__constant_72x288x1x1xf32, i64 %8329
  %8331 = load float, ptr %8330, align 4
  %8332 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8256, 1
  %8333 = mul nuw nsw i64 %8290, 72
  %8334 = add nuw nsw i64 %8333, %8294
  %8335 = add nuw nsw i64 %8334, %8298
  %8336 = add nuw nsw i64 %8335, %8302
  %8337 = getelementptr inbounds nuw float, ptr %8332, i64 %8336
  %8338 = load float, ptr %8337, align 4
  %8339 = fdiv float %8325, 4.000000e+00
  %8340 = fmul float %8339, %8331
  %8341 = fadd float %8338, %8340
  %8342 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8256, 1
  %8343 = mul nuw nsw i64 %8290, 72
  %8344 = add nuw nsw i64 %8343, %8294
  %8345 = add nuw nsw i64 %8344, %8298
  %8346 = add nuw nsw i64 %8345, %8302
  %8347 = getelementptr inbounds nuw float, ptr %8342, i64 %8346
  store float %8341, ptr %8347, align 4
  %8348 = add i64 %8314, 1
  br label %8313

8349:                                             ; preds = %8313
  %8350 = add i64 %8310, 1
  br label %8309

8351:                                             ; preds = %8309
  %8352 = add i64 %8306, 1
  br label %8305

8353:                                             ; preds = %8305
  %8354 = add i64 %8302, 1
  br label %8301

8355:                                             ; preds = %8301
  %8356 = add i64 %8298, 1
  br label %8297

8357:                                             ; preds = %8297
  %8358 = add i64 %8294, 1
  br label %8293

8359:                                             ; preds = %8293
  %8360 = add i64 %8290, 1
  br label %8289

8361:                                             ; preds = %8289
  br label %8362

8362:                                             ; preds = %8391, %8361
  %8363 = phi i64 [ %8392, %8391 ], [ 0, %8361 ]
  %8364 = icmp slt i64 %8363, 1
  br i1 %8364, label %8365, label %8393

8365:                                             ; preds = %8362
  br label %8366

8366:                                             ; preds = %8389, %8365
  %8367 = phi i64 [ %8390, %8389 ], [ 0, %8365 ]
  %8368 = icmp slt i64 %8367, 288
  br i1 %8368, label %8369, label %8391

8369:                                             ; preds = %8366
  br label %8370

8370:                                             ; preds = %8387, %8369
  %8371 = phi i64 [ %8388, %8387 ], [ 0, %8369 ]
  %8372 = icmp slt i64 %8371, 1
  br i1 %8372, label %8373, label %8389

8373:                                             ; preds = %8370
  br label %8374

8374:                                             ; preds = %8377, %8373
  %8375 = phi i64 [ %8386, %8377 ], [ 0, %8373 ]
  %8376 = icmp slt i64 %8375, 1
  br i1 %8376, label %8377, label %8387

8377:                                             ; preds = %8374
  %8378 = getelementptr inbounds nuw float, ptr @__constant_288xf32, i64 %8367
  %8379 = load float, ptr %8378, align 4
  %8380 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8381 = mul nuw nsw i64 %8363, 288
  %8382 = add nuw nsw i64 %8381, %8367
  %8383 = add nuw nsw i64 %8382, %8371
  %8384 = add nuw nsw i64 %8383, %8375
  %8385 = getelementptr inbounds nuw float, ptr %8380, i64 %8384
  store float %8379, ptr %8385, align 4
  %8386 = add i64 %8375, 1
  br label %8374

8387:                                             ; preds = %8374
  %8388 = add i64 %8371, 1
  br label %8370

8389:                                             ; preds = %8370
  %8390 = add i64 %8367, 1
  br label %8366

8391:                                             ; preds = %8366
  %8392 = add i64 %8363, 1
  br label %8362

8393:                                             ; preds = %8362
  br label %8394

8394:                                             ; preds = %8465, %8393
  %8395 = phi i64 [ %8466, %8465 ], [ 0, %8393 ]
  %8396 = icmp slt i64 %8395, 1
  br i1 %8396, label %8397, label %8467

8397:                                             ; preds = %8394
  br label %8398

8398:                                             ; preds = %8463, %8397
  %8399 = phi i64 [ %8464, %8463 ], [ 0, %8397 ]
  %8400 = icmp slt i64 %8399, 288
  br i1 %8400, label %8401, label %8465

8401:                                             ; preds = %8398
  br label %8402

8402:                                             ; preds = %8461, %8401
  %8403 = phi i64 [ %8462, %8461 ], [ 0, %8401 ]
  %8404 = icmp slt i64 %8403, 1
  br i1 %8404, label %8405, label %8463

8405:                                             ; preds = %8402
  br label %8406

8406:                                             ; preds = %8459, %8405
  %8407 = phi i64 [ %8460, %8459 ], [ 0, %8405 ]
  %8408 = icmp slt i64 %8407, 1
  br i1 %8408, label %8409, label %8461

8409:                                             ; preds = %8406
  br label %8410

8410:                                             ; preds = %8457, %8409
  %8411 = phi i64 [ %8458, %8457 ], [ 0, %8409 ]
  %8412 = icmp slt i64 %8411, 72
  br i1 %8412, label %8413, label %8459

8413:                                             ; preds = %8410
  br label %8414

8414:                                             ; preds = %8455, %8413
  %8415 = phi i64 [ %8456, %8455 ], [ 0, %8413 ]
  %8416 = icmp slt i64 %8415, 1
  br i1 %8416, label %8417, label %8457

8417:                                             ; preds = %8414
  br label %8418

8418:                                             ; preds = %8421, %8417
  %8419 = phi i64 [ %8454, %8421 ], [ 0, %8417 ]
  %8420 = icmp slt i64 %8419, 1
  br i1 %8420, label %8421, label %8455

8421:                                             ; preds = %8418
  %8422 = add i64 %8403, %8415
  %8423 = add i64 %8407, %8419
  %8424 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8256, 1
  %8425 = mul nuw nsw i64 %8395, 72
  %8426 = add nuw nsw i64 %8425, %8411
  %8427 = add nuw nsw i64 %8426, %8422
  %8428 = add nuw nsw i64 %8427, %8423
  %8429 = getelementptr inbounds nuw float, ptr %8424, i64 %8428
  %8430 = load float, ptr %8429, align 4
  %8431 = mul nuw nsw i64 %8399, 72
  %8432 = add nuw nsw i64 %8431, %8411
  %8433 = add nuw nsw i64 %8432, %8415
  %8434 = add nuw nsw i64 %8433, %8419
  %8435 = getelementptr inbounds nuw float, ptr @__constant_288x72x1x1xf32, i64 %8434
  %8436 = load float, ptr %8435, align 4
  %8437 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8438 = mul nuw nsw i64 %8395, 288
  %8439 = add nuw nsw i64 %8438, %8399
  %8440 = add nuw nsw i64 %8439, %8403
  %8441 = add nuw nsw i64 %8440, %8407
  %8442 = getelementptr inbounds nuw float, ptr %8437, i64 %8441
  %8443 = load float, ptr %8442, align 4
  %8444 = fcmp ugt float %8430, 0.000000e+00
  %8445 = select i1 %8444, float %8430, float 0.000000e+00
  %8446 = fmul float %8445, %8436
  %8447 = fadd float %8443, %8446
  %8448 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8449 = mul nuw nsw i64 %8395, 288
  %8450 = add nuw nsw i64 %8449, %8399
  %8451 = add nuw nsw i64 %8450, %8403
  %8452 = add nuw nsw i64 %8451, %8407
  %8453 = getelementptr inbounds nuw float, ptr %8448, i64 %8452
  store float %8447, ptr %8453, align 4
  %8454 = add i64 %8419, 1
  br label %8418

8455:                                             ; preds = %8418
  %8456 = add i64 %8415, 1
  br label %8414

8457:                                             ; preds = %8414
  %8458 = add i64 %8411, 1
  br label %8410

8459:                                             ; preds = %8410
  %8460 = add i64 %8407, 1
  br label %8406

8461:                                             ; preds = %8406
  %8462 = add i64 %8403, 1
  br label %8402

8463:                                             ; preds = %8402
  %8464 = add i64 %8399, 1
  br label %8398

8465:                                             ; preds = %8398
  %8466 = add i64 %8395, 1
  br label %8394

8467:                                             ; preds = %8394
  %8468 = call ptr @malloc(i64 1600)
  %8469 = ptrtoint ptr %8468 to i64
  %8470 = add i64 %8469, 63
  %8471 = urem i64 %8470, 64
  %8472 = sub i64 %8470, %8471
  %8473 = inttoptr i64 %8472 to ptr
  %8474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8468, 0
  %8475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8474, ptr %8473, 1
  %8476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8475, i64 0, 2
  %8477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8476, i64 1, 3, 0
  %8478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8477, i64 96, 3, 1
  %8479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8478, i64 2, 3, 2
  %8480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8479, i64 2, 3, 3
  %8481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8480, i64 384, 4, 0
  %8482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8481, i64 4, 4, 1
  %8483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8482, i64 2, 4, 2
  %8484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8483, i64 1, 4, 3
  %8485 = call ptr @malloc(i64 1600)
  %8486 = ptrtoint ptr %8485 to i64
  %8487 = add i64 %8486, 63
  %8488 = urem i64 %8487, 64
  %8489 = sub i64 %8487, %8488
  %8490 = inttoptr i64 %8489 to ptr
  %8491 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8485, 0
  %8492 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8491, ptr %8490, 1
  %8493 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8492, i64 0, 2
  %8494 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8493, i64 1, 3, 0
  %8495 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8494, i64 96, 3, 1
  %8496 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8495, i64 2, 3, 2
  %8497 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8496, i64 2, 3, 3
  %8498 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8497, i64 384, 4, 0
  %8499 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8498, i64 4, 4, 1
  %8500 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8499, i64 2, 4, 2
  %8501 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8500, i64 1, 4, 3
  br label %8502

8502:                                             ; preds = %8531, %8467
  %8503 = phi i64 [ %8532, %8531 ], [ 0, %8467 ]
  %8504 = icmp slt i64 %8503, 1
  br i1 %8504, label %8505, label %8533

8505:                                             ; preds = %8502
  br label %8506

8506:                                             ; preds = %8529, %8505
  %8507 = phi i64 [ %8530, %8529 ], [ 0, %8505 ]
  %8508 = icmp slt i64 %8507, 96
  br i1 %8508, label %8509, label %8531

8509:                                             ; preds = %8506
  br label %8510

8510:                                             ; preds = %8527, %8509
  %8511 = phi i64 [ %8528, %8527 ], [ 0, %8509 ]
  %8512 = icmp slt i64 %8511, 2
  br i1 %8512, label %8513, label %8529

8513:                                             ; preds = %8510
  br label %8514

8514:                                             ; preds = %8517, %8513
  %8515 = phi i64 [ %8526, %8517 ], [ 0, %8513 ]
  %8516 = icmp slt i64 %8515, 2
  br i1 %8516, label %8517, label %8527

8517:                                             ; preds = %8514
  %8518 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8501, 1
  %8519 = mul nuw nsw i64 %8503, 384
  %8520 = mul nuw nsw i64 %8507, 4
  %8521 = add nuw nsw i64 %8519, %8520
  %8522 = mul nuw nsw i64 %8511, 2
  %8523 = add nuw nsw i64 %8521, %8522
  %8524 = add nuw nsw i64 %8523, %8515
  %8525 = getelementptr inbounds nuw float, ptr %8518, i64 %8524
  store float 0.000000e+00, ptr %8525, align 4
  %8526 = add i64 %8515, 1
  br label %8514

8527:                                             ; preds = %8514
  %8528 = add i64 %8511, 1
  br label %8510

8529:                                             ; preds = %8510
  %8530 = add i64 %8507, 1
  br label %8506

8531:                                             ; preds = %8506
  %8532 = add i64 %8503, 1
  br label %8502

8533:                                             ; preds = %8502
  %8534 = call ptr @malloc(i64 1600)
  %8535 = ptrtoint ptr %8534 to i64
  %8536 = add i64 %8535, 63
  %8537 = urem i64 %8536, 64
  %8538 = sub i64 %8536, %8537
  %8539 = inttoptr i64 %8538 to ptr
  %8540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8534, 0
  %8541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8540, ptr %8539, 1
  %8542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8541, i64 0, 2
  %8543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8542, i64 1, 3, 0
  %8544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8543, i64 96, 3, 1
  %8545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8544, i64 2, 3, 2
  %8546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8545, i64 2, 3, 3
  %8547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8546, i64 384, 4, 0
  %8548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8547, i64 4, 4, 1
  %8549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8548, i64 2, 4, 2
  %8550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8549, i64 1, 4, 3
  br label %8551

8551:                                             ; preds = %8589, %8533
  %8552 = phi i64 [ %8590, %8589 ], [ 0, %8533 ]
  %8553 = icmp slt i64 %8552, 1
  br i1 %8553, label %8554, label %8591

8554:                                             ; preds = %8551
  br label %8555

8555:                                             ; preds = %8587, %8554
  %8556 = phi i64 [ %8588, %8587 ], [ 0, %8554 ]
  %8557 = icmp slt i64 %8556, 96
  br i1 %8557, label %8558, label %8589

8558:                                             ; preds = %8555
  br label %8559

8559:                                             ; preds = %8585, %8558
  %8560 = phi i64 [ %8586, %8585 ], [ 0, %8558 ]
  %8561 = icmp slt i64 %8560, 2
  br i1 %8561, label %8562, label %8587

8562:                                             ; preds = %8559
  br label %8563

8563:                                             ; preds = %8566, %8562
  %8564 = phi i64 [ %8584, %8566 ], [ 0, %8562 ]
  %8565 = icmp slt i64 %8564, 2
  br i1 %8565, label %8566, label %8585

8566:                                             ; preds = %8563
  %8567 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8501, 1
  %8568 = mul nuw nsw i64 %8552, 384
  %8569 = mul nuw nsw i64 %8556, 4
  %8570 = add nuw nsw i64 %8568, %8569
  %8571 = mul nuw nsw i64 %8560, 2
  %8572 = add nuw nsw i64 %8570, %8571
  %8573 = add nuw nsw i64 %8572, %8564
  %8574 = getelementptr inbounds nuw float, ptr %8567, i64 %8573
  %8575 = load float, ptr %8574, align 4
  %8576 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8550, 1
  %8577 = mul nuw nsw i64 %8552, 384
  %8578 = mul nuw nsw i64 %8556, 4
  %8579 = add nuw nsw i64 %8577, %8578
  %8580 = mul nuw nsw i64 %8560, 2
  %8581 = add nuw nsw i64 %8579, %8580
  %8582 = add nuw nsw i64 %8581, %8564
  %8583 = getelementptr inbounds nuw float, ptr %8576, i64 %8582
  store float %8575, ptr %8583, align 4
  %8584 = add i64 %8564, 1
  br label %8563

8585:                                             ; preds = %8563
  %8586 = add i64 %8560, 1
  br label %8559

8587:                                             ; preds = %8559
  %8588 = add i64 %8556, 1
  br label %8555

8589:                                             ; preds = %8555
  %8590 = add i64 %8552, 1
  br label %8551

8591:                                             ; preds = %8551
  br label %8592

8592:                                             ; preds = %8681, %8591
  %8593 = phi i64 [ %8682, %8681 ], [ 0, %8591 ]
  %8594 = icmp slt i64 %8593, 1
  br i1 %8594, label %8595, label %8683

8595:                                             ; preds = %8592
  br label %8596

8596:                                             ; preds = %8679, %8595
  %8597 = phi i64 [ %8680, %8679 ], [ 0, %8595 ]
  %8598 = icmp slt i64 %8597, 96
  br i1 %8598, label %8599, label %8681

8599:                                             ; preds = %8596
  br label %8600

8600:                                             ; preds = %8677, %8599
  %8601 = phi i64 [ %8678, %8677 ], [ 0, %8599 ]
  %8602 = icmp slt i64 %8601, 2
  br i1 %8602, label %8603, label %8679

8603:                                             ; preds = %8600
  br label %8604

8604:                                             ; preds = %8675, %8603
  %8605 = phi i64 [ %8676, %8675 ], [ 0, %8603 ]
  %8606 = icmp slt i64 %8605, 2
  br i1 %8606, label %8607, label %8677

8607:                                             ; preds = %8604
  br label %8608

8608:                                             ; preds = %8673, %8607
  %8609 = phi i64 [ %8674, %8673 ], [ 0, %8607 ]
  %8610 = icmp slt i64 %8609, 288
  br i1 %8610, label %8611, label %8675

8611:                                             ; preds = %8608
  br label %8612

8612:                                             ; preds = %8671, %8611
  %8613 = phi i64 [ %8672, %8671 ], [ 0, %8611 ]
  %8614 = icmp slt i64 %8613, 1
  br i1 %8614, label %8615, label %8673

8615:                                             ; preds = %8612
  br label %8616

8616:                                             ; preds = %8619, %8615
  %8617 = phi i64 [ %8670, %8619 ], [ 0, %8615 ]
  %8618 = icmp slt i64 %8617, 1
  br i1 %8618, label %8619, label %8671

8619:                                             ; preds = %8616
  %8620 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 1
  %8621 = mul nuw nsw i64 %8593, 288
  %8622 = add nuw nsw i64 %8621, %8609
  %8623 = add nuw nsw i64 %8622, 0
  %8624 = add nuw nsw i64 %8623, 0
  %8625 = getelementptr inbounds nuw float, ptr %8620, i64 %8624
  %8626 = load float, ptr %8625, align 4
  %8627 = add i64 %8601, %8613
  %8628 = add i64 %8605, %8617
  %8629 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 1
  %8630 = mul nuw nsw i64 %8593, 1152
  %8631 = mul nuw nsw i64 %8609, 4
  %8632 = add nuw nsw i64 %8630, %8631
  %8633 = mul nuw nsw i64 %8627, 2
  %8634 = add nuw nsw i64 %8632, %8633
  %8635 = add nuw nsw i64 %8634, %8628
  %8636 = getelementptr inbounds nuw float, ptr %8629, i64 %8635
  %8637 = load float, ptr %8636, align 4
  %8638 = mul nuw nsw i64 %8597, 288
  %8639 = add nuw nsw i64 %8638, %8609
  %8640 = add nuw nsw i64 %8639, %8613
  %8641 = add nuw nsw i64 %8640, %8617
  %8642 = getelementptr inbounds nuw float, ptr @__constant_96x288x1x1xf32, i64 %8641
  %8643 = load float, ptr %8642, align 4
  %8644 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8550, 1
  %8645 = mul nuw nsw i64 %8593, 384
  %8646 = mul nuw nsw i64 %8597, 4
  %8647 = add nuw nsw i64 %8645, %8646
  %8648 = mul nuw nsw i64 %8601, 2
  %8649 = add nuw nsw i64 %8647, %8648
  %8650 = add nuw nsw i64 %8649, %8605
  %8651 = getelementptr inbounds nuw float, ptr %8644, i64 %8650
  %8652 = load float, ptr %8651, align 4
  %8653 = fadd float %8626, 3.000000e+00
  %8654 = fcmp ult float %8653, 0.000000e+00
  %8655 = select i1 %8654, float 0.000000e+00, float %8653
  %8656 = fcmp ugt float %8655, 6.000000e+00
  %8657 = select i1 %8656, float 6.000000e+00, float %8655
  %8658 = fdiv float %8657, 6.000000e+00
  %8659 = fmul float %8658, %8637
  %8660 = fmul float %8659, %8643
  %8661 = fadd float %8652, %8660
  %8662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8550, 1
  %8663 = mul nuw nsw i64 %8593, 384
  %8664 = mul nuw nsw i64 %8597, 4
  %8665 = add nuw nsw i64 %8663, %8664
  %8666 = mul nuw nsw i64 %8601, 2
  %8667 = add nuw nsw i64 %8665, %8666
  %8668 = add nuw nsw i64 %8667, %8605
  %8669 = getelementptr inbounds nuw float, ptr %8662, i64 %8668
  store float %8661, ptr %8669, align 4
  %8670 = add i64 %8617, 1
  br label %8616

8671:                                             ; preds = %8616
  %8672 = add i64 %8613, 1
  br label %8612

8673:                                             ; preds = %8612
  %8674 = add i64 %8609, 1
  br label %8608

8675:                                             ; preds = %8608
  %8676 = add i64 %8605, 1
  br label %8604

8677:                                             ; preds = %8604
  %8678 = add i64 %8601, 1
  br label %8600

8679:                                             ; preds = %8600
  %8680 = add i64 %8597, 1
  br label %8596

8681:                                             ; preds = %8596
  %8682 = add i64 %8593, 1
  br label %8592

8683:                                             ; preds = %8592
  br label %8684

8684:                                             ; preds = %8745, %8683
  %8685 = phi i64 [ %8746, %8745 ], [ 0, %8683 ]
  %8686 = icmp slt i64 %8685, 1
  br i1 %8686, label %8687, label %8747

8687:                                             ; preds = %8684
  br label %8688

8688:                                             ; preds = %8743, %8687
  %8689 = phi i64 [ %8744, %8743 ], [ 0, %8687 ]
  %8690 = icmp slt i64 %8689, 96
  br i1 %8690, label %8691, label %8745

8691:                                             ; preds = %8688
  br label %8692

8692:                                             ; preds = %8741, %8691
  %8693 = phi i64 [ %8742, %8741 ], [ 0, %8691 ]
  %8694 = icmp slt i64 %8693, 2
  br i1 %8694, label %8695, label %8743

8695:                                             ; preds = %8692
  br label %8696

8696:                                             ; preds = %8699, %8695
  %8697 = phi i64 [ %8740, %8699 ], [ 0, %8695 ]
  %8698 = icmp slt i64 %8697, 2
  br i1 %8698, label %8699, label %8741

8699:                                             ; preds = %8696
  %8700 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8550, 1
  %8701 = mul nuw nsw i64 %8685, 384
  %8702 = mul nuw nsw i64 %8689, 4
  %8703 = add nuw nsw i64 %8701, %8702
  %8704 = mul nuw nsw i64 %8693, 2
  %8705 = add nuw nsw i64 %8703, %8704
  %8706 = add nuw nsw i64 %8705, %8697
  %8707 = getelementptr inbounds nuw float, ptr %8700, i64 %8706
  %8708 = load float, ptr %8707, align 4
  %8709 = add nuw nsw i64 %8689, 0
  %8710 = add nuw nsw i64 %8709, 0
  %8711 = getelementptr inbounds nuw float, ptr @__constant_96xf32_38, i64 %8710
  %8712 = load float, ptr %8711, align 4
  %8713 = add nuw nsw i64 %8689, 0
  %8714 = add nuw nsw i64 %8713, 0
  %8715 = getelementptr inbounds nuw float, ptr @__constant_96xf32_37, i64 %8714
  %8716 = load float, ptr %8715, align 4
  %8717 = add nuw nsw i64 %8689, 0
  %8718 = add nuw nsw i64 %8717, 0
  %8719 = getelementptr inbounds nuw float, ptr @__constant_96xf32_36, i64 %8718
  %8720 = load float, ptr %8719, align 4
  %8721 = add nuw nsw i64 %8689, 0
  %8722 = add nuw nsw i64 %8721, 0
  %8723 = getelementptr inbounds nuw float, ptr @__constant_96xf32_35, i64 %8722
  %8724 = load float, ptr %8723, align 4
  %8725 = fadd float %8716, 1.000000e-03
  %8726 = call float @llvm.sqrt.f32(float %8725)
  %8727 = fdiv float 1.000000e+00, %8726
  %8728 = fsub float %8708, %8712
  %8729 = fmul float %8728, %8727
  %8730 = fmul float %8729, %8720
  %8731 = fadd float %8730, %8724
  %8732 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8484, 1
  %8733 = mul nuw nsw i64 %8685, 384
  %8734 = mul nuw nsw i64 %8689, 4
  %8735 = add nuw nsw i64 %8733, %8734
  %8736 = mul nuw nsw i64 %8693, 2
  %8737 = add nuw nsw i64 %8735, %8736
  %8738 = add nuw nsw i64 %8737, %8697
  %8739 = getelementptr inbounds nuw float, ptr %8732, i64 %8738
  store float %8731, ptr %8739, align 4
  %8740 = add i64 %8697, 1
  br label %8696

8741:                                             ; preds = %8696
  %8742 = add i64 %8693, 1
  br label %8692

8743:                                             ; preds = %8692
  %8744 = add i64 %8689, 1
  br label %8688

8745:                                             ; preds = %8688
  %8746 = add i64 %8685, 1
  br label %8684

8747:                                             ; preds = %8684
  %8748 = call ptr @malloc(i64 9280)
  %8749 = ptrtoint ptr %8748 to i64
  %8750 = add i64 %8749, 63
  %8751 = urem i64 %8750, 64
  %8752 = sub i64 %8750, %8751
  %8753 = inttoptr i64 %8752 to ptr
  %8754 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8748, 0
  %8755 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8754, ptr %8753, 1
  %8756 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8755, i64 0, 2
  %8757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8756, i64 1, 3, 0
  %8758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8757, i64 576, 3, 1
  %8759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8758, i64 2, 3, 2
  %8760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8759, i64 2, 3, 3
  %8761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8760, i64 2304, 4, 0
  %8762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8761, i64 4, 4, 1
  %8763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8762, i64 2, 4, 2
  %8764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8763, i64 1, 4, 3
  %8765 = call ptr @malloc(i64 9280)
  %8766 = ptrtoint ptr %8765 to i64
  %8767 = add i64 %8766, 63
  %8768 = urem i64 %8767, 64
  %8769 = sub i64 %8767, %8768
  %8770 = inttoptr i64 %8769 to ptr
  %8771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8765, 0
  %8772 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8771, ptr %8770, 1
  %8773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8772, i64 0, 2
  %8774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8773, i64 1, 3, 0
  %8775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8774, i64 576, 3, 1
  %8776 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8775, i64 2, 3, 2
  %8777 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8776, i64 2, 3, 3
  %8778 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8777, i64 2304, 4, 0
  %8779 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8778, i64 4, 4, 1
  %8780 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8779, i64 2, 4, 2
  %8781 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8780, i64 1, 4, 3
  br label %8782

8782:                                             ; preds = %8811, %8747
  %8783 = phi i64 [ %8812, %8811 ], [ 0, %8747 ]
  %8784 = icmp slt i64 %8783, 1
  br i1 %8784, label %8785, label %8813

8785:                                             ; preds = %8782
  br label %8786

8786:                                             ; preds = %8809, %8785
  %8787 = phi i64 [ %8810, %8809 ], [ 0, %8785 ]
  %8788 = icmp slt i64 %8787, 576
  br i1 %8788, label %8789, label %8811

8789:                                             ; preds = %8786
  br label %8790

8790:                                             ; preds = %8807, %8789
  %8791 = phi i64 [ %8808, %8807 ], [ 0, %8789 ]
  %8792 = icmp slt i64 %8791, 2
  br i1 %8792, label %8793, label %8809

8793:                                             ; preds = %8790
  br label %8794

8794:                                             ; preds = %8797, %8793
  %8795 = phi i64 [ %8806, %8797 ], [ 0, %8793 ]
  %8796 = icmp slt i64 %8795, 2
  br i1 %8796, label %8797, label %8807

8797:                                             ; preds = %8794
  %8798 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %8799 = mul nuw nsw i64 %8783, 2304
  %8800 = mul nuw nsw i64 %8787, 4
  %8801 = add nuw nsw i64 %8799, %8800
  %8802 = mul nuw nsw i64 %8791, 2
  %8803 = add nuw nsw i64 %8801, %8802
  %8804 = add nuw nsw i64 %8803, %8795
  %8805 = getelementptr inbounds nuw float, ptr %8798, i64 %8804
  store float 0.000000e+00, ptr %8805, align 4
  %8806 = add i64 %8795, 1
  br label %8794

8807:                                             ; preds = %8794
  %8808 = add i64 %8791, 1
  br label %8790

8809:                                             ; preds = %8790
  %8810 = add i64 %8787, 1
  br label %8786

8811:                                             ; preds = %8786
  %8812 = add i64 %8783, 1
  br label %8782

8813:                                             ; preds = %8782
  %8814 = call ptr @malloc(i64 9280)
  %8815 = ptrtoint ptr %8814 to i64
  %8816 = add i64 %8815, 63
  %8817 = urem i64 %8816, 64
  %8818 = sub i64 %8816, %8817
  %8819 = inttoptr i64 %8818 to ptr
  %8820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %8814, 0
  %8821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8820, ptr %8819, 1
  %8822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8821, i64 0, 2
  %8823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8822, i64 1, 3, 0
  %8824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8823, i64 576, 3, 1
  %8825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8824, i64 2, 3, 2
  %8826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8825, i64 2, 3, 3
  %8827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8826, i64 2304, 4, 0
  %8828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8827, i64 4, 4, 1
  %8829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8828, i64 2, 4, 2
  %8830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8829, i64 1, 4, 3
  br label %8831

8831:                                             ; preds = %8869, %8813
  %8832 = phi i64 [ %8870, %8869 ], [ 0, %8813 ]
  %8833 = icmp slt i64 %8832, 1
  br i1 %8833, label %8834, label %8871

8834:                                             ; preds = %8831
  br label %8835

8835:                                             ; preds = %8867, %8834
  %8836 = phi i64 [ %8868, %8867 ], [ 0, %8834 ]
  %8837 = icmp slt i64 %8836, 576
  br i1 %8837, label %8838, label %8869

8838:                                             ; preds = %8835
  br label %8839

8839:                                             ; preds = %8865, %8838
  %8840 = phi i64 [ %8866, %8865 ], [ 0, %8838 ]
  %8841 = icmp slt i64 %8840, 2
  br i1 %8841, label %8842, label %8867

8842:                                             ; preds = %8839
  br label %8843

8843:                                             ; preds = %8846, %8842
  %8844 = phi i64 [ %8864, %8846 ], [ 0, %8842 ]
  %8845 = icmp slt i64 %8844, 2
  br i1 %8845, label %8846, label %8865

8846:                                             ; preds = %8843
  %8847 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %8848 = mul nuw nsw i64 %8832, 2304
  %8849 = mul nuw nsw i64 %8836, 4
  %8850 = add nuw nsw i64 %8848, %8849
  %8851 = mul nuw nsw i64 %8840, 2
  %8852 = add nuw nsw i64 %8850, %8851
  %8853 = add nuw nsw i64 %8852, %8844
  %8854 = getelementptr inbounds nuw float, ptr %8847, i64 %8853
  %8855 = load float, ptr %8854, align 4
  %8856 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8830, 1
  %8857 = mul nuw nsw i64 %8832, 2304
  %8858 = mul nuw nsw i64 %8836, 4
  %8859 = add nuw nsw i64 %8857, %8858
  %8860 = mul nuw nsw i64 %8840, 2
  %8861 = add nuw nsw i64 %8859, %8860
  %8862 = add nuw nsw i64 %8861, %8844
  %8863 = getelementptr inbounds nuw float, ptr %8856, i64 %8862
  store float %8855, ptr %8863, align 4
  %8864 = add i64 %8844, 1
  br label %8843

8865:                                             ; preds = %8843
  %8866 = add i64 %8840, 1
  br label %8839

8867:                                             ; preds = %8839
  %8868 = add i64 %8836, 1
  br label %8835

8869:                                             ; preds = %8835
  %8870 = add i64 %8832, 1
  br label %8831

8871:                                             ; preds = %8831
  br label %8872

8872:                                             ; preds = %8947, %8871
  %8873 = phi i64 [ %8948, %8947 ], [ 0, %8871 ]
  %8874 = icmp slt i64 %8873, 1
  br i1 %8874, label %8875, label %8949

8875:                                             ; preds = %8872
  br label %8876

8876:                                             ; preds = %8945, %8875
  %8877 = phi i64 [ %8946, %8945 ], [ 0, %8875 ]
  %8878 = icmp slt i64 %8877, 576
  br i1 %8878, label %8879, label %8947

8879:                                             ; preds = %8876
  br label %8880

8880:                                             ; preds = %8943, %8879
  %8881 = phi i64 [ %8944, %8943 ], [ 0, %8879 ]
  %8882 = icmp slt i64 %8881, 2
  br i1 %8882, label %8883, label %8945

8883:                                             ; preds = %8880
  br label %8884

8884:                                             ; preds = %8941, %8883
  %8885 = phi i64 [ %8942, %8941 ], [ 0, %8883 ]
  %8886 = icmp slt i64 %8885, 2
  br i1 %8886, label %8887, label %8943

8887:                                             ; preds = %8884
  br label %8888

8888:                                             ; preds = %8939, %8887
  %8889 = phi i64 [ %8940, %8939 ], [ 0, %8887 ]
  %8890 = icmp slt i64 %8889, 96
  br i1 %8890, label %8891, label %8941

8891:                                             ; preds = %8888
  br label %8892

8892:                                             ; preds = %8937, %8891
  %8893 = phi i64 [ %8938, %8937 ], [ 0, %8891 ]
  %8894 = icmp slt i64 %8893, 1
  br i1 %8894, label %8895, label %8939

8895:                                             ; preds = %8892
  br label %8896

8896:                                             ; preds = %8899, %8895
  %8897 = phi i64 [ %8936, %8899 ], [ 0, %8895 ]
  %8898 = icmp slt i64 %8897, 1
  br i1 %8898, label %8899, label %8937

8899:                                             ; preds = %8896
  %8900 = add i64 %8881, %8893
  %8901 = add i64 %8885, %8897
  %8902 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8484, 1
  %8903 = mul nuw nsw i64 %8873, 384
  %8904 = mul nuw nsw i64 %8889, 4
  %8905 = add nuw nsw i64 %8903, %8904
  %8906 = mul nuw nsw i64 %8900, 2
  %8907 = add nuw nsw i64 %8905, %8906
  %8908 = add nuw nsw i64 %8907, %8901
  %8909 = getelementptr inbounds nuw float, ptr %8902, i64 %8908
  %8910 = load float, ptr %8909, align 4
  %8911 = mul nuw nsw i64 %8877, 96
  %8912 = add nuw nsw i64 %8911, %8889
  %8913 = add nuw nsw i64 %8912, %8893
  %8914 = add nuw nsw i64 %8913, %8897
  %8915 = getelementptr inbounds nuw float, ptr @__constant_576x96x1x1xf32_34, i64 %8914
  %8916 = load float, ptr %8915, align 4
  %8917 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8830, 1
  %8918 = mul nuw nsw i64 %8873, 2304
  %8919 = mul nuw nsw i64 %8877, 4
  %8920 = add nuw nsw i64 %8918, %8919
  %8921 = mul nuw nsw i64 %8881, 2
  %8922 = add nuw nsw i64 %8920, %8921
  %8923 = add nuw nsw i64 %8922, %8885
  %8924 = getelementptr inbounds nuw float, ptr %8917, i64 %8923
  %8925 = load float, ptr %8924, align 4
  %8926 = fmul float %8910, %8916
  %8927 = fadd float %8925, %8926
  %8928 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8830, 1
  %8929 = mul nuw nsw i64 %8873, 2304
  %8930 = mul nuw nsw i64 %8877, 4
  %8931 = add nuw nsw i64 %8929, %8930
  %8932 = mul nuw nsw i64 %8881, 2
  %8933 = add nuw nsw i64 %8931, %8932
  %8934 = add nuw nsw i64 %8933, %8885
  %8935 = getelementptr inbounds nuw float, ptr %8928, i64 %8934
  store float %8927, ptr %8935, align 4
  %8936 = add i64 %8897, 1
  br label %8896

8937:                                             ; preds = %8896
  %8938 = add i64 %8893, 1
  br label %8892

8939:                                             ; preds = %8892
  %8940 = add i64 %8889, 1
  br label %8888

8941:                                             ; preds = %8888
  %8942 = add i64 %8885, 1
  br label %8884

8943:                                             ; preds = %8884
  %8944 = add i64 %8881, 1
  br label %8880

8945:                                             ; preds = %8880
  %8946 = add i64 %8877, 1
  br label %8876

8947:                                             ; preds = %8876
  %8948 = add i64 %8873, 1
  br label %8872

8949:                                             ; preds = %8872
  br label %8950

8950:                                             ; preds = %9018, %8949
  %8951 = phi i64 [ %9019, %9018 ], [ 0, %8949 ]
  %8952 = icmp slt i64 %8951, 1
  br i1 %8952, label %8953, label %9020

8953:                                             ; preds = %8950
  br label %8954

8954:                                             ; preds = %9016, %8953
  %8955 = phi i64 [ %9017, %9016 ], [ 0, %8953 ]
  %8956 = icmp slt i64 %8955, 576
  br i1 %8956, label %8957, label %9018

8957:                                             ; preds = %8954
  br label %8958

8958:                                             ; preds = %9014, %8957
  %8959 = phi i64 [ %9015, %9014 ], [ 0, %8957 ]
  %8960 = icmp slt i64 %8959, 2
  br i1 %8960, label %8961, label %9016

8961:                                             ; preds = %8958
  br label %8962

8962:                                             ; preds = %8965, %8961
  %8963 = phi i64 [ %9013, %8965 ], [ 0, %8961 ]
  %8964 = icmp slt i64 %8963, 2
  br i1 %8964, label %8965, label %9014

8965:                                             ; preds = %8962
  %8966 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8830, 1
  %8967 = mul nuw nsw i64 %8951, 2304
  %8968 = mul nuw nsw i64 %8955, 4
  %8969 = add nuw nsw i64 %8967, %8968
  %8970 = mul nuw nsw i64 %8959, 2
  %8971 = add nuw nsw i64 %8969, %8970
  %8972 = add nuw nsw i64 %8971, %8963
  %8973 = getelementptr inbounds nuw float, ptr %8966, i64 %8972
  %8974 = load float, ptr %8973, align 4
  %8975 = add nuw nsw i64 %8955, 0
  %8976 = add nuw nsw i64 %8975, 0
  %8977 = getelementptr inbounds nuw float, ptr @__constant_576xf32_33, i64 %8976
  %8978 = load float, ptr %8977, align 4
  %8979 = add nuw nsw i64 %8955, 0
  %8980 = add nuw nsw i64 %8979, 0
  %8981 = getelementptr inbounds nuw float, ptr @__constant_576xf32_32, i64 %8980
  %8982 = load float, ptr %8981, align 4
  %8983 = add nuw nsw i64 %8955, 0
  %8984 = add nuw nsw i64 %8983, 0
  %8985 = getelementptr inbounds nuw float, ptr @__constant_576xf32_31, i64 %8984
  %8986 = load float, ptr %8985, align 4
  %8987 = add nuw nsw i64 %8955, 0
  %8988 = add nuw nsw i64 %8987, 0
  %8989 = getelementptr inbounds nuw float, ptr @__constant_576xf32_30, i64 %8988
  %8990 = load float, ptr %8989, align 4
  %8991 = fadd float %8982, 1.000000e-03
  %8992 = call float @llvm.sqrt.f32(float %8991)
  %8993 = fdiv float 1.000000e+00, %8992
  %8994 = fsub float %8974, %8978
  %8995 = fmul float %8994, %8993
  %8996 = fmul float %8995, %8986
  %8997 = fadd float %8996, %8990
  %8998 = fadd float %8997, 3.000000e+00
  %8999 = fcmp ult float %8998, 0.000000e+00
  %9000 = select i1 %8999, float 0.000000e+00, float %8998
  %9001 = fcmp ugt float %9000, 6.000000e+00
  %9002 = select i1 %9001, float 6.000000e+00, float %9000
  %9003 = fmul float %8997, %9002
  %9004 = fdiv float %9003, 6.000000e+00
  %9005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %9006 = mul nuw nsw i64 %8951, 2304
  %9007 = mul nuw nsw i64 %8955, 4
  %9008 = add nuw nsw i64 %9006, %9007
  %9009 = mul nuw nsw i64 %8959, 2
  %9010 = add nuw nsw i64 %9008, %9009
  %9011 = add nuw nsw i64 %9010, %8963
  %9012 = getelementptr inbounds nuw float, ptr %9005, i64 %9011
  store float %9004, ptr %9012, align 4
  %9013 = add i64 %8963, 1
  br label %8962

9014:                                             ; preds = %8962
  %9015 = add i64 %8959, 1
  br label %8958

9016:                                             ; preds = %8958
  %9017 = add i64 %8955, 1
  br label %8954

9018:                                             ; preds = %8954
  %9019 = add i64 %8951, 1
  br label %8950

9020:                                             ; preds = %8950
  %9021 = call ptr @malloc(i64 83008)
  %9022 = ptrtoint ptr %9021 to i64
  %9023 = add i64 %9022, 63
  %9024 = urem i64 %9023, 64
  %9025 = sub i64 %9023, %9024
  %9026 = inttoptr i64 %9025 to ptr
  %9027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9021, 0
  %9028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9027, ptr %9026, 1
  %9029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9028, i64 0, 2
  %9030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9029, i64 1, 3, 0
  %9031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9030, i64 576, 3, 1
  %9032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9031, i64 6, 3, 2
  %9033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9032, i64 6, 3, 3
  %9034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9033, i64 20736, 4, 0
  %9035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9034, i64 36, 4, 1
  %9036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9035, i64 6, 4, 2
  %9037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9036, i64 1, 4, 3
  br label %9038

9038:                                             ; preds = %9067, %9020
  %9039 = phi i64 [ %9068, %9067 ], [ 0, %9020 ]
  %9040 = icmp slt i64 %9039, 1
  br i1 %9040, label %9041, label %9069

9041:                                             ; preds = %9038
  br label %9042

9042:                                             ; preds = %9065, %9041
  %9043 = phi i64 [ %9066, %9065 ], [ 0, %9041 ]
  %9044 = icmp slt i64 %9043, 576
  br i1 %9044, label %9045, label %9067

9045:                                             ; preds = %9042
  br label %9046

9046:                                             ; preds = %9063, %9045
  %9047 = phi i64 [ %9064, %9063 ], [ 0, %9045 ]
  %9048 = icmp slt i64 %9047, 6
  br i1 %9048, label %9049, label %9065

9049:                                             ; preds = %9046
  br label %9050

9050:                                             ; preds = %9053, %9049
  %9051 = phi i64 [ %9062, %9053 ], [ 0, %9049 ]
  %9052 = icmp slt i64 %9051, 6
  br i1 %9052, label %9053, label %9063

9053:                                             ; preds = %9050
  %9054 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9037, 1
  %9055 = mul nuw nsw i64 %9039, 20736
  %9056 = mul nuw nsw i64 %9043, 36
  %9057 = add nuw nsw i64 %9055, %9056
  %9058 = mul nuw nsw i64 %9047, 6
  %9059 = add nuw nsw i64 %9057, %9058
  %9060 = add nuw nsw i64 %9059, %9051
  %9061 = getelementptr inbounds nuw float, ptr %9054, i64 %9060
  store float 0.000000e+00, ptr %9061, align 4
  %9062 = add i64 %9051, 1
  br label %9050

9063:                                             ; preds = %9050
  %9064 = add i64 %9047, 1
  br label %9046

9065:                                             ; preds = %9046
  %9066 = add i64 %9043, 1
  br label %9042

9067:                                             ; preds = %9042
  %9068 = add i64 %9039, 1
  br label %9038

9069:                                             ; preds = %9038
  %9070 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9037, 0
  %9071 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9037, 1
  %9072 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9070, 0
  %9073 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9072, ptr %9071, 1
  %9074 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9073, i64 14, 2
  %9075 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9074, i64 1, 3, 0
  %9076 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9075, i64 20736, 4, 0
  %9077 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9076, i64 576, 3, 1
  %9078 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9077, i64 36, 4, 1
  %9079 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9078, i64 2, 3, 2
  %9080 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9079, i64 6, 4, 2
  %9081 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9080, i64 2, 3, 3
  %9082 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9081, i64 1, 4, 3
  br label %9083

9083:                                             ; preds = %9122, %9069
  %9084 = phi i64 [ %9123, %9122 ], [ 0, %9069 ]
  %9085 = icmp slt i64 %9084, 1
  br i1 %9085, label %9086, label %9124

9086:                                             ; preds = %9083
  br label %9087

9087:                                             ; preds = %9120, %9086
  %9088 = phi i64 [ %9121, %9120 ], [ 0, %9086 ]
  %9089 = icmp slt i64 %9088, 576
  br i1 %9089, label %9090, label %9122

9090:                                             ; preds = %9087
  br label %9091

9091:                                             ; preds = %9118, %9090
  %9092 = phi i64 [ %9119, %9118 ], [ 0, %9090 ]
  %9093 = icmp slt i64 %9092, 2
  br i1 %9093, label %9094, label %9120

9094:                                             ; preds = %9091
  br label %9095

9095:                                             ; preds = %9098, %9094
  %9096 = phi i64 [ %9117, %9098 ], [ 0, %9094 ]
  %9097 = icmp slt i64 %9096, 2
  br i1 %9097, label %9098, label %9118

9098:                                             ; preds = %9095
  %9099 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %9100 = mul nuw nsw i64 %9084, 2304
  %9101 = mul nuw nsw i64 %9088, 4
  %9102 = add nuw nsw i64 %9100, %9101
  %9103 = mul nuw nsw i64 %9092, 2
  %9104 = add nuw nsw i64 %9102, %9103
  %9105 = add nuw nsw i64 %9104, %9096
  %9106 = getelementptr inbounds nuw float, ptr %9099, i64 %9105
  %9107 = load float, ptr %9106, align 4
  %9108 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9082, 1
  %9109 = getelementptr float, ptr %9108, i64 14
  %9110 = mul nuw nsw i64 %9084, 20736
  %9111 = mul nuw nsw i64 %9088, 36
  %9112 = add nuw nsw i64 %9110, %9111
  %9113 = mul nuw nsw i64 %9092, 6
  %9114 = add nuw nsw i64 %9112, %9113
  %9115 = add nuw nsw i64 %9114, %9096
  %9116 = getelementptr inbounds nuw float, ptr %9109, i64 %9115
  store float %9107, ptr %9116, align 4
  %9117 = add i64 %9096, 1
  br label %9095

9118:                                             ; preds = %9095
  %9119 = add i64 %9092, 1
  br label %9091

9120:                                             ; preds = %9091
  %9121 = add i64 %9088, 1
  br label %9087

9122:                                             ; preds = %9087
  %9123 = add i64 %9084, 1
  br label %9083

9124:                                             ; preds = %9083
  %9125 = call ptr @malloc(i64 9280)
  %9126 = ptrtoint ptr %9125 to i64
  %9127 = add i64 %9126, 63
  %9128 = urem i64 %9127, 64
  %9129 = sub i64 %9127, %9128
  %9130 = inttoptr i64 %9129 to ptr
  %9131 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9125, 0
  %9132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9131, ptr %9130, 1
  %9133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9132, i64 0, 2
  %9134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9133, i64 1, 3, 0
  %9135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9134, i64 576, 3, 1
  %9136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9135, i64 2, 3, 2
  %9137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9136, i64 2, 3, 3
  %9138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9137, i64 2304, 4, 0
  %9139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9138, i64 4, 4, 1
  %9140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9139, i64 2, 4, 2
  %9141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9140, i64 1, 4, 3
  br label %9142

9142:                                             ; preds = %9180, %9124
  %9143 = phi i64 [ %9181, %9180 ], [ 0, %9124 ]
  %9144 = icmp slt i64 %9143, 1
  br i1 %9144, label %9145, label %9182

9145:                                             ; preds = %9142
  br label %9146

9146:                                             ; preds = %9178, %9145
  %9147 = phi i64 [ %9179, %9178 ], [ 0, %9145 ]
  %9148 = icmp slt i64 %9147, 576
  br i1 %9148, label %9149, label %9180

9149:                                             ; preds = %9146
  br label %9150

9150:                                             ; preds = %9176, %9149
  %9151 = phi i64 [ %9177, %9176 ], [ 0, %9149 ]
  %9152 = icmp slt i64 %9151, 2
  br i1 %9152, label %9153, label %9178

9153:                                             ; preds = %9150
  br label %9154

9154:                                             ; preds = %9157, %9153
  %9155 = phi i64 [ %9175, %9157 ], [ 0, %9153 ]
  %9156 = icmp slt i64 %9155, 2
  br i1 %9156, label %9157, label %9176

9157:                                             ; preds = %9154
  %9158 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %9159 = mul nuw nsw i64 %9143, 2304
  %9160 = mul nuw nsw i64 %9147, 4
  %9161 = add nuw nsw i64 %9159, %9160
  %9162 = mul nuw nsw i64 %9151, 2
  %9163 = add nuw nsw i64 %9161, %9162
  %9164 = add nuw nsw i64 %9163, %9155
  %9165 = getelementptr inbounds nuw float, ptr %9158, i64 %9164
  %9166 = load float, ptr %9165, align 4
  %9167 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9141, 1
  %9168 = mul nuw nsw i64 %9143, 2304
  %9169 = mul nuw nsw i64 %9147, 4
  %9170 = add nuw nsw i64 %9168, %9169
  %9171 = mul nuw nsw i64 %9151, 2
  %9172 = add nuw nsw i64 %9170, %9171
  %9173 = add nuw nsw i64 %9172, %9155
  %9174 = getelementptr inbounds nuw float, ptr %9167, i64 %9173
  store float %9166, ptr %9174, align 4
  %9175 = add i64 %9155, 1
  br label %9154

9176:                                             ; preds = %9154
  %9177 = add i64 %9151, 1
  br label %9150

9178:                                             ; preds = %9150
  %9179 = add i64 %9147, 1
  br label %9146

9180:                                             ; preds = %9146
  %9181 = add i64 %9143, 1
  br label %9142

9182:                                             ; preds = %9142
  br label %9183

9183:                                             ; preds = %9252, %9182
  %9184 = phi i64 [ %9253, %9252 ], [ 0, %9182 ]
  %9185 = icmp slt i64 %9184, 1
  br i1 %9185, label %9186, label %9254

9186:                                             ; preds = %9183
  br label %9187

9187:                                             ; preds = %9250, %9186
  %9188 = phi i64 [ %9251, %9250 ], [ 0, %9186 ]
  %9189 = icmp slt i64 %9188, 2
  br i1 %9189, label %9190, label %9252

9190:                                             ; preds = %9187
  br label %9191

9191:                                             ; preds = %9248, %9190
  %9192 = phi i64 [ %9249, %9248 ], [ 0, %9190 ]
  %9193 = icmp slt i64 %9192, 2
  br i1 %9193, label %9194, label %9250

9194:                                             ; preds = %9191
  br label %9195

9195:                                             ; preds = %9246, %9194
  %9196 = phi i64 [ %9247, %9246 ], [ 0, %9194 ]
  %9197 = icmp slt i64 %9196, 576
  br i1 %9197, label %9198, label %9248

9198:                                             ; preds = %9195
  br label %9199

9199:                                             ; preds = %9244, %9198
  %9200 = phi i64 [ %9245, %9244 ], [ 0, %9198 ]
  %9201 = icmp slt i64 %9200, 5
  br i1 %9201, label %9202, label %9246

9202:                                             ; preds = %9199
  br label %9203

9203:                                             ; preds = %9206, %9202
  %9204 = phi i64 [ %9243, %9206 ], [ 0, %9202 ]
  %9205 = icmp slt i64 %9204, 5
  br i1 %9205, label %9206, label %9244

9206:                                             ; preds = %9203
  %9207 = add i64 %9188, %9200
  %9208 = add i64 %9192, %9204
  %9209 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9037, 1
  %9210 = mul nuw nsw i64 %9184, 20736
  %9211 = mul nuw nsw i64 %9196, 36
  %9212 = add nuw nsw i64 %9210, %9211
  %9213 = mul nuw nsw i64 %9207, 6
  %9214 = add nuw nsw i64 %9212, %9213
  %9215 = add nuw nsw i64 %9214, %9208
  %9216 = getelementptr inbounds nuw float, ptr %9209, i64 %9215
  %9217 = load float, ptr %9216, align 4
  %9218 = mul nuw nsw i64 %9196, 25
  %9219 = mul nuw nsw i64 %9200, 5
  %9220 = add nuw nsw i64 %9218, %9219
  %9221 = add nuw nsw i64 %9220, %9204
  %9222 = getelementptr inbounds nuw float, ptr @__constant_576x1x5x5xf32_29, i64 %9221
  %9223 = load float, ptr %9222, align 4
  %9224 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9141, 1
  %9225 = mul nuw nsw i64 %9184, 2304
  %9226 = mul nuw nsw i64 %9196, 4
  %9227 = add nuw nsw i64 %9225, %9226
  %9228 = mul nuw nsw i64 %9188, 2
  %9229 = add nuw nsw i64 %9227, %9228
  %9230 = add nuw nsw i64 %9229, %9192
  %9231 = getelementptr inbounds nuw float, ptr %9224, i64 %9230
  %9232 = load float, ptr %9231, align 4
  %9233 = fmul float %9217, %9223
  %9234 = fadd float %9232, %9233
  %9235 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9141, 1
  %9236 = mul nuw nsw i64 %9184, 2304
  %9237 = mul nuw nsw i64 %9196, 4
  %9238 = add nuw nsw i64 %9236, %9237
  %9239 = mul nuw nsw i64 %9188, 2
  %9240 = add nuw nsw i64 %9238, %9239
  %9241 = add nuw nsw i64 %9240, %9192
  %9242 = getelementptr inbounds nuw float, ptr %9235, i64 %9241
  store float %9234, ptr %9242, align 4
  %9243 = add i64 %9204, 1
  br label %9203

9244:                                             ; preds = %9203
  %9245 = add i64 %9200, 1
  br label %9199

9246:                                             ; preds = %9199
  %9247 = add i64 %9196, 1
  br label %9195

9248:                                             ; preds = %9195
  %9249 = add i64 %9192, 1
  br label %9191

9250:                                             ; preds = %9191
  %9251 = add i64 %9188, 1
  br label %9187

9252:                                             ; preds = %9187
  %9253 = add i64 %9184, 1
  br label %9183

9254:                                             ; preds = %9183
  br label %9255

9255:                                             ; preds = %9323, %9254
  %9256 = phi i64 [ %9324, %9323 ], [ 0, %9254 ]
  %9257 = icmp slt i64 %9256, 1
  br i1 %9257, label %9258, label %9325

9258:                                             ; preds = %9255
  br label %9259

9259:                                             ; preds = %9321, %9258
  %9260 = phi i64 [ %9322, %9321 ], [ 0, %9258 ]
  %9261 = icmp slt i64 %9260, 576
  br i1 %9261, label %9262, label %9323

9262:                                             ; preds = %9259
  br label %9263

9263:                                             ; preds = %9319, %9262
  %9264 = phi i64 [ %9320, %9319 ], [ 0, %9262 ]
  %9265 = icmp slt i64 %9264, 2
  br i1 %9265, label %9266, label %9321

9266:                                             ; preds = %9263
  br label %9267

9267:                                             ; preds = %9270, %9266
  %9268 = phi i64 [ %9318, %9270 ], [ 0, %9266 ]
  %9269 = icmp slt i64 %9268, 2
  br i1 %9269, label %9270, label %9319

9270:                                             ; preds = %9267
  %9271 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9141, 1
  %9272 = mul nuw nsw i64 %9256, 2304
  %9273 = mul nuw nsw i64 %9260, 4
  %9274 = add nuw nsw i64 %9272, %9273
  %9275 = mul nuw nsw i64 %9264, 2
  %9276 = add nuw nsw i64 %9274, %9275
  %9277 = add nuw nsw i64 %9276, %9268
  %9278 = getelementptr inbounds nuw float, ptr %9271, i64 %9277
  %9279 = load float, ptr %9278, align 4
  %9280 = add nuw nsw i64 %9260, 0
  %9281 = add nuw nsw i64 %9280, 0
  %9282 = getelementptr inbounds nuw float, ptr @__constant_576xf32_28, i64 %9281
  %9283 = load float, ptr %9282, align 4
  %9284 = add nuw nsw i64 %9260, 0
  %9285 = add nuw nsw i64 %9284, 0
  %9286 = getelementptr inbounds nuw float, ptr @__constant_576xf32_27, i64 %9285
  %9287 = load float, ptr %9286, align 4
  %9288 = add nuw nsw i64 %9260, 0
  %9289 = add nuw nsw i64 %9288, 0
  %9290 = getelementptr inbounds nuw float, ptr @__constant_576xf32_26, i64 %9289
  %9291 = load float, ptr %9290, align 4
  %9292 = add nuw nsw i64 %9260, 0
  %9293 = add nuw nsw i64 %9292, 0
  %9294 = getelementptr inbounds nuw float, ptr @__constant_576xf32_25, i64 %9293
  %9295 = load float, ptr %9294, align 4
  %9296 = fadd float %9287, 1.000000e-03
  %9297 = call float @llvm.sqrt.f32(float %9296)
  %9298 = fdiv float 1.000000e+00, %9297
  %9299 = fsub float %9279, %9283
  %9300 = fmul float %9299, %9298
  %9301 = fmul float %9300, %9291
  %9302 = fadd float %9301, %9295
  %9303 = fadd float %9302, 3.000000e+00
  %9304 = fcmp ult float %9303, 0.000000e+00
  %9305 = select i1 %9304, float 0.000000e+00, float %9303
  %9306 = fcmp ugt float %9305, 6.000000e+00
  %9307 = select i1 %9306, float 6.000000e+00, float %9305
  %9308 = fmul float %9302, %9307
  %9309 = fdiv float %9308, 6.000000e+00
  %9310 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %9311 = mul nuw nsw i64 %9256, 2304
  %9312 = mul nuw nsw i64 %9260, 4
  %9313 = add nuw nsw i64 %9311, %9312
  %9314 = mul nuw nsw i64 %9264, 2
  %9315 = add nuw nsw i64 %9313, %9314
  %9316 = add nuw nsw i64 %9315, %9268
  %9317 = getelementptr inbounds nuw float, ptr %9310, i64 %9316
  store float %9309, ptr %9317, align 4
  %9318 = add i64 %9268, 1
  br label %9267

9319:                                             ; preds = %9267
  %9320 = add i64 %9264, 1
  br label %9263

9321:                                             ; preds = %9263
  %9322 = add i64 %9260, 1
  br label %9259

9323:                                             ; preds = %9259
  %9324 = add i64 %9256, 1
  br label %9255

9325:                                             ; preds = %9255
  %9326 = call ptr @malloc(i64 2368)
  %9327 = ptrtoint ptr %9326 to i64
  %9328 = add i64 %9327, 63
  %9329 = urem i64 %9328, 64
  %9330 = sub i64 %9328, %9329
  %9331 = inttoptr i64 %9330 to ptr
  %9332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9326, 0
  %9333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9332, ptr %9331, 1
  %9334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9333, i64 0, 2
  %9335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9334, i64 1, 3, 0
  %9336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9335, i64 576, 3, 1
  %9337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9336, i64 1, 3, 2
  %9338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9337, i64 1, 3, 3
  %9339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9338, i64 576, 4, 0
  %9340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9339, i64 1, 4, 1
  %9341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9340, i64 1, 4, 2
  %9342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9341, i64 1, 4, 3
  %9343 = call ptr @malloc(i64 2368)
  %9344 = ptrtoint ptr %9343 to i64
  %9345 = add i64 %9344, 63
  %9346 = urem i64 %9345, 64
  %9347 = sub i64 %9345, %9346
  %9348 = inttoptr i64 %9347 to ptr
  %9349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9343, 0
  %9350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9349, ptr %9348, 1
  %9351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9350, i64 0, 2
  %9352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9351, i64 1, 3, 0
  %9353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9352, i64 576, 3, 1
  %9354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9353, i64 1, 3, 2
  %9355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9354, i64 1, 3, 3
  %9356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9355, i64 576, 4, 0
  %9357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9356, i64 1, 4, 1
  %9358 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9357, i64 1, 4, 2
  %9359 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9358, i64 1, 4, 3
  br label %9360

9360:                                             ; preds = %9387, %9325
  %9361 = phi i64 [ %9388, %9387 ], [ 0, %9325 ]
  %9362 = icmp slt i64 %9361, 1
  br i1 %9362, label %9363, label %9389

9363:                                             ; preds = %9360
  br label %9364

9364:                                             ; preds = %9385, %9363
  %9365 = phi i64 [ %9386, %9385 ], [ 0, %9363 ]
  %9366 = icmp slt i64 %9365, 576
  br i1 %9366, label %9367, label %9387

9367:                                             ; preds = %9364
  br label %9368

9368:                                             ; preds = %9383, %9367
  %9369 = phi i64 [ %9384, %9383 ], [ 0, %9367 ]
  %9370 = icmp slt i64 %9369, 1
  br i1 %9370, label %9371, label %9385

9371:                                             ; preds = %9368
  br label %9372

9372:                                             ; preds = %9375, %9371
  %9373 = phi i64 [ %9382, %9375 ], [ 0, %9371 ]
  %9374 = icmp slt i64 %9373, 1
  br i1 %9374, label %9375, label %9383

9375:                                             ; preds = %9372
  %9376 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9359, 1
  %9377 = mul nuw nsw i64 %9361, 576
  %9378 = add nuw nsw i64 %9377, %9365
  %9379 = add nuw nsw i64 %9378, %9369
  %9380 = add nuw nsw i64 %9379, %9373
  %9381 = getelementptr inbounds nuw float, ptr %9376, i64 %9380
  store float 0.000000e+00, ptr %9381, align 4
  %9382 = add i64 %9373, 1
  br label %9372

9383:                                             ; preds = %9372
  %9384 = add i64 %9369, 1
  br label %9368

9385:                                             ; preds = %9368
  %9386 = add i64 %9365, 1
  br label %9364

9387:                                             ; preds = %9364
  %9388 = add i64 %9361, 1
  br label %9360

9389:                                             ; preds = %9360
  %9390 = call ptr @malloc(i64 2368)
  %9391 = ptrtoint ptr %9390 to i64
  %9392 = add i64 %9391, 63
  %9393 = urem i64 %9392, 64
  %9394 = sub i64 %9392, %9393
  %9395 = inttoptr i64 %9394 to ptr
  %9396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9390, 0
  %9397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9396, ptr %9395, 1
  %9398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9397, i64 0, 2
  %9399 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9398, i64 1, 3, 0
  %9400 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9399, i64 576, 3, 1
  %9401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9400, i64 1, 3, 2
  %9402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9401, i64 1, 3, 3
  %9403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9402, i64 576, 4, 0
  %9404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9403, i64 1, 4, 1
  %9405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9404, i64 1, 4, 2
  %9406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9405, i64 1, 4, 3
  br label %9407

9407:                                             ; preds = %9441, %9389
  %9408 = phi i64 [ %9442, %9441 ], [ 0, %9389 ]
  %9409 = icmp slt i64 %9408, 1
  br i1 %9409, label %9410, label %9443

9410:                                             ; preds = %9407
  br label %9411

9411:                                             ; preds = %9439, %9410
  %9412 = phi i64 [ %9440, %9439 ], [ 0, %9410 ]
  %9413 = icmp slt i64 %9412, 576
  br i1 %9413, label %9414, label %9441

9414:                                             ; preds = %9411
  br label %9415

9415:                                             ; preds = %9437, %9414
  %9416 = phi i64 [ %9438, %9437 ], [ 0, %9414 ]
  %9417 = icmp slt i64 %9416, 1
  br i1 %9417, label %9418, label %9439

9418:                                             ; preds = %9415
  br label %9419

9419:                                             ; preds = %9422, %9418
  %9420 = phi i64 [ %9436, %9422 ], [ 0, %9418 ]
  %9421 = icmp slt i64 %9420, 1
  br i1 %9421, label %9422, label %9437

9422:                                             ; preds = %9419
  %9423 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9359, 1
  %9424 = mul nuw nsw i64 %9408, 576
  %9425 = add nuw nsw i64 %9424, %9412
  %9426 = add nuw nsw i64 %9425, %9416
  %9427 = add nuw nsw i64 %9426, %9420
  %9428 = getelementptr inbounds nuw float, ptr %9423, i64 %9427
  %9429 = load float, ptr %9428, align 4
  %9430 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9406, 1
  %9431 = mul nuw nsw i64 %9408, 576
  %9432 = add nuw nsw i64 %9431, %9412
  %9433 = add nuw nsw i64 %9432, %9416
  %9434 = add nuw nsw i64 %9433, %9420
  %9435 = getelementptr inbounds nuw float, ptr %9430, i64 %9434
  store float %9429, ptr %9435, align 4
  %9436 = add i64 %9420, 1
  br label %9419

9437:                                             ; preds = %9419
  %9438 = add i64 %9416, 1
  br label %9415

9439:                                             ; preds = %9415
  %9440 = add i64 %9412, 1
  br label %9411

9441:                                             ; preds = %9411
  %9442 = add i64 %9408, 1
  br label %9407

9443:                                             ; preds = %9407
  br label %9444

9444:                                             ; preds = %9488, %9443
  %9445 = phi i64 [ %9489, %9488 ], [ 0, %9443 ]
  %9446 = icmp slt i64 %9445, 1
  br i1 %9446, label %9447, label %9490

9447:                                             ; preds = %9444
  br label %9448

9448:                                             ; preds = %9486, %9447
  %9449 = phi i64 [ %9487, %9486 ], [ 0, %9447 ]
  %9450 = icmp slt i64 %9449, 576
  br i1 %9450, label %9451, label %9488

9451:                                             ; preds = %9448
  br label %9452

9452:                                             ; preds = %9484, %9451
  %9453 = phi i64 [ %9485, %9484 ], [ 0, %9451 ]
  %9454 = icmp slt i64 %9453, 2
  br i1 %9454, label %9455, label %9486

9455:                                             ; preds = %9452
  br label %9456

9456:                                             ; preds = %9459, %9455
  %9457 = phi i64 [ %9483, %9459 ], [ 0, %9455 ]
  %9458 = icmp slt i64 %9457, 2
  br i1 %9458, label %9459, label %9484

9459:                                             ; preds = %9456
  %9460 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %9461 = mul nuw nsw i64 %9445, 2304
  %9462 = mul nuw nsw i64 %9449, 4
  %9463 = add nuw nsw i64 %9461, %9462
  %9464 = mul nuw nsw i64 %9453, 2
  %9465 = add nuw nsw i64 %9463, %9464
  %9466 = add nuw nsw i64 %9465, %9457
  %9467 = getelementptr inbounds nuw float, ptr %9460, i64 %9466
  %9468 = load float, ptr %9467, align 4
  %9469 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9406, 1
  %9470 = mul nuw nsw i64 %9445, 576
  %9471 = add nuw nsw i64 %9470, %9449
  %9472 = add nuw nsw i64 %9471, 0
  %9473 = add nuw nsw i64 %9472, 0
  %9474 = getelementptr inbounds nuw float, ptr %9469, i64 %9473
  %9475 = load float, ptr %9474, align 4
  %9476 = fadd float %9468, %9475
  %9477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9406, 1
  %9478 = mul nuw nsw i64 %9445, 576
  %9479 = add nuw nsw i64 %9478, %9449
  %9480 = add nuw nsw i64 %9479, 0
  %9481 = add nuw nsw i64 %9480, 0
  %9482 = getelementptr inbounds nuw float, ptr %9477, i64 %9481
  store float %9476, ptr %9482, align 4
  %9483 = add i64 %9457, 1
  br label %9456

9484:                                             ; preds = %9456
  %9485 = add i64 %9453, 1
  br label %9452

9486:                                             ; preds = %9452
  %9487 = add i64 %9449, 1
  br label %9448

9488:                                             ; preds = %9448
  %9489 = add i64 %9445, 1
  br label %9444

9490:                                             ; preds = %9444
  br label %9491

9491:                                             ; preds = %9520, %9490
  %9492 = phi i64 [ %9521, %9520 ], [ 0, %9490 ]
  %9493 = icmp slt i64 %9492, 1
  br i1 %9493, label %9494, label %9522

9494:                                             ; preds = %9491
  br label %9495

9495:                                             ; preds = %9518, %9494
  %9496 = phi i64 [ %9519, %9518 ], [ 0, %9494 ]
  %9497 = icmp slt i64 %9496, 144
  br i1 %9497, label %9498, label %9520

9498:                                             ; preds = %9495
  br label %9499

9499:                                             ; preds = %9516, %9498
  %9500 = phi i64 [ %9517, %9516 ], [ 0, %9498 ]
  %9501 = icmp slt i64 %9500, 1
  br i1 %9501, label %9502, label %9518

9502:                                             ; preds = %9499
  br label %9503

9503:                                             ; preds = %9506, %9502
  %9504 = phi i64 [ %9515, %9506 ], [ 0, %9502 ]
  %9505 = icmp slt i64 %9504, 1
  br i1 %9505, label %9506, label %9516

9506:                                             ; preds = %9503
  %9507 = getelementptr inbounds nuw float, ptr @__constant_144xf32_23, i64 %9496
  %9508 = load float, ptr %9507, align 4
  %9509 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %9510 = mul nuw nsw i64 %9492, 144
  %9511 = add nuw nsw i64 %9510, %9496
  %9512 = add nuw nsw i64 %9511, %9500
  %9513 = add nuw nsw i64 %9512, %9504
  %9514 = getelementptr inbounds nuw float, ptr %9509, i64 %9513
  store float %9508, ptr %9514, align 4
  %9515 = add i64 %9504, 1
  br label %9503

9516:                                             ; preds = %9503
  %9517 = add i64 %9500, 1
  br label %9499

9518:                                             ; preds = %9499
  %9519 = add i64 %9496, 1
  br label %9495

9520:                                             ; preds = %9495
  %9521 = add i64 %9492, 1
  br label %9491

9522:                                             ; preds = %9491
  br label %9523

9523:                                             ; preds = %9593, %9522
  %9524 = phi i64 [ %9594, %9593 ], [ 0, %9522 ]
  %9525 = icmp slt i64 %9524, 1
  br i1 %9525, label %9526, label %9595

9526:                                             ; preds = %9523
  br label %9527

9527:                                             ; preds = %9591, %9526
  %9528 = phi i64 [ %9592, %9591 ], [ 0, %9526 ]
  %9529 = icmp slt i64 %9528, 144
  br i1 %9529, label %9530, label %9593

9530:                                             ; preds = %9527
  br label %9531

9531:                                             ; preds = %9589, %9530
  %9532 = phi i64 [ %9590, %9589 ], [ 0, %9530 ]
  %9533 = icmp slt i64 %9532, 1
  br i1 %9533, label %9534, label %9591

9534:                                             ; preds = %9531
  br label %9535

9535:                                             ; preds = %9587, %9534
  %9536 = phi i64 [ %9588, %9587 ], [ 0, %9534 ]
  %9537 = icmp slt i64 %9536, 1
  br i1 %9537, label %9538, label %9589

9538:                                             ; preds = %9535
  br label %9539

9539:                                             ; preds = %9585, %9538
  %9540 = phi i64 [ %9586, %9585 ], [ 0, %9538 ]
  %9541 = icmp slt i64 %9540, 576
  br i1 %9541, label %9542, label %9587

9542:                                             ; preds = %9539
  br label %9543

9543:                                             ; preds = %9583, %9542
  %9544 = phi i64 [ %9584, %9583 ], [ 0, %9542 ]
  %9545 = icmp slt i64 %9544, 1
  br i1 %9545, label %9546, label %9585

9546:                                             ; preds = %9543
  br label %9547

9547:                                             ; preds = %9550, %9546
  %9548 = phi i64 [ %9582, %9550 ], [ 0, %9546 ]
  %9549 = icmp slt i64 %9548, 1
  br i1 %9549, label %9550, label %9583

9550:                                             ; preds = %9547
  %9551 = add i64 %9532, %9544
  %9552 = add i64 %9536, %9548
  %9553 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9406, 1
  %9554 = mul nuw nsw i64 %9524, 576
  %9555 = add nuw nsw i64 %9554, %9540
  %9556 = add nuw nsw i64 %9555, %9551
  %9557 = add nuw nsw i64 %9556, %9552
  %9558 = getelementptr inbounds nuw float, ptr %9553, i64 %9557
  %9559 = load float, ptr %9558, align 4
  %9560 = mul nuw nsw i64 %9528, 576
  %9561 = add nuw nsw i64 %9560, %9540
  %9562 = add nuw nsw i64 %9561, %9544
  %9563 = add nuw nsw i64 %9562, %9548
  %9564 = getelementptr inbounds nuw float, ptr @__constant_144x576x1x1xf32_24, i64 %9563
  %9565 = load float, ptr %9564, align 4
  %9566 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %9567 = mul nuw nsw i64 %9524, 144
  %9568 = add nuw nsw i64 %9567, %9528
  %9569 = add nuw nsw i64 %9568, %9532
  %9570 = add nuw nsw i64 %9569, %9536
  %9571 = getelementptr inbounds nuw float, ptr %9566, i64 %9570
  %9572 = load float, ptr %9571, align 4
  %9573 = fdiv float %9559, 4.000000e+00
  %9574 = fmul float %9573, %9565
  %9575 = fadd float %9572, %9574
  %9576 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %9577 = mul nuw nsw i64 %9524, 144
  %9578 = add nuw nsw i64 %9577, %9528
  %9579 = add nuw nsw i64 %9578, %9532
  %9580 = add nuw nsw i64 %9579, %9536
  %9581 = getelementptr inbounds nuw float, ptr %9576, i64 %9580
  store float %9575, ptr %9581, align 4
  %9582 = add i64 %9548, 1
  br label %9547

9583:                                             ; preds = %9547
  %9584 = add i64 %9544, 1
  br label %9543

9585:                                             ; preds = %9543
  %9586 = add i64 %9540, 1
  br label %9539

9587:                                             ; preds = %9539
  %9588 = add i64 %9536, 1
  br label %9535

9589:                                             ; preds = %9535
  %9590 = add i64 %9532, 1
  br label %9531

9591:                                             ; preds = %9531
  %9592 = add i64 %9528, 1
  br label %9527

9593:                                             ; preds = %9527
  %9594 = add i64 %9524, 1
  br label %9523

9595:                                             ; preds = %9523
  br label %9596

9596:                                             ; preds = %9625, %9595
  %9597 = phi i64 [ %9626, %9625 ], [ 0, %9595 ]
  %9598 = icmp slt i64 %9597, 1
  br i1 %9598, label %9599, label %9627

9599:                                             ; preds = %9596
  br label %9600

9600:                                             ; preds = %9623, %9599
  %9601 = phi i64 [ %9624, %9623 ], [ 0, %9599 ]
  %9602 = icmp slt i64 %9601, 576
  br i1 %9602, label %9603, label %9625

9603:                                             ; preds = %9600
  br label %9604

9604:                                             ; preds = %9621, %9603
  %9605 = phi i64 [ %9622, %9621 ], [ 0, %9603 ]
  %9606 = icmp slt i64 %9605, 1
  br i1 %9606, label %9607, label %9623

9607:                                             ; preds = %9604
  br label %9608

9608:                                             ; preds = %9611, %9607
  %9609 = phi i64 [ %9620, %9611 ], [ 0, %9607 ]
  %9610 = icmp slt i64 %9609, 1
  br i1 %9610, label %9611, label %9621

9611:                                             ; preds = %9608
  %9612 = getelementptr inbounds nuw float, ptr @__constant_576xf32_21, i64 %9601
  %9613 = load float, ptr %9612, align 4
  %9614 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %9615 = mul nuw nsw i64 %9597, 576
  %9616 = add nuw nsw i64 %9615, %9601
  %9617 = add nuw nsw i64 %9616, %9605
  %9618 = add nuw nsw i64 %9617, %9609
  %9619 = getelementptr inbounds nuw float, ptr %9614, i64 %9618
  store float %9613, ptr %9619, align 4
  %9620 = add i64 %9609, 1
  br label %9608

9621:                                             ; preds = %9608
  %9622 = add i64 %9605, 1
  br label %9604

9623:                                             ; preds = %9604
  %9624 = add i64 %9601, 1
  br label %9600

9625:                                             ; preds = %9600
  %9626 = add i64 %9597, 1
  br label %9596

9627:                                             ; preds = %9596
  br label %9628

9628:                                             ; preds = %9699, %9627
  %9629 = phi i64 [ %9700, %9699 ], [ 0, %9627 ]
  %9630 = icmp slt i64 %9629, 1
  br i1 %9630, label %9631, label %9701

9631:                                             ; preds = %9628
  br label %9632

9632:                                             ; preds = %9697, %9631
  %9633 = phi i64 [ %9698, %9697 ], [ 0, %9631 ]
  %9634 = icmp slt i64 %9633, 576
  br i1 %9634, label %9635, label %9699

9635:                                             ; preds = %9632
  br label %9636

9636:                                             ; preds = %9695, %9635
  %9637 = phi i64 [ %9696, %9695 ], [ 0, %9635 ]
  %9638 = icmp slt i64 %9637, 1
  br i1 %9638, label %9639, label %9697

9639:                                             ; preds = %9636
  br label %9640

9640:                                             ; preds = %9693, %9639
  %9641 = phi i64 [ %9694, %9693 ], [ 0, %9639 ]
  %9642 = icmp slt i64 %9641, 1
  br i1 %9642, label %9643, label %9695

9643:                                             ; preds = %9640
  br label %9644

9644:                                             ; preds = %9691, %9643
  %9645 = phi i64 [ %9692, %9691 ], [ 0, %9643 ]
  %9646 = icmp slt i64 %9645, 144
  br i1 %9646, label %9647, label %9693

9647:                                             ; preds = %9644
  br label %9648

9648:                                             ; preds = %9689, %9647
  %9649 = phi i64 [ %9690, %9689 ], [ 0, %9647 ]
  %9650 = icmp slt i64 %9649, 1
  br i1 %9650, label %9651, label %9691

9651:                                             ; preds = %9648
  br label %9652

9652:                                             ; preds = %9655, %9651
  %9653 = phi i64 [ %9688, %9655 ], [ 0, %9651 ]
  %9654 = icmp slt i64 %9653, 1
  br i1 %9654, label %9655, label %9689

9655:                                             ; preds = %9652
  %9656 = add i64 %9637, %9649
  %9657 = add i64 %9641, %9653
  %9658 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %9659 = mul nuw nsw i64 %9629, 144
  %9660 = add nuw nsw i64 %9659, %9645
  %9661 = add nuw nsw i64 %9660, %9656
  %9662 = add nuw nsw i64 %9661, %9657
  %9663 = getelementptr inbounds nuw float, ptr %9658, i64 %9662
  %9664 = load float, ptr %9663, align 4
  %9665 = mul nuw nsw i64 %9633, 144
  %9666 = add nuw nsw i64 %9665, %9645
  %9667 = add nuw nsw i64 %9666, %9649
  %9668 = add nuw nsw i64 %9667, %9653
  %9669 = getelementptr inbounds nuw float, ptr @__constant_576x144x1x1xf32_22, i64 %9668
  %9670 = load float, ptr %9669, align 4
  %9671 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %9672 = mul nuw nsw i64 %9629, 576
  %9673 = add nuw nsw i64 %9672, %9633
  %9674 = add nuw nsw i64 %9673, %9637
  %9675 = add nuw nsw i64 %9674, %9641
  %9676 = getelementptr inbounds nuw float, ptr %9671, i64 %9675
  %9677 = load float, ptr %9676, align 4
  %9678 = fcmp ugt float %9664, 0.000000e+00
  %9679 = select i1 %9678, float %9664, float 0.000000e+00
  %9680 = fmul float %9679, %9670
  %9681 = fadd float %9677, %9680
  %9682 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %9683 = mul nuw nsw i64 %9629, 576
  %9684 = add nuw nsw i64 %9683, %9633
  %9685 = add nuw nsw i64 %9684, %9637
  %9686 = add nuw nsw i64 %9685, %9641
  %9687 = getelementptr inbounds nuw float, ptr %9682, i64 %9686
  store float %9681, ptr %9687, align 4
  %9688 = add i64 %9653, 1
  br label %9652

9689:                                             ; preds = %9652
  %9690 = add i64 %9649, 1
  br label %9648

9691:                                             ; preds = %9648
  %9692 = add i64 %9645, 1
  br label %9644

9693:                                             ; preds = %9644
  %9694 = add i64 %9641, 1
  br label %9640

9695:                                             ; preds = %9640
  %9696 = add i64 %9637, 1
  br label %9636

9697:                                             ; preds = %9636
  %9698 = add i64 %9633, 1
  br label %9632

9699:                                             ; preds = %9632
  %9700 = add i64 %9629, 1
  br label %9628

9701:                                             ; preds = %9628
  %9702 = call ptr @malloc(i64 1600)
  %9703 = ptrtoint ptr %9702 to i64
  %9704 = add i64 %9703, 63
  %9705 = urem i64 %9704, 64
  %9706 = sub i64 %9704, %9705
  %9707 = inttoptr i64 %9706 to ptr
  %9708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9702, 0
  %9709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9708, ptr %9707, 1
  %9710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9709, i64 0, 2
  %9711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9710, i64 1, 3, 0
  %9712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9711, i64 96, 3, 1
  %9713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9712, i64 2, 3, 2
  %9714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9713, i64 2, 3, 3
  %9715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9714, i64 384, 4, 0
  %9716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9715, i64 4, 4, 1
  %9717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9716, i64 2, 4, 2
  %9718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9717, i64 1, 4, 3
  br label %9719

9719:                                             ; preds = %9757, %9701
  %9720 = phi i64 [ %9758, %9757 ], [ 0, %9701 ]
  %9721 = icmp slt i64 %9720, 1
  br i1 %9721, label %9722, label %9759

9722:                                             ; preds = %9719
  br label %9723

9723:                                             ; preds = %9755, %9722
  %9724 = phi i64 [ %9756, %9755 ], [ 0, %9722 ]
  %9725 = icmp slt i64 %9724, 96
  br i1 %9725, label %9726, label %9757

9726:                                             ; preds = %9723
  br label %9727

9727:                                             ; preds = %9753, %9726
  %9728 = phi i64 [ %9754, %9753 ], [ 0, %9726 ]
  %9729 = icmp slt i64 %9728, 2
  br i1 %9729, label %9730, label %9755

9730:                                             ; preds = %9727
  br label %9731

9731:                                             ; preds = %9734, %9730
  %9732 = phi i64 [ %9752, %9734 ], [ 0, %9730 ]
  %9733 = icmp slt i64 %9732, 2
  br i1 %9733, label %9734, label %9753

9734:                                             ; preds = %9731
  %9735 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8501, 1
  %9736 = mul nuw nsw i64 %9720, 384
  %9737 = mul nuw nsw i64 %9724, 4
  %9738 = add nuw nsw i64 %9736, %9737
  %9739 = mul nuw nsw i64 %9728, 2
  %9740 = add nuw nsw i64 %9738, %9739
  %9741 = add nuw nsw i64 %9740, %9732
  %9742 = getelementptr inbounds nuw float, ptr %9735, i64 %9741
  %9743 = load float, ptr %9742, align 4
  %9744 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9718, 1
  %9745 = mul nuw nsw i64 %9720, 384
  %9746 = mul nuw nsw i64 %9724, 4
  %9747 = add nuw nsw i64 %9745, %9746
  %9748 = mul nuw nsw i64 %9728, 2
  %9749 = add nuw nsw i64 %9747, %9748
  %9750 = add nuw nsw i64 %9749, %9732
  %9751 = getelementptr inbounds nuw float, ptr %9744, i64 %9750
  store float %9743, ptr %9751, align 4
  %9752 = add i64 %9732, 1
  br label %9731

9753:                                             ; preds = %9731
  %9754 = add i64 %9728, 1
  br label %9727

9755:                                             ; preds = %9727
  %9756 = add i64 %9724, 1
  br label %9723

9757:                                             ; preds = %9723
  %9758 = add i64 %9720, 1
  br label %9719

9759:                                             ; preds = %9719
  br label %9760

9760:                                             ; preds = %9849, %9759
  %9761 = phi i64 [ %9850, %9849 ], [ 0, %9759 ]
  %9762 = icmp slt i64 %9761, 1
  br i1 %9762, label %9763, label %9851

9763:                                             ; preds = %9760
  br label %9764

9764:                                             ; preds = %9847, %9763
  %9765 = phi i64 [ %9848, %9847 ], [ 0, %9763 ]
  %9766 = icmp slt i64 %9765, 96
  br i1 %9766, label %9767, label %9849

9767:                                             ; preds = %9764
  br label %9768

9768:                                             ; preds = %9845, %9767
  %9769 = phi i64 [ %9846, %9845 ], [ 0, %9767 ]
  %9770 = icmp slt i64 %9769, 2
  br i1 %9770, label %9771, label %9847

9771:                                             ; preds = %9768
  br label %9772

9772:                                             ; preds = %9843, %9771
  %9773 = phi i64 [ %9844, %9843 ], [ 0, %9771 ]
  %9774 = icmp slt i64 %9773, 2
  br i1 %9774, label %9775, label %9845

9775:                                             ; preds = %9772
  br label %9776

9776:                                             ; preds = %9841, %9775
  %9777 = phi i64 [ %9842, %9841 ], [ 0, %9775 ]
  %9778 = icmp slt i64 %9777, 576
  br i1 %9778, label %9779, label %9843

9779:                                             ; preds = %9776
  br label %9780

9780:                                             ; preds = %9839, %9779
  %9781 = phi i64 [ %9840, %9839 ], [ 0, %9779 ]
  %9782 = icmp slt i64 %9781, 1
  br i1 %9782, label %9783, label %9841

9783:                                             ; preds = %9780
  br label %9784

9784:                                             ; preds = %9787, %9783
  %9785 = phi i64 [ %9838, %9787 ], [ 0, %9783 ]
  %9786 = icmp slt i64 %9785, 1
  br i1 %9786, label %9787, label %9839

9787:                                             ; preds = %9784
  %9788 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %9789 = mul nuw nsw i64 %9761, 576
  %9790 = add nuw nsw i64 %9789, %9777
  %9791 = add nuw nsw i64 %9790, 0
  %9792 = add nuw nsw i64 %9791, 0
  %9793 = getelementptr inbounds nuw float, ptr %9788, i64 %9792
  %9794 = load float, ptr %9793, align 4
  %9795 = add i64 %9769, %9781
  %9796 = add i64 %9773, %9785
  %9797 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %9798 = mul nuw nsw i64 %9761, 2304
  %9799 = mul nuw nsw i64 %9777, 4
  %9800 = add nuw nsw i64 %9798, %9799
  %9801 = mul nuw nsw i64 %9795, 2
  %9802 = add nuw nsw i64 %9800, %9801
  %9803 = add nuw nsw i64 %9802, %9796
  %9804 = getelementptr inbounds nuw float, ptr %9797, i64 %9803
  %9805 = load float, ptr %9804, align 4
  %9806 = mul nuw nsw i64 %9765, 576
  %9807 = add nuw nsw i64 %9806, %9777
  %9808 = add nuw nsw i64 %9807, %9781
  %9809 = add nuw nsw i64 %9808, %9785
  %9810 = getelementptr inbounds nuw float, ptr @__constant_96x576x1x1xf32_20, i64 %9809
  %9811 = load float, ptr %9810, align 4
  %9812 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9718, 1
  %9813 = mul nuw nsw i64 %9761, 384
  %9814 = mul nuw nsw i64 %9765, 4
  %9815 = add nuw nsw i64 %9813, %9814
  %9816 = mul nuw nsw i64 %9769, 2
  %9817 = add nuw nsw i64 %9815, %9816
  %9818 = add nuw nsw i64 %9817, %9773
  %9819 = getelementptr inbounds nuw float, ptr %9812, i64 %9818
  %9820 = load float, ptr %9819, align 4
  %9821 = fadd float %9794, 3.000000e+00
  %9822 = fcmp ult float %9821, 0.000000e+00
  %9823 = select i1 %9822, float 0.000000e+00, float %9821
  %9824 = fcmp ugt float %9823, 6.000000e+00
  %9825 = select i1 %9824, float 6.000000e+00, float %9823
  %9826 = fdiv float %9825, 6.000000e+00
  %9827 = fmul float %9826, %9805
  %9828 = fmul float %9827, %9811
  %9829 = fadd float %9820, %9828
  %9830 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9718, 1
  %9831 = mul nuw nsw i64 %9761, 384
  %9832 = mul nuw nsw i64 %9765, 4
  %9833 = add nuw nsw i64 %9831, %9832
  %9834 = mul nuw nsw i64 %9769, 2
  %9835 = add nuw nsw i64 %9833, %9834
  %9836 = add nuw nsw i64 %9835, %9773
  %9837 = getelementptr inbounds nuw float, ptr %9830, i64 %9836
  store float %9829, ptr %9837, align 4
  %9838 = add i64 %9785, 1
  br label %9784

9839:                                             ; preds = %9784
  %9840 = add i64 %9781, 1
  br label %9780

9841:                                             ; preds = %9780
  %9842 = add i64 %9777, 1
  br label %9776

9843:                                             ; preds = %9776
  %9844 = add i64 %9773, 1
  br label %9772

9845:                                             ; preds = %9772
  %9846 = add i64 %9769, 1
  br label %9768

9847:                                             ; preds = %9768
  %9848 = add i64 %9765, 1
  br label %9764

9849:                                             ; preds = %9764
  %9850 = add i64 %9761, 1
  br label %9760

9851:                                             ; preds = %9760
  br label %9852

9852:                                             ; preds = %9923, %9851
  %9853 = phi i64 [ %9924, %9923 ], [ 0, %9851 ]
  %9854 = icmp slt i64 %9853, 1
  br i1 %9854, label %9855, label %9925

9855:                                             ; preds = %9852
  br label %9856

9856:                                             ; preds = %9921, %9855
  %9857 = phi i64 [ %9922, %9921 ], [ 0, %9855 ]
  %9858 = icmp slt i64 %9857, 96
  br i1 %9858, label %9859, label %9923

9859:                                             ; preds = %9856
  br label %9860

9860:                                             ; preds = %9919, %9859
  %9861 = phi i64 [ %9920, %9919 ], [ 0, %9859 ]
  %9862 = icmp slt i64 %9861, 2
  br i1 %9862, label %9863, label %9921

9863:                                             ; preds = %9860
  br label %9864

9864:                                             ; preds = %9867, %9863
  %9865 = phi i64 [ %9918, %9867 ], [ 0, %9863 ]
  %9866 = icmp slt i64 %9865, 2
  br i1 %9866, label %9867, label %9919

9867:                                             ; preds = %9864
  %9868 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9718, 1
  %9869 = mul nuw nsw i64 %9853, 384
  %9870 = mul nuw nsw i64 %9857, 4
  %9871 = add nuw nsw i64 %9869, %9870
  %9872 = mul nuw nsw i64 %9861, 2
  %9873 = add nuw nsw i64 %9871, %9872
  %9874 = add nuw nsw i64 %9873, %9865
  %9875 = getelementptr inbounds nuw float, ptr %9868, i64 %9874
  %9876 = load float, ptr %9875, align 4
  %9877 = add nuw nsw i64 %9857, 0
  %9878 = add nuw nsw i64 %9877, 0
  %9879 = getelementptr inbounds nuw float, ptr @__constant_96xf32_19, i64 %9878
  %9880 = load float, ptr %9879, align 4
  %9881 = add nuw nsw i64 %9857, 0
  %9882 = add nuw nsw i64 %9881, 0
  %9883 = getelementptr inbounds nuw float, ptr @__constant_96xf32_18, i64 %9882
  %9884 = load float, ptr %9883, align 4
  %9885 = add nuw nsw i64 %9857, 0
  %9886 = add nuw nsw i64 %9885, 0
  %9887 = getelementptr inbounds nuw float, ptr @__constant_96xf32_17, i64 %9886
  %9888 = load float, ptr %9887, align 4
  %9889 = add nuw nsw i64 %9857, 0
  %9890 = add nuw nsw i64 %9889, 0
  %9891 = getelementptr inbounds nuw float, ptr @__constant_96xf32_16, i64 %9890
  %9892 = load float, ptr %9891, align 4
  %9893 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8484, 1
  %9894 = mul nuw nsw i64 %9853, 384
  %9895 = mul nuw nsw i64 %9857, 4
  %9896 = add nuw nsw i64 %9894, %9895
  %9897 = mul nuw nsw i64 %9861, 2
  %9898 = add nuw nsw i64 %9896, %9897
  %9899 = add nuw nsw i64 %9898, %9865
  %9900 = getelementptr inbounds nuw float, ptr %9893, i64 %9899
  %9901 = load float, ptr %9900, align 4
  %9902 = fadd float %9884, 1.000000e-03
  %9903 = call float @llvm.sqrt.f32(float %9902)
  %9904 = fdiv float 1.000000e+00, %9903
  %9905 = fsub float %9876, %9880
  %9906 = fmul float %9905, %9904
  %9907 = fmul float %9906, %9888
  %9908 = fadd float %9907, %9892
  %9909 = fadd float %9908, %9901
  %9910 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8484, 1
  %9911 = mul nuw nsw i64 %9853, 384
  %9912 = mul nuw nsw i64 %9857, 4
  %9913 = add nuw nsw i64 %9911, %9912
  %9914 = mul nuw nsw i64 %9861, 2
  %9915 = add nuw nsw i64 %9913, %9914
  %9916 = add nuw nsw i64 %9915, %9865
  %9917 = getelementptr inbounds nuw float, ptr %9910, i64 %9916
  store float %9909, ptr %9917, align 4
  %9918 = add i64 %9865, 1
  br label %9864

9919:                                             ; preds = %9864
  %9920 = add i64 %9861, 1
  br label %9860

9921:                                             ; preds = %9860
  %9922 = add i64 %9857, 1
  br label %9856

9923:                                             ; preds = %9856
  %9924 = add i64 %9853, 1
  br label %9852

9925:                                             ; preds = %9852
  %9926 = call ptr @malloc(i64 9280)
  %9927 = ptrtoint ptr %9926 to i64
  %9928 = add i64 %9927, 63
  %9929 = urem i64 %9928, 64
  %9930 = sub i64 %9928, %9929
  %9931 = inttoptr i64 %9930 to ptr
  %9932 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %9926, 0
  %9933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9932, ptr %9931, 1
  %9934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9933, i64 0, 2
  %9935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9934, i64 1, 3, 0
  %9936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9935, i64 576, 3, 1
  %9937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9936, i64 2, 3, 2
  %9938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9937, i64 2, 3, 3
  %9939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9938, i64 2304, 4, 0
  %9940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9939, i64 4, 4, 1
  %9941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9940, i64 2, 4, 2
  %9942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9941, i64 1, 4, 3
  br label %9943

9943:                                             ; preds = %9981, %9925
  %9944 = phi i64 [ %9982, %9981 ], [ 0, %9925 ]
  %9945 = icmp slt i64 %9944, 1
  br i1 %9945, label %9946, label %9983

9946:                                             ; preds = %9943
  br label %9947

9947:                                             ; preds = %9979, %9946
  %9948 = phi i64 [ %9980, %9979 ], [ 0, %9946 ]
  %9949 = icmp slt i64 %9948, 576
  br i1 %9949, label %9950, label %9981

9950:                                             ; preds = %9947
  br label %9951

9951:                                             ; preds = %9977, %9950
  %9952 = phi i64 [ %9978, %9977 ], [ 0, %9950 ]
  %9953 = icmp slt i64 %9952, 2
  br i1 %9953, label %9954, label %9979

9954:                                             ; preds = %9951
  br label %9955

9955:                                             ; preds = %9958, %9954
  %9956 = phi i64 [ %9976, %9958 ], [ 0, %9954 ]
  %9957 = icmp slt i64 %9956, 2
  br i1 %9957, label %9958, label %9977

9958:                                             ; preds = %9955
  %9959 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %9960 = mul nuw nsw i64 %9944, 2304
  %9961 = mul nuw nsw i64 %9948, 4
  %9962 = add nuw nsw i64 %9960, %9961
  %9963 = mul nuw nsw i64 %9952, 2
  %9964 = add nuw nsw i64 %9962, %9963
  %9965 = add nuw nsw i64 %9964, %9956
  %9966 = getelementptr inbounds nuw float, ptr %9959, i64 %9965
  %9967 = load float, ptr %9966, align 4
  %9968 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9942, 1
  %9969 = mul nuw nsw i64 %9944, 2304
  %9970 = mul nuw nsw i64 %9948, 4
  %9971 = add nuw nsw i64 %9969, %9970
  %9972 = mul nuw nsw i64 %9952, 2
  %9973 = add nuw nsw i64 %9971, %9972
  %9974 = add nuw nsw i64 %9973, %9956
  %9975 = getelementptr inbounds nuw float, ptr %9968, i64 %9974
  store float %9967, ptr %9975, align 4
  %9976 = add i64 %9956, 1
  br label %9955

9977:                                             ; preds = %9955
  %9978 = add i64 %9952, 1
  br label %9951

9979:                                             ; preds = %9951
  %9980 = add i64 %9948, 1
  br label %9947

9981:                                             ; preds = %9947
  %9982 = add i64 %9944, 1
  br label %9943

9983:                                             ; preds = %9943
  br label %9984

9984:                                             ; preds = %10059, %9983
  %9985 = phi i64 [ %10060, %10059 ], [ 0, %9983 ]
  %9986 = icmp slt i64 %9985, 1
  br i1 %9986, label %9987, label %10061

9987:                                             ; preds = %9984
  br label %9988

9988:                                             ; preds = %10057, %9987
  %9989 = phi i64 [ %10058, %10057 ], [ 0, %9987 ]
  %9990 = icmp slt i64 %9989, 576
  br i1 %9990, label %9991, label %10059

9991:                                             ; preds = %9988
  br label %9992

9992:                                             ; preds = %10055, %9991
  %9993 = phi i64 [ %10056, %10055 ], [ 0, %9991 ]
  %9994 = icmp slt i64 %9993, 2
  br i1 %9994, label %9995, label %10057

9995:                                             ; preds = %9992
  br label %9996

9996:                                             ; preds = %10053, %9995
  %9997 = phi i64 [ %10054, %10053 ], [ 0, %9995 ]
  %9998 = icmp slt i64 %9997, 2
  br i1 %9998, label %9999, label %10055

9999:                                             ; preds = %9996
  br label %10000

10000:                                            ; preds = %10051, %9999
  %10001 = phi i64 [ %10052, %10051 ], [ 0, %9999 ]
  %10002 = icmp slt i64 %10001, 96
  br i1 %10002, label %10003, label %10053

10003:                                            ; preds = %10000
  br label %10004

10004:                                            ; preds = %10049, %10003
  %10005 = phi i64 [ %10050, %10049 ], [ 0, %10003 ]
  %10006 = icmp slt i64 %10005, 1
  br i1 %10006, label %10007, label %10051

10007:                                            ; preds = %10004
  br label %10008

10008:                                            ; preds = %10011, %10007
  %10009 = phi i64 [ %10048, %10011 ], [ 0, %10007 ]
  %10010 = icmp slt i64 %10009, 1
  br i1 %10010, label %10011, label %10049

10011:                                            ; preds = %10008
  %10012 = add i64 %9993, %10005
  %10013 = add i64 %9997, %10009
  %10014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8484, 1
  %10015 = mul nuw nsw i64 %9985, 384
  %10016 = mul nuw nsw i64 %10001, 4
  %10017 = add nuw nsw i64 %10015, %10016
  %10018 = mul nuw nsw i64 %10012, 2
  %10019 = add nuw nsw i64 %10017, %10018
  %10020 = add nuw nsw i64 %10019, %10013
  %10021 = getelementptr inbounds nuw float, ptr %10014, i64 %10020
  %10022 = load float, ptr %10021, align 4
  %10023 = mul nuw nsw i64 %9989, 96
  %10024 = add nuw nsw i64 %10023, %10001
  %10025 = add nuw nsw i64 %10024, %10005
  %10026 = add nuw nsw i64 %10025, %10009
  %10027 = getelementptr inbounds nuw float, ptr @__constant_576x96x1x1xf32_15, i64 %10026
  %10028 = load float, ptr %10027, align 4
  %10029 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9942, 1
  %10030 = mul nuw nsw i64 %9985, 2304
  %10031 = mul nuw nsw i64 %9989, 4
  %10032 = add nuw nsw i64 %10030, %10031
  %10033 = mul nuw nsw i64 %9993, 2
  %10034 = add nuw nsw i64 %10032, %10033
  %10035 = add nuw nsw i64 %10034, %9997
  %10036 = getelementptr inbounds nuw float, ptr %10029, i64 %10035
  %10037 = load float, ptr %10036, align 4
  %10038 = fmul float %10022, %10028
  %10039 = fadd float %10037, %10038
  %10040 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9942, 1
  %10041 = mul nuw nsw i64 %9985, 2304
  %10042 = mul nuw nsw i64 %9989, 4
  %10043 = add nuw nsw i64 %10041, %10042
  %10044 = mul nuw nsw i64 %9993, 2
  %10045 = add nuw nsw i64 %10043, %10044
  %10046 = add nuw nsw i64 %10045, %9997
  %10047 = getelementptr inbounds nuw float, ptr %10040, i64 %10046
  store float %10039, ptr %10047, align 4
  %10048 = add i64 %10009, 1
  br label %10008

10049:                                            ; preds = %10008
  %10050 = add i64 %10005, 1
  br label %10004

10051:                                            ; preds = %10004
  %10052 = add i64 %10001, 1
  br label %10000

10053:                                            ; preds = %10000
  %10054 = add i64 %9997, 1
  br label %9996

10055:                                            ; preds = %9996
  %10056 = add i64 %9993, 1
  br label %9992

10057:                                            ; preds = %9992
  %10058 = add i64 %9989, 1
  br label %9988

10059:                                            ; preds = %9988
  %10060 = add i64 %9985, 1
  br label %9984

10061:                                            ; preds = %9984
  br label %10062

10062:                                            ; preds = %10130, %10061
  %10063 = phi i64 [ %10131, %10130 ], [ 0, %10061 ]
  %10064 = icmp slt i64 %10063, 1
  br i1 %10064, label %10065, label %10132

10065:                                            ; preds = %10062
  br label %10066

10066:                                            ; preds = %10128, %10065
  %10067 = phi i64 [ %10129, %10128 ], [ 0, %10065 ]
  %10068 = icmp slt i64 %10067, 576
  br i1 %10068, label %10069, label %10130

10069:                                            ; preds = %10066
  br label %10070

10070:                                            ; preds = %10126, %10069
  %10071 = phi i64 [ %10127, %10126 ], [ 0, %10069 ]
  %10072 = icmp slt i64 %10071, 2
  br i1 %10072, label %10073, label %10128

10073:                                            ; preds = %10070
  br label %10074

10074:                                            ; preds = %10077, %10073
  %10075 = phi i64 [ %10125, %10077 ], [ 0, %10073 ]
  %10076 = icmp slt i64 %10075, 2
  br i1 %10076, label %10077, label %10126

10077:                                            ; preds = %10074
  %10078 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9942, 1
  %10079 = mul nuw nsw i64 %10063, 2304
  %10080 = mul nuw nsw i64 %10067, 4
  %10081 = add nuw nsw i64 %10079, %10080
  %10082 = mul nuw nsw i64 %10071, 2
  %10083 = add nuw nsw i64 %10081, %10082
  %10084 = add nuw nsw i64 %10083, %10075
  %10085 = getelementptr inbounds nuw float, ptr %10078, i64 %10084
  %10086 = load float, ptr %10085, align 4
  %10087 = add nuw nsw i64 %10067, 0
  %10088 = add nuw nsw i64 %10087, 0
  %10089 = getelementptr inbounds nuw float, ptr @__constant_576xf32_14, i64 %10088
  %10090 = load float, ptr %10089, align 4
  %10091 = add nuw nsw i64 %10067, 0
  %10092 = add nuw nsw i64 %10091, 0
  %10093 = getelementptr inbounds nuw float, ptr @__constant_576xf32_13, i64 %10092
  %10094 = load float, ptr %10093, align 4
  %10095 = add nuw nsw i64 %10067, 0
  %10096 = add nuw nsw i64 %10095, 0
  %10097 = getelementptr inbounds nuw float, ptr @__constant_576xf32_12, i64 %10096
  %10098 = load float, ptr %10097, align 4
  %10099 = add nuw nsw i64 %10067, 0
  %10100 = add nuw nsw i64 %10099, 0
  %10101 = getelementptr inbounds nuw float, ptr @__constant_576xf32_11, i64 %10100
  %10102 = load float, ptr %10101, align 4
  %10103 = fadd float %10094, 1.000000e-03
  %10104 = call float @llvm.sqrt.f32(float %10103)
  %10105 = fdiv float 1.000000e+00, %10104
  %10106 = fsub float %10086, %10090
  %10107 = fmul float %10106, %10105
  %10108 = fmul float %10107, %10098
  %10109 = fadd float %10108, %10102
  %10110 = fadd float %10109, 3.000000e+00
  %10111 = fcmp ult float %10110, 0.000000e+00
  %10112 = select i1 %10111, float 0.000000e+00, float %10110
  %10113 = fcmp ugt float %10112, 6.000000e+00
  %10114 = select i1 %10113, float 6.000000e+00, float %10112
  %10115 = fmul float %10109, %10114
  %10116 = fdiv float %10115, 6.000000e+00
  %10117 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %10118 = mul nuw nsw i64 %10063, 2304
  %10119 = mul nuw nsw i64 %10067, 4
  %10120 = add nuw nsw i64 %10118, %10119
  %10121 = mul nuw nsw i64 %10071, 2
  %10122 = add nuw nsw i64 %10120, %10121
  %10123 = add nuw nsw i64 %10122, %10075
  %10124 = getelementptr inbounds nuw float, ptr %10117, i64 %10123
  store float %10116, ptr %10124, align 4
  %10125 = add i64 %10075, 1
  br label %10074

10126:                                            ; preds = %10074
  %10127 = add i64 %10071, 1
  br label %10070

10128:                                            ; preds = %10070
  %10129 = add i64 %10067, 1
  br label %10066

10130:                                            ; preds = %10066
  %10131 = add i64 %10063, 1
  br label %10062

10132:                                            ; preds = %10062
  %10133 = call ptr @malloc(i64 83008)
  %10134 = ptrtoint ptr %10133 to i64
  %10135 = add i64 %10134, 63
  %10136 = urem i64 %10135, 64
  %10137 = sub i64 %10135, %10136
  %10138 = inttoptr i64 %10137 to ptr
  %10139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10133, 0
  %10140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10139, ptr %10138, 1
  %10141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10140, i64 0, 2
  %10142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10141, i64 1, 3, 0
  %10143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10142, i64 576, 3, 1
  %10144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10143, i64 6, 3, 2
  %10145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10144, i64 6, 3, 3
  %10146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10145, i64 20736, 4, 0
  %10147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10146, i64 36, 4, 1
  %10148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10147, i64 6, 4, 2
  %10149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10148, i64 1, 4, 3
  br label %10150

10150:                                            ; preds = %10179, %10132
  %10151 = phi i64 [ %10180, %10179 ], [ 0, %10132 ]
  %10152 = icmp slt i64 %10151, 1
  br i1 %10152, label %10153, label %10181

10153:                                            ; preds = %10150
  br label %10154

10154:                                            ; preds = %10177, %10153
  %10155 = phi i64 [ %10178, %10177 ], [ 0, %10153 ]
  %10156 = icmp slt i64 %10155, 576
  br i1 %10156, label %10157, label %10179

10157:                                            ; preds = %10154
  br label %10158

10158:                                            ; preds = %10175, %10157
  %10159 = phi i64 [ %10176, %10175 ], [ 0, %10157 ]
  %10160 = icmp slt i64 %10159, 6
  br i1 %10160, label %10161, label %10177

10161:                                            ; preds = %10158
  br label %10162

10162:                                            ; preds = %10165, %10161
  %10163 = phi i64 [ %10174, %10165 ], [ 0, %10161 ]
  %10164 = icmp slt i64 %10163, 6
  br i1 %10164, label %10165, label %10175

10165:                                            ; preds = %10162
  %10166 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10149, 1
  %10167 = mul nuw nsw i64 %10151, 20736
  %10168 = mul nuw nsw i64 %10155, 36
  %10169 = add nuw nsw i64 %10167, %10168
  %10170 = mul nuw nsw i64 %10159, 6
  %10171 = add nuw nsw i64 %10169, %10170
  %10172 = add nuw nsw i64 %10171, %10163
  %10173 = getelementptr inbounds nuw float, ptr %10166, i64 %10172
  store float 0.000000e+00, ptr %10173, align 4
  %10174 = add i64 %10163, 1
  br label %10162

10175:                                            ; preds = %10162
  %10176 = add i64 %10159, 1
  br label %10158

10177:                                            ; preds = %10158
  %10178 = add i64 %10155, 1
  br label %10154

10179:                                            ; preds = %10154
  %10180 = add i64 %10151, 1
  br label %10150

10181:                                            ; preds = %10150
  %10182 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10149, 0
  %10183 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10149, 1
  %10184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10182, 0
  %10185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10184, ptr %10183, 1
  %10186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10185, i64 14, 2
  %10187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10186, i64 1, 3, 0
  %10188 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10187, i64 20736, 4, 0
  %10189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10188, i64 576, 3, 1
  %10190 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10189, i64 36, 4, 1
  %10191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10190, i64 2, 3, 2
  %10192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10191, i64 6, 4, 2
  %10193 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10192, i64 2, 3, 3
  %10194 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10193, i64 1, 4, 3
  br label %10195

10195:                                            ; preds = %10234, %10181
  %10196 = phi i64 [ %10235, %10234 ], [ 0, %10181 ]
  %10197 = icmp slt i64 %10196, 1
  br i1 %10197, label %10198, label %10236

10198:                                            ; preds = %10195
  br label %10199

10199:                                            ; preds = %10232, %10198
  %10200 = phi i64 [ %10233, %10232 ], [ 0, %10198 ]
  %10201 = icmp slt i64 %10200, 576
  br i1 %10201, label %10202, label %10234

10202:                                            ; preds = %10199
  br label %10203

10203:                                            ; preds = %10230, %10202
  %10204 = phi i64 [ %10231, %10230 ], [ 0, %10202 ]
  %10205 = icmp slt i64 %10204, 2
  br i1 %10205, label %10206, label %10232

10206:                                            ; preds = %10203
  br label %10207

10207:                                            ; preds = %10210, %10206
  %10208 = phi i64 [ %10229, %10210 ], [ 0, %10206 ]
  %10209 = icmp slt i64 %10208, 2
  br i1 %10209, label %10210, label %10230

10210:                                            ; preds = %10207
  %10211 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %10212 = mul nuw nsw i64 %10196, 2304
  %10213 = mul nuw nsw i64 %10200, 4
  %10214 = add nuw nsw i64 %10212, %10213
  %10215 = mul nuw nsw i64 %10204, 2
  %10216 = add nuw nsw i64 %10214, %10215
  %10217 = add nuw nsw i64 %10216, %10208
  %10218 = getelementptr inbounds nuw float, ptr %10211, i64 %10217
  %10219 = load float, ptr %10218, align 4
  %10220 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10194, 1
  %10221 = getelementptr float, ptr %10220, i64 14
  %10222 = mul nuw nsw i64 %10196, 20736
  %10223 = mul nuw nsw i64 %10200, 36
  %10224 = add nuw nsw i64 %10222, %10223
  %10225 = mul nuw nsw i64 %10204, 6
  %10226 = add nuw nsw i64 %10224, %10225
  %10227 = add nuw nsw i64 %10226, %10208
  %10228 = getelementptr inbounds nuw float, ptr %10221, i64 %10227
  store float %10219, ptr %10228, align 4
  %10229 = add i64 %10208, 1
  br label %10207

10230:                                            ; preds = %10207
  %10231 = add i64 %10204, 1
  br label %10203

10232:                                            ; preds = %10203
  %10233 = add i64 %10200, 1
  br label %10199

10234:                                            ; preds = %10199
  %10235 = add i64 %10196, 1
  br label %10195

10236:                                            ; preds = %10195
  %10237 = call ptr @malloc(i64 9280)
  %10238 = ptrtoint ptr %10237 to i64
  %10239 = add i64 %10238, 63
  %10240 = urem i64 %10239, 64
  %10241 = sub i64 %10239, %10240
  %10242 = inttoptr i64 %10241 to ptr
  %10243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10237, 0
  %10244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10243, ptr %10242, 1
  %10245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10244, i64 0, 2
  %10246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10245, i64 1, 3, 0
  %10247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10246, i64 576, 3, 1
  %10248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10247, i64 2, 3, 2
  %10249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10248, i64 2, 3, 3
  %10250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10249, i64 2304, 4, 0
  %10251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10250, i64 4, 4, 1
  %10252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10251, i64 2, 4, 2
  %10253 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10252, i64 1, 4, 3
  br label %10254

10254:                                            ; preds = %10292, %10236
  %10255 = phi i64 [ %10293, %10292 ], [ 0, %10236 ]
  %10256 = icmp slt i64 %10255, 1
  br i1 %10256, label %10257, label %10294

10257:                                            ; preds = %10254
  br label %10258

10258:                                            ; preds = %10290, %10257
  %10259 = phi i64 [ %10291, %10290 ], [ 0, %10257 ]
  %10260 = icmp slt i64 %10259, 576
  br i1 %10260, label %10261, label %10292

10261:                                            ; preds = %10258
  br label %10262

10262:                                            ; preds = %10288, %10261
  %10263 = phi i64 [ %10289, %10288 ], [ 0, %10261 ]
  %10264 = icmp slt i64 %10263, 2
  br i1 %10264, label %10265, label %10290

10265:                                            ; preds = %10262
  br label %10266

10266:                                            ; preds = %10269, %10265
  %10267 = phi i64 [ %10287, %10269 ], [ 0, %10265 ]
  %10268 = icmp slt i64 %10267, 2
  br i1 %10268, label %10269, label %10288

10269:                                            ; preds = %10266
  %10270 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %10271 = mul nuw nsw i64 %10255, 2304
  %10272 = mul nuw nsw i64 %10259, 4
  %10273 = add nuw nsw i64 %10271, %10272
  %10274 = mul nuw nsw i64 %10263, 2
  %10275 = add nuw nsw i64 %10273, %10274
  %10276 = add nuw nsw i64 %10275, %10267
  %10277 = getelementptr inbounds nuw float, ptr %10270, i64 %10276
  %10278 = load float, ptr %10277, align 4
  %10279 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10253, 1
  %10280 = mul nuw nsw i64 %10255, 2304
  %10281 = mul nuw nsw i64 %10259, 4
  %10282 = add nuw nsw i64 %10280, %10281
  %10283 = mul nuw nsw i64 %10263, 2
  %10284 = add nuw nsw i64 %10282, %10283
  %10285 = add nuw nsw i64 %10284, %10267
  %10286 = getelementptr inbounds nuw float, ptr %10279, i64 %10285
  store float %10278, ptr %10286, align 4
  %10287 = add i64 %10267, 1
  br label %10266

10288:                                            ; preds = %10266
  %10289 = add i64 %10263, 1
  br label %10262

10290:                                            ; preds = %10262
  %10291 = add i64 %10259, 1
  br label %10258

10292:                                            ; preds = %10258
  %10293 = add i64 %10255, 1
  br label %10254

10294:                                            ; preds = %10254
  br label %10295

10295:                                            ; preds = %10364, %10294
  %10296 = phi i64 [ %10365, %10364 ], [ 0, %10294 ]
  %10297 = icmp slt i64 %10296, 1
  br i1 %10297, label %10298, label %10366

10298:                                            ; preds = %10295
  br label %10299

10299:                                            ; preds = %10362, %10298
  %10300 = phi i64 [ %10363, %10362 ], [ 0, %10298 ]
  %10301 = icmp slt i64 %10300, 2
  br i1 %10301, label %10302, label %10364

10302:                                            ; preds = %10299
  br label %10303

10303:                                            ; preds = %10360, %10302
  %10304 = phi i64 [ %10361, %10360 ], [ 0, %10302 ]
  %10305 = icmp slt i64 %10304, 2
  br i1 %10305, label %10306, label %10362

10306:                                            ; preds = %10303
  br label %10307

10307:                                            ; preds = %10358, %10306
  %10308 = phi i64 [ %10359, %10358 ], [ 0, %10306 ]
  %10309 = icmp slt i64 %10308, 576
  br i1 %10309, label %10310, label %10360

10310:                                            ; preds = %10307
  br label %10311

10311:                                            ; preds = %10356, %10310
  %10312 = phi i64 [ %10357, %10356 ], [ 0, %10310 ]
  %10313 = icmp slt i64 %10312, 5
  br i1 %10313, label %10314, label %10358

10314:                                            ; preds = %10311
  br label %10315

10315:                                            ; preds = %10318, %10314
  %10316 = phi i64 [ %10355, %10318 ], [ 0, %10314 ]
  %10317 = icmp slt i64 %10316, 5
  br i1 %10317, label %10318, label %10356

10318:                                            ; preds = %10315
  %10319 = add i64 %10300, %10312
  %10320 = add i64 %10304, %10316
  %10321 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10149, 1
  %10322 = mul nuw nsw i64 %10296, 20736
  %10323 = mul nuw nsw i64 %10308, 36
  %10324 = add nuw nsw i64 %10322, %10323
  %10325 = mul nuw nsw i64 %10319, 6
  %10326 = add nuw nsw i64 %10324, %10325
  %10327 = add nuw nsw i64 %10326, %10320
  %10328 = getelementptr inbounds nuw float, ptr %10321, i64 %10327
  %10329 = load float, ptr %10328, align 4
  %10330 = mul nuw nsw i64 %10308, 25
  %10331 = mul nuw nsw i64 %10312, 5
  %10332 = add nuw nsw i64 %10330, %10331
  %10333 = add nuw nsw i64 %10332, %10316
  %10334 = getelementptr inbounds nuw float, ptr @__constant_576x1x5x5xf32, i64 %10333
  %10335 = load float, ptr %10334, align 4
  %10336 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10253, 1
  %10337 = mul nuw nsw i64 %10296, 2304
  %10338 = mul nuw nsw i64 %10308, 4
  %10339 = add nuw nsw i64 %10337, %10338
  %10340 = mul nuw nsw i64 %10300, 2
  %10341 = add nuw nsw i64 %10339, %10340
  %10342 = add nuw nsw i64 %10341, %10304
  %10343 = getelementptr inbounds nuw float, ptr %10336, i64 %10342
  %10344 = load float, ptr %10343, align 4
  %10345 = fmul float %10329, %10335
  %10346 = fadd float %10344, %10345
  %10347 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10253, 1
  %10348 = mul nuw nsw i64 %10296, 2304
  %10349 = mul nuw nsw i64 %10308, 4
  %10350 = add nuw nsw i64 %10348, %10349
  %10351 = mul nuw nsw i64 %10300, 2
  %10352 = add nuw nsw i64 %10350, %10351
  %10353 = add nuw nsw i64 %10352, %10304
  %10354 = getelementptr inbounds nuw float, ptr %10347, i64 %10353
  store float %10346, ptr %10354, align 4
  %10355 = add i64 %10316, 1
  br label %10315

10356:                                            ; preds = %10315
  %10357 = add i64 %10312, 1
  br label %10311

10358:                                            ; preds = %10311
  %10359 = add i64 %10308, 1
  br label %10307

10360:                                            ; preds = %10307
  %10361 = add i64 %10304, 1
  br label %10303

10362:                                            ; preds = %10303
  %10363 = add i64 %10300, 1
  br label %10299

10364:                                            ; preds = %10299
  %10365 = add i64 %10296, 1
  br label %10295

10366:                                            ; preds = %10295
  br label %10367

10367:                                            ; preds = %10435, %10366
  %10368 = phi i64 [ %10436, %10435 ], [ 0, %10366 ]
  %10369 = icmp slt i64 %10368, 1
  br i1 %10369, label %10370, label %10437

10370:                                            ; preds = %10367
  br label %10371

10371:                                            ; preds = %10433, %10370
  %10372 = phi i64 [ %10434, %10433 ], [ 0, %10370 ]
  %10373 = icmp slt i64 %10372, 576
  br i1 %10373, label %10374, label %10435

10374:                                            ; preds = %10371
  br label %10375

10375:                                            ; preds = %10431, %10374
  %10376 = phi i64 [ %10432, %10431 ], [ 0, %10374 ]
  %10377 = icmp slt i64 %10376, 2
  br i1 %10377, label %10378, label %10433

10378:                                            ; preds = %10375
  br label %10379

10379:                                            ; preds = %10382, %10378
  %10380 = phi i64 [ %10430, %10382 ], [ 0, %10378 ]
  %10381 = icmp slt i64 %10380, 2
  br i1 %10381, label %10382, label %10431

10382:                                            ; preds = %10379
  %10383 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10253, 1
  %10384 = mul nuw nsw i64 %10368, 2304
  %10385 = mul nuw nsw i64 %10372, 4
  %10386 = add nuw nsw i64 %10384, %10385
  %10387 = mul nuw nsw i64 %10376, 2
  %10388 = add nuw nsw i64 %10386, %10387
  %10389 = add nuw nsw i64 %10388, %10380
  %10390 = getelementptr inbounds nuw float, ptr %10383, i64 %10389
  %10391 = load float, ptr %10390, align 4
  %10392 = add nuw nsw i64 %10372, 0
  %10393 = add nuw nsw i64 %10392, 0
  %10394 = getelementptr inbounds nuw float, ptr @__constant_576xf32_10, i64 %10393
  %10395 = load float, ptr %10394, align 4
  %10396 = add nuw nsw i64 %10372, 0
  %10397 = add nuw nsw i64 %10396, 0
  %10398 = getelementptr inbounds nuw float, ptr @__constant_576xf32_9, i64 %10397
  %10399 = load float, ptr %10398, align 4
  %10400 = add nuw nsw i64 %10372, 0
  %10401 = add nuw nsw i64 %10400, 0
  %10402 = getelementptr inbounds nuw float, ptr @__constant_576xf32_8, i64 %10401
  %10403 = load float, ptr %10402, align 4
  %10404 = add nuw nsw i64 %10372, 0
  %10405 = add nuw nsw i64 %10404, 0
  %10406 = getelementptr inbounds nuw float, ptr @__constant_576xf32_7, i64 %10405
  %10407 = load float, ptr %10406, align 4
  %10408 = fadd float %10399, 1.000000e-03
  %10409 = call float @llvm.sqrt.f32(float %10408)
  %10410 = fdiv float 1.000000e+00, %10409
  %10411 = fsub float %10391, %10395
  %10412 = fmul float %10411, %10410
  %10413 = fmul float %10412, %10403
  %10414 = fadd float %10413, %10407
  %10415 = fadd float %10414, 3.000000e+00
  %10416 = fcmp ult float %10415, 0.000000e+00
  %10417 = select i1 %10416, float 0.000000e+00, float %10415
  %10418 = fcmp ugt float %10417, 6.000000e+00
  %10419 = select i1 %10418, float 6.000000e+00, float %10417
  %10420 = fmul float %10414, %10419
  %10421 = fdiv float %10420, 6.000000e+00
  %10422 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %10423 = mul nuw nsw i64 %10368, 2304
  %10424 = mul nuw nsw i64 %10372, 4
  %10425 = add nuw nsw i64 %10423, %10424
  %10426 = mul nuw nsw i64 %10376, 2
  %10427 = add nuw nsw i64 %10425, %10426
  %10428 = add nuw nsw i64 %10427, %10380
  %10429 = getelementptr inbounds nuw float, ptr %10422, i64 %10428
  store float %10421, ptr %10429, align 4
  %10430 = add i64 %10380, 1
  br label %10379

10431:                                            ; preds = %10379
  %10432 = add i64 %10376, 1
  br label %10375

10433:                                            ; preds = %10375
  %10434 = add i64 %10372, 1
  br label %10371

10435:                                            ; preds = %10371
  %10436 = add i64 %10368, 1
  br label %10367

10437:                                            ; preds = %10367
  %10438 = call ptr @malloc(i64 2368)
  %10439 = ptrtoint ptr %10438 to i64
  %10440 = add i64 %10439, 63
  %10441 = urem i64 %10440, 64
  %10442 = sub i64 %10440, %10441
  %10443 = inttoptr i64 %10442 to ptr
  %10444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %10438, 0
  %10445 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10444, ptr %10443, 1
  %10446 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10445, i64 0, 2
  %10447 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10446, i64 1, 3, 0
  %10448 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10447, i64 576, 3, 1
  %10449 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10448, i64 1, 3, 2
  %10450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10449, i64 1, 3, 3
  %10451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10450, i64 576, 4, 0
  %10452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10451, i64 1, 4, 1
  %10453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10452, i64 1, 4, 2
  %10454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10453, i64 1, 4, 3
  br label %10455

10455:                                            ; preds = %10489, %10437
  %10456 = phi i64 [ %10490, %10489 ], [ 0, %10437 ]
  %10457 = icmp slt i64 %10456, 1
  br i1 %10457, label %10458, label %10491

10458:                                            ; preds = %10455
  br label %10459

10459:                                            ; preds = %10487, %10458
  %10460 = phi i64 [ %10488, %10487 ], [ 0, %10458 ]
  %10461 = icmp slt i64 %10460, 576
  br i1 %10461, label %10462, label %10489

10462:                                            ; preds = %10459
  br label %10463

10463:                                            ; preds = %10485, %10462
  %10464 = phi i64 [ %10486, %10485 ], [ 0, %10462 ]
  %10465 = icmp slt i64 %10464, 1
  br i1 %10465, label %10466, label %10487

10466:                                            ; preds = %10463
  br label %10467

10467:                                            ; preds = %10470, %10466
  %10468 = phi i64 [ %10484, %10470 ], [ 0, %10466 ]
  %10469 = icmp slt i64 %10468, 1
  br i1 %10469, label %10470, label %10485

10470:                                            ; preds = %10467
  %10471 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9359, 1
  %10472 = mul nuw nsw i64 %10456, 576
  %10473 = add nuw nsw i64 %10472, %10460
  %10474 = add nuw nsw i64 %10473, %10464
  %10475 = add nuw nsw i64 %10474, %10468
  %10476 = getelementptr inbounds nuw float, ptr %10471, i64 %10475
  %10477 = load float, ptr %10476, align 4
  %10478 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 1
  %10479 = mul nuw nsw i64 %10456, 576
  %10480 = add nuw nsw i64 %10479, %10460
  %10481 = add nuw nsw i64 %10480, %10464
  %10482 = add nuw nsw i64 %10481, %10468
  %10483 = getelementptr inbounds nuw float, ptr %10478, i64 %10482
  store float %10477, ptr %10483, align 4
  %10484 = add i64 %10468, 1
  br label %10467

10485:                                            ; preds = %10467
  %10486 = add i64 %10464, 1
  br label %10463

10487:                                            ; preds = %10463
  %10488 = add i64 %10460, 1
  br label %10459

10489:                                            ; preds = %10459
  %10490 = add i64 %10456, 1
  br label %10455

10491:                                            ; preds = %10455
  br label %10492

10492:                                            ; preds = %10536, %10491
  %10493 = phi i64 [ %10537, %10536 ], [ 0, %10491 ]
  %10494 = icmp slt i64 %10493, 1
  br i1 %10494, label %10495, label %10538

10495:                                            ; preds = %10492
  br label %10496

10496:                                            ; preds = %10534, %10495
  %10497 = phi i64 [ %10535, %10534 ], [ 0, %10495 ]
  %10498 = icmp slt i64 %10497, 576
  br i1 %10498, label %10499, label %10536

10499:                                            ; preds = %10496
  br label %10500

10500:                                            ; preds = %10532, %10499
  %10501 = phi i64 [ %10533, %10532 ], [ 0, %10499 ]
  %10502 = icmp slt i64 %10501, 2
  br i1 %10502, label %10503, label %10534

10503:                                            ; preds = %10500
  br label %10504

10504:                                            ; preds = %10507, %10503
  %10505 = phi i64 [ %10531, %10507 ], [ 0, %10503 ]
  %10506 = icmp slt i64 %10505, 2
  br i1 %10506, label %10507, label %10532

10507:                                            ; preds = %10504
  %10508 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %10509 = mul nuw nsw i64 %10493, 2304
  %10510 = mul nuw nsw i64 %10497, 4
  %10511 = add nuw nsw i64 %10509, %10510
  %10512 = mul nuw nsw i64 %10501, 2
  %10513 = add nuw nsw i64 %10511, %10512
  %10514 = add nuw nsw i64 %10513, %10505
  %10515 = getelementptr inbounds nuw float, ptr %10508, i64 %10514
  %10516 = load float, ptr %10515, align 4
  %10517 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 1
  %10518 = mul nuw nsw i64 %10493, 576
  %10519 = add nuw nsw i64 %10518, %10497
  %10520 = add nuw nsw i64 %10519, 0
  %10521 = add nuw nsw i64 %10520, 0
  %10522 = getelementptr inbounds nuw float, ptr %10517, i64 %10521
  %10523 = load float, ptr %10522, align 4
  %10524 = fadd float %10516, %10523
  %10525 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 1
  %10526 = mul nuw nsw i64 %10493, 576
  %10527 = add nuw nsw i64 %10526, %10497
  %10528 = add nuw nsw i64 %10527, 0
  %10529 = add nuw nsw i64 %10528, 0
  %10530 = getelementptr inbounds nuw float, ptr %10525, i64 %10529
  store float %10524, ptr %10530, align 4
  %10531 = add i64 %10505, 1
  br label %10504

10532:                                            ; preds = %10504
  %10533 = add i64 %10501, 1
  br label %10500

10534:                                            ; preds = %10500
  %10535 = add i64 %10497, 1
  br label %10496

10536:                                            ; preds = %10496
  %10537 = add i64 %10493, 1
  br label %10492

10538:                                            ; preds = %10492
  br label %10539

10539:                                            ; preds = %10568, %10538
  %10540 = phi i64 [ %10569, %10568 ], [ 0, %10538 ]
  %10541 = icmp slt i64 %10540, 1
  br i1 %10541, label %10542, label %10570

10542:                                            ; preds = %10539
  br label %10543

10543:                                            ; preds = %10566, %10542
  %10544 = phi i64 [ %10567, %10566 ], [ 0, %10542 ]
  %10545 = icmp slt i64 %10544, 144
  br i1 %10545, label %10546, label %10568

10546:                                            ; preds = %10543
  br label %10547

10547:                                            ; preds = %10564, %10546
  %10548 = phi i64 [ %10565, %10564 ], [ 0, %10546 ]
  %10549 = icmp slt i64 %10548, 1
  br i1 %10549, label %10550, label %10566

10550:                                            ; preds = %10547
  br label %10551

10551:                                            ; preds = %10554, %10550
  %10552 = phi i64 [ %10563, %10554 ], [ 0, %10550 ]
  %10553 = icmp slt i64 %10552, 1
  br i1 %10553, label %10554, label %10564

10554:                                            ; preds = %10551
  %10555 = getelementptr inbounds nuw float, ptr @__constant_144xf32, i64 %10544
  %10556 = load float, ptr %10555, align 4
  %10557 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %10558 = mul nuw nsw i64 %10540, 144
  %10559 = add nuw nsw i64 %10558, %10544
  %10560 = add nuw nsw i64 %10559, %10548
  %10561 = add nuw nsw i64 %10560, %10552
  %10562 = getelementptr inbounds nuw float, ptr %10557, i64 %10561
  store float %10556, ptr %10562, align 4
  %10563 = add i64 %10552, 1
  br label %10551

10564:                                            ; preds = %10551
  %10565 = add i64 %10548, 1
  br label %10547

10566:                                            ; preds = %10547
  %10567 = add i64 %10544, 1
  br label %10543

10568:                                            ; preds = %10543
  %10569 = add i64 %10540, 1
  br label %10539

10570:                                            ; preds = %10539
  br label %10571

10571:                                            ; preds = %10641, %10570
  %10572 = phi i64 [ %10642, %10641 ], [ 0, %10570 ]
  %10573 = icmp slt i64 %10572, 1
  br i1 %10573, label %10574, label %10643

10574:                                            ; preds = %10571
  br label %10575

10575:                                            ; preds = %10639, %10574
  %10576 = phi i64 [ %10640, %10639 ], [ 0, %10574 ]
  %10577 = icmp slt i64 %10576, 144
  br i1 %10577, label %10578, label %10641

10578:                                            ; preds = %10575
  br label %10579

10579:                                            ; preds = %10637, %10578
  %10580 = phi i64 [ %10638, %10637 ], [ 0, %10578 ]
  %10581 = icmp slt i64 %10580, 1
  br i1 %10581, label %10582, label %10639

10582:                                            ; preds = %10579
  br label %10583

10583:                                            ; preds = %10635, %10582
  %10584 = phi i64 [ %10636, %10635 ], [ 0, %10582 ]
  %10585 = icmp slt i64 %10584, 1
  br i1 %10585, label %10586, label %10637

10586:                                            ; preds = %10583
  br label %10587

10587:                                            ; preds = %10633, %10586
  %10588 = phi i64 [ %10634, %10633 ], [ 0, %10586 ]
  %10589 = icmp slt i64 %10588, 576
  br i1 %10589, label %10590, label %10635

10590:                                            ; preds = %10587
  br label %10591

10591:                                            ; preds = %10631, %10590
  %10592 = phi i64 [ %10632, %10631 ], [ 0, %10590 ]
  %10593 = icmp slt i64 %10592, 1
  br i1 %10593, label %10594, label %10633

10594:                                            ; preds = %10591
  br label %10595

10595:                                            ; preds = %10598, %10594
  %10596 = phi i64 [ %10630, %10598 ], [ 0, %10594 ]
  %10597 = icmp slt i64 %10596, 1
  br i1 %10597, label %10598, label %10631

10598:                                            ; preds = %10595
  %10599 = add i64 %10580, %10592
  %10600 = add i64 %10584, %10596
  %10601 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 1
  %10602 = mul nuw nsw i64 %10572, 576
  %10603 = add nuw nsw i64 %10602, %10588
  %10604 = add nuw nsw i64 %10603, %10599
  %10605 = add nuw nsw i64 %10604, %10600
  %10606 = getelementptr inbounds nuw float, ptr %10601, i64 %10605
  %10607 = load float, ptr %10606, align 4
  %10608 = mul nuw nsw i64 %10576, 576
  %10609 = add nuw nsw i64 %10608, %10588
  %10610 = add nuw nsw i64 %10609, %10592
  %10611 = add nuw nsw i64 %10610, %10596
  %10612 = getelementptr inbounds nuw float, ptr @__constant_144x576x1x1xf32, i64 %10611
  %10613 = load float, ptr %10612, align 4
  %10614 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %10615 = mul nuw nsw i64 %10572, 144
  %10616 = add nuw nsw i64 %10615, %10576
  %10617 = add nuw nsw i64 %10616, %10580
  %10618 = add nuw nsw i64 %10617, %10584
  %10619 = getelementptr inbounds nuw float, ptr %10614, i64 %10618
  %10620 = load float, ptr %10619, align 4
  %10621 = fdiv float %10607, 4.000000e+00
  %10622 = fmul float %10621, %10613
  %10623 = fadd float %10620, %10622
  %10624 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %10625 = mul nuw nsw i64 %10572, 144
  %10626 = add nuw nsw i64 %10625, %10576
  %10627 = add nuw nsw i64 %10626, %10580
  %10628 = add nuw nsw i64 %10627, %10584
  %10629 = getelementptr inbounds nuw float, ptr %10624, i64 %10628
  store float %10623, ptr %10629, align 4
  %10630 = add i64 %10596, 1
  br label %10595

10631:                                            ; preds = %10595
  %10632 = add i64 %10592, 1
  br label %10591

10633:                                            ; preds = %10591
  %10634 = add i64 %10588, 1
  br label %10587

10635:                                            ; preds = %10587
  %10636 = add i64 %10584, 1
  br label %10583

10637:                                            ; preds = %10583
  %10638 = add i64 %10580, 1
  br label %10579

10639:                                            ; preds = %10579
  %10640 = add i64 %10576, 1
  br label %10575

10641:                                            ; preds = %10575
  %10642 = add i64 %10572, 1
  br label %10571

10643:                                            ; preds = %10571
  br label %10644

10644:                                            ; preds = %10673, %10643
  %10645 = phi i64 [ %10674, %10673 ], [ 0, %10643 ]
  %10646 = icmp slt i64 %10645, 1
  br i1 %10646, label %10647, label %10675

10647:                                            ; preds = %10644
  br label %10648

10648:                                            ; preds = %10671, %10647
  %10649 = phi i64 [ %10672, %10671 ], [ 0, %10647 ]
  %10650 = icmp slt i64 %10649, 576
  br i1 %10650, label %10651, label %10673

10651:                                            ; preds = %10648
  br label %10652

10652:                                            ; preds = %10669, %10651
  %10653 = phi i64 [ %10670, %10669 ], [ 0, %10651 ]
  %10654 = icmp slt i64 %10653, 1
  br i1 %10654, label %10655, label %10671

10655:                                            ; preds = %10652
  br label %10656

10656:                                            ; preds = %10659, %10655
  %10657 = phi i64 [ %10668, %10659 ], [ 0, %10655 ]
  %10658 = icmp slt i64 %10657, 1
  br i1 %10658, label %10659, label %10669

10659:                                            ; preds = %10656
  %10660 = getelementptr inbounds nuw float, ptr @__constant_576xf32_6, i64 %10649
  %10661 = load float, ptr %10660, align 4
  %10662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %10663 = mul nuw nsw i64 %10645, 576
  %10664 = add nuw nsw i64 %10663, %10649
  %10665 = add nuw nsw i64 %10664, %10653
  %10666 = add nuw nsw i64 %10665, %10657
  %10667 = getelementptr inbounds nuw float, ptr %10662, i64 %10666
  store float %10661, ptr %10667, align 4
  %10668 = add i64 %10657, 1
  br label %10656

10669:                                            ; preds = %10656
  %10670 = add i64 %10653, 1
  br label %10652

10671:                                            ; preds = %10652
  %10672 = add i64 %10649, 1
  br label %10648

10673:                                            ; preds = %10648
  %10674 = add i64 %10645, 1
  br label %10644

10675:                                            ; preds = %10644
  br label %10676

10676:                                            ; preds = %10747, %10675
  %10677 = phi i64 [ %10748, %10747 ], [ 0, %10675 ]
  %10678 = icmp slt i64 %10677, 1
  br i1 %10678, label %10679, label %10749

10679:                                            ; preds = %10676
  br label %10680

10680:                                            ; preds = %10745, %10679
  %10681 = phi i64 [ %10746, %10745 ], [ 0, %10679 ]
  %10682 = icmp slt i64 %10681, 576
  br i1 %10682, label %10683, label %10747

10683:                                            ; preds = %10680
  br label %10684

10684:                                            ; preds = %10743, %10683
  %10685 = phi i64 [ %10744, %10743 ], [ 0, %10683 ]
  %10686 = icmp slt i64 %10685, 1
  br i1 %10686, label %10687, label %10745

10687:                                            ; preds = %10684
  br label %10688

10688:                                            ; preds = %10741, %10687
  %10689 = phi i64 [ %10742, %10741 ], [ 0, %10687 ]
  %10690 = icmp slt i64 %10689, 1
  br i1 %10690, label %10691, label %10743

10691:                                            ; preds = %10688
  br label %10692

10692:                                            ; preds = %10739, %10691
  %10693 = phi i64 [ %10740, %10739 ], [ 0, %10691 ]
  %10694 = icmp slt i64 %10693, 144
  br i1 %10694, label %10695, label %10741

10695:                                            ; preds = %10692
  br label %10696

10696:                                            ; preds = %10737, %10695
  %10697 = phi i64 [ %10738, %10737 ], [ 0, %10695 ]
  %10698 = icmp slt i64 %10697, 1
  br i1 %10698, label %10699, label %10739

10699:                                            ; preds = %10696
  br label %10700

10700:                                            ; preds = %10703, %10699
  %10701 = phi i64 [ %10736, %10703 ], [ 0, %10699 ]
  %10702 = icmp slt i64 %10701, 1
  br i1 %10702, label %10703, label %10737

10703:                                            ; preds = %10700
  %10704 = add i64 %10685, %10697
  %10705 = add i64 %10689, %10701
  %10706 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 1
  %10707 = mul nuw nsw i64 %10677, 144
  %10708 = add nuw nsw i64 %10707, %10693
  %10709 = add nuw nsw i64 %10708, %10704
  %10710 = add nuw nsw i64 %10709, %10705
  %10711 = getelementptr inbounds nuw float, ptr %10706, i64 %10710
  %10712 = load float, ptr %10711, align 4
  %10713 = mul nuw nsw i64 %10681, 144
  %10714 = add nuw nsw i64 %10713, %10693
  %10715 = add nuw nsw i64 %10714, %10697
  %10716 = add nuw nsw i64 %10715, %10701
  %10717 = getelementptr inbounds nuw float, ptr @__constant_576x144x1x1xf32, i64 %10716
  %10718 = load float, ptr %10717, align 4
  %10719 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %10720 = mul nuw nsw i64 %10677, 576
  %10721 = add nuw nsw i64 %10720, %10681
  %10722 = add nuw nsw i64 %10721, %10685
  %10723 = add nuw nsw i64 %10722, %10689
  %10724 = getelementptr inbounds nuw float, ptr %10719, i64 %10723
  %10725 = load float, ptr %10724, align 4
  %10726 = fcmp ugt float %10712, 0.000000e+00
  %10727 = select i1 %10726, float %10712, float 0.000000e+00
  %10728 = fmul float %10727, %10718
  %10729 = fadd float %10725, %10728
  %10730 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %10731 = mul nuw nsw i64 %10677, 576
  %10732 = add nuw nsw i64 %10731, %10681
  %10733 = add nuw nsw i64 %10732, %10685
  %10734 = add nuw nsw i64 %10733, %10689
  %10735 = getelementptr inbounds nuw float, ptr %10730, i64 %10734
  store float %10729, ptr %10735, align 4
  %10736 = add i64 %10701, 1
  br label %10700

10737:                                            ; preds = %10700
  %10738 = add i64 %10697, 1
  br label %10696

10739:                                            ; preds = %10696
  %10740 = add i64 %10693, 1
  br label %10692

10741:                                            ; preds = %10692
  %10742 = add i64 %10689, 1
  br label %10688

10743:                                            ; preds = %10688
  %10744 = add i64 %10685, 1
  br label %10684

10745:                                            ; preds = %10684
  %10746 = add i64 %10681, 1
  br label %10680

10747:                                            ; preds = %10680
  %10748 = add i64 %10677, 1
  br label %10676

10749:                                            ; preds = %10676
  br label %10750

10750:                                            ; preds = %10839, %10749
  %10751 = phi i64 [ %10840, %10839 ], [ 0, %10749 ]
  %10752 = icmp slt i64 %10751, 1
  br i1 %10752, label %10753, label %10841

10753:                                            ; preds = %10750
  br label %10754

10754:                                            ; preds = %10837, %10753
  %10755 = phi i64 [ %10838, %10837 ], [ 0, %10753 ]
  %10756 = icmp slt i64 %10755, 96
  br i1 %10756, label %10757, label %10839

10757:                                            ; preds = %10754
  br label %10758

10758:                                            ; preds = %10835, %10757
  %10759 = phi i64 [ %10836, %10835 ], [ 0, %10757 ]
  %10760 = icmp slt i64 %10759, 2
  br i1 %10760, label %10761, label %10837

10761:                                            ; preds = %10758
  br label %10762

10762:                                            ; preds = %10833, %10761
  %10763 = phi i64 [ %10834, %10833 ], [ 0, %10761 ]
  %10764 = icmp slt i64 %10763, 2
  br i1 %10764, label %10765, label %10835

10765:                                            ; preds = %10762
  br label %10766

10766:                                            ; preds = %10831, %10765
  %10767 = phi i64 [ %10832, %10831 ], [ 0, %10765 ]
  %10768 = icmp slt i64 %10767, 576
  br i1 %10768, label %10769, label %10833

10769:                                            ; preds = %10766
  br label %10770

10770:                                            ; preds = %10829, %10769
  %10771 = phi i64 [ %10830, %10829 ], [ 0, %10769 ]
  %10772 = icmp slt i64 %10771, 1
  br i1 %10772, label %10773, label %10831

10773:                                            ; preds = %10770
  br label %10774

10774:                                            ; preds = %10777, %10773
  %10775 = phi i64 [ %10828, %10777 ], [ 0, %10773 ]
  %10776 = icmp slt i64 %10775, 1
  br i1 %10776, label %10777, label %10829

10777:                                            ; preds = %10774
  %10778 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 1
  %10779 = mul nuw nsw i64 %10751, 576
  %10780 = add nuw nsw i64 %10779, %10767
  %10781 = add nuw nsw i64 %10780, 0
  %10782 = add nuw nsw i64 %10781, 0
  %10783 = getelementptr inbounds nuw float, ptr %10778, i64 %10782
  %10784 = load float, ptr %10783, align 4
  %10785 = add i64 %10759, %10771
  %10786 = add i64 %10763, %10775
  %10787 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 1
  %10788 = mul nuw nsw i64 %10751, 2304
  %10789 = mul nuw nsw i64 %10767, 4
  %10790 = add nuw nsw i64 %10788, %10789
  %10791 = mul nuw nsw i64 %10785, 2
  %10792 = add nuw nsw i64 %10790, %10791
  %10793 = add nuw nsw i64 %10792, %10786
  %10794 = getelementptr inbounds nuw float, ptr %10787, i64 %10793
  %10795 = load float, ptr %10794, align 4
  %10796 = mul nuw nsw i64 %10755, 576
  %10797 = add nuw nsw i64 %10796, %10767
  %10798 = add nuw nsw i64 %10797, %10771
  %10799 = add nuw nsw i64 %10798, %10775
  %10800 = getelementptr inbounds nuw float, ptr @__constant_96x576x1x1xf32, i64 %10799
  %10801 = load float, ptr %10800, align 4
  %10802 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8501, 1
  %10803 = mul nuw nsw i64 %10751, 384
  %10804 = mul nuw nsw i64 %10755, 4
  %10805 = add nuw nsw i64 %10803, %10804
  %10806 = mul nuw nsw i64 %10759, 2
  %10807 = add nuw nsw i64 %10805, %10806
  %10808 = add nuw nsw i64 %10807, %10763
  %10809 = getelementptr inbounds nuw float, ptr %10802, i64 %10808
  %10810 = load float, ptr %10809, align 4
  %10811 = fadd float %10784, 3.000000e+00
  %10812 = fcmp ult float %10811, 0.000000e+00
  %10813 = select i1 %10812, float 0.000000e+00, float %10811
  %10814 = fcmp ugt float %10813, 6.000000e+00
  %10815 = select i1 %10814, float 6.000000e+00, float %10813
  %10816 = fdiv float %10815, 6.000000e+00
  %10817 = fmul float %10816, %10795
  %10818 = fmul float %10817, %10801
  %10819 = fadd float %10810, %10818
  %10820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8501, 1
  %10821 = mul nuw nsw i64 %10751, 384
  %10822 = mul nuw nsw i64 %10755, 4
  %10823 = add nuw nsw i64 %10821, %10822
  %10824 = mul nuw nsw i64 %10759, 2
  %10825 = add nuw nsw i64 %10823, %10824
  %10826 = add nuw nsw i64 %10825, %10763
  %10827 = getelementptr inbounds nuw float, ptr %10820, i64 %10826
  store float %10819, ptr %10827, align 4
  %10828 = add i64 %10775, 1
  br label %10774

10829:                                            ; preds = %10774
  %10830 = add i64 %10771, 1
  br label %10770

10831:                                            ; preds = %10770
  %10832 = add i64 %10767, 1
  br label %10766

10833:                                            ; preds = %10766
  %10834 = add i64 %10763, 1
  br label %10762

10835:                                            ; preds = %10762
  %10836 = add i64 %10759, 1
  br label %10758

10837:                                            ; preds = %10758
  %10838 = add i64 %10755, 1
  br label %10754

10839:                                            ; preds = %10754
  %10840 = add i64 %10751, 1
  br label %10750

10841:                                            ; preds = %10750
  br label %10842

10842:                                            ; preds = %10952, %10841
  %10843 = phi i64 [ %10953, %10952 ], [ 0, %10841 ]
  %10844 = icmp slt i64 %10843, 1
  br i1 %10844, label %10845, label %10954

10845:                                            ; preds = %10842
  br label %10846

10846:                                            ; preds = %10950, %10845
  %10847 = phi i64 [ %10951, %10950 ], [ 0, %10845 ]
  %10848 = icmp slt i64 %10847, 576
  br i1 %10848, label %10849, label %10952

10849:                                            ; preds = %10846
  br label %10850

10850:                                            ; preds = %10948, %10849
  %10851 = phi i64 [ %10949, %10948 ], [ 0, %10849 ]
  %10852 = icmp slt i64 %10851, 2
  br i1 %10852, label %10853, label %10950

10853:                                            ; preds = %10850
  br label %10854

10854:                                            ; preds = %10946, %10853
  %10855 = phi i64 [ %10947, %10946 ], [ 0, %10853 ]
  %10856 = icmp slt i64 %10855, 2
  br i1 %10856, label %10857, label %10948

10857:                                            ; preds = %10854
  br label %10858

10858:                                            ; preds = %10944, %10857
  %10859 = phi i64 [ %10945, %10944 ], [ 0, %10857 ]
  %10860 = icmp slt i64 %10859, 96
  br i1 %10860, label %10861, label %10946

10861:                                            ; preds = %10858
  br label %10862

10862:                                            ; preds = %10942, %10861
  %10863 = phi i64 [ %10943, %10942 ], [ 0, %10861 ]
  %10864 = icmp slt i64 %10863, 1
  br i1 %10864, label %10865, label %10944

10865:                                            ; preds = %10862
  br label %10866

10866:                                            ; preds = %10869, %10865
  %10867 = phi i64 [ %10941, %10869 ], [ 0, %10865 ]
  %10868 = icmp slt i64 %10867, 1
  br i1 %10868, label %10869, label %10942

10869:                                            ; preds = %10866
  %10870 = add i64 %10851, %10863
  %10871 = add i64 %10855, %10867
  %10872 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8501, 1
  %10873 = mul nuw nsw i64 %10843, 384
  %10874 = mul nuw nsw i64 %10859, 4
  %10875 = add nuw nsw i64 %10873, %10874
  %10876 = mul nuw nsw i64 %10870, 2
  %10877 = add nuw nsw i64 %10875, %10876
  %10878 = add nuw nsw i64 %10877, %10871
  %10879 = getelementptr inbounds nuw float, ptr %10872, i64 %10878
  %10880 = load float, ptr %10879, align 4
  %10881 = add nuw nsw i64 %10859, 0
  %10882 = add nuw nsw i64 %10881, 0
  %10883 = getelementptr inbounds nuw float, ptr @__constant_96xf32_5, i64 %10882
  %10884 = load float, ptr %10883, align 4
  %10885 = add nuw nsw i64 %10859, 0
  %10886 = add nuw nsw i64 %10885, 0
  %10887 = getelementptr inbounds nuw float, ptr @__constant_96xf32_4, i64 %10886
  %10888 = load float, ptr %10887, align 4
  %10889 = add nuw nsw i64 %10859, 0
  %10890 = add nuw nsw i64 %10889, 0
  %10891 = getelementptr inbounds nuw float, ptr @__constant_96xf32_3, i64 %10890
  %10892 = load float, ptr %10891, align 4
  %10893 = add nuw nsw i64 %10859, 0
  %10894 = add nuw nsw i64 %10893, 0
  %10895 = getelementptr inbounds nuw float, ptr @__constant_96xf32, i64 %10894
  %10896 = load float, ptr %10895, align 4
  %10897 = add i64 %10851, %10863
  %10898 = add i64 %10855, %10867
  %10899 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8484, 1
  %10900 = mul nuw nsw i64 %10843, 384
  %10901 = mul nuw nsw i64 %10859, 4
  %10902 = add nuw nsw i64 %10900, %10901
  %10903 = mul nuw nsw i64 %10897, 2
  %10904 = add nuw nsw i64 %10902, %10903
  %10905 = add nuw nsw i64 %10904, %10898
  %10906 = getelementptr inbounds nuw float, ptr %10899, i64 %10905
  %10907 = load float, ptr %10906, align 4
  %10908 = mul nuw nsw i64 %10847, 96
  %10909 = add nuw nsw i64 %10908, %10859
  %10910 = add nuw nsw i64 %10909, %10863
  %10911 = add nuw nsw i64 %10910, %10867
  %10912 = getelementptr inbounds nuw float, ptr @__constant_576x96x1x1xf32, i64 %10911
  %10913 = load float, ptr %10912, align 4
  %10914 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %10915 = mul nuw nsw i64 %10843, 2304
  %10916 = mul nuw nsw i64 %10847, 4
  %10917 = add nuw nsw i64 %10915, %10916
  %10918 = mul nuw nsw i64 %10851, 2
  %10919 = add nuw nsw i64 %10917, %10918
  %10920 = add nuw nsw i64 %10919, %10855
  %10921 = getelementptr inbounds nuw float, ptr %10914, i64 %10920
  %10922 = load float, ptr %10921, align 4
  %10923 = fadd float %10888, 1.000000e-03
  %10924 = call float @llvm.sqrt.f32(float %10923)
  %10925 = fdiv float 1.000000e+00, %10924
  %10926 = fsub float %10880, %10884
  %10927 = fmul float %10926, %10925
  %10928 = fmul float %10927, %10892
  %10929 = fadd float %10928, %10896
  %10930 = fadd float %10929, %10907
  %10931 = fmul float %10930, %10913
  %10932 = fadd float %10922, %10931
  %10933 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %10934 = mul nuw nsw i64 %10843, 2304
  %10935 = mul nuw nsw i64 %10847, 4
  %10936 = add nuw nsw i64 %10934, %10935
  %10937 = mul nuw nsw i64 %10851, 2
  %10938 = add nuw nsw i64 %10936, %10937
  %10939 = add nuw nsw i64 %10938, %10855
  %10940 = getelementptr inbounds nuw float, ptr %10933, i64 %10939
  store float %10932, ptr %10940, align 4
  %10941 = add i64 %10867, 1
  br label %10866

10942:                                            ; preds = %10866
  %10943 = add i64 %10863, 1
  br label %10862

10944:                                            ; preds = %10862
  %10945 = add i64 %10859, 1
  br label %10858

10946:                                            ; preds = %10858
  %10947 = add i64 %10855, 1
  br label %10854

10948:                                            ; preds = %10854
  %10949 = add i64 %10851, 1
  br label %10850

10950:                                            ; preds = %10850
  %10951 = add i64 %10847, 1
  br label %10846

10952:                                            ; preds = %10846
  %10953 = add i64 %10843, 1
  br label %10842

10954:                                            ; preds = %10842
  br label %10955

10955:                                            ; preds = %11029, %10954
  %10956 = phi i64 [ %11030, %11029 ], [ 0, %10954 ]
  %10957 = icmp slt i64 %10956, 1
  br i1 %10957, label %10958, label %11031

10958:                                            ; preds = %10955
  br label %10959

10959:                                            ; preds = %11027, %10958
  %10960 = phi i64 [ %11028, %11027 ], [ 0, %10958 ]
  %10961 = icmp slt i64 %10960, 576
  br i1 %10961, label %10962, label %11029

10962:                                            ; preds = %10959
  br label %10963

10963:                                            ; preds = %11025, %10962
  %10964 = phi i64 [ %11026, %11025 ], [ 0, %10962 ]
  %10965 = icmp slt i64 %10964, 2
  br i1 %10965, label %10966, label %11027

10966:                                            ; preds = %10963
  br label %10967

10967:                                            ; preds = %10970, %10966
  %10968 = phi i64 [ %11024, %10970 ], [ 0, %10966 ]
  %10969 = icmp slt i64 %10968, 2
  br i1 %10969, label %10970, label %11025

10970:                                            ; preds = %10967
  %10971 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 1
  %10972 = mul nuw nsw i64 %10956, 2304
  %10973 = mul nuw nsw i64 %10960, 4
  %10974 = add nuw nsw i64 %10972, %10973
  %10975 = mul nuw nsw i64 %10964, 2
  %10976 = add nuw nsw i64 %10974, %10975
  %10977 = add nuw nsw i64 %10976, %10968
  %10978 = getelementptr inbounds nuw float, ptr %10971, i64 %10977
  %10979 = load float, ptr %10978, align 4
  %10980 = add nuw nsw i64 %10960, 0
  %10981 = add nuw nsw i64 %10980, 0
  %10982 = getelementptr inbounds nuw float, ptr @__constant_576xf32_2, i64 %10981
  %10983 = load float, ptr %10982, align 4
  %10984 = add nuw nsw i64 %10960, 0
  %10985 = add nuw nsw i64 %10984, 0
  %10986 = getelementptr inbounds nuw float, ptr @__constant_576xf32_1, i64 %10985
  %10987 = load float, ptr %10986, align 4
  %10988 = add nuw nsw i64 %10960, 0
  %10989 = add nuw nsw i64 %10988, 0
  %10990 = getelementptr inbounds nuw float, ptr @__constant_576xf32_0, i64 %10989
  %10991 = load float, ptr %10990, align 4
  %10992 = add nuw nsw i64 %10960, 0
  %10993 = add nuw nsw i64 %10992, 0
  %10994 = getelementptr inbounds nuw float, ptr @__constant_576xf32, i64 %10993
  %10995 = load float, ptr %10994, align 4
  %10996 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9359, 1
  %10997 = mul nuw nsw i64 %10956, 576
  %10998 = add nuw nsw i64 %10997, %10960
  %10999 = add nuw nsw i64 %10998, 0
  %11000 = add nuw nsw i64 %10999, 0
  %11001 = getelementptr inbounds nuw float, ptr %10996, i64 %11000
  %11002 = load float, ptr %11001, align 4
  %11003 = fadd float %10987, 1.000000e-03
  %11004 = call float @llvm.sqrt.f32(float %11003)
  %11005 = fdiv float 1.000000e+00, %11004
  %11006 = fsub float %10979, %10983
  %11007 = fmul float %11006, %11005
  %11008 = fmul float %11007, %10991
  %11009 = fadd float %11008, %10995
  %11010 = fadd float %11009, 3.000000e+00
  %11011 = fcmp ult float %11010, 0.000000e+00
  %11012 = select i1 %11011, float 0.000000e+00, float %11010
  %11013 = fcmp ugt float %11012, 6.000000e+00
  %11014 = select i1 %11013, float 6.000000e+00, float %11012
  %11015 = fmul float %11009, %11014
  %11016 = fdiv float %11015, 6.000000e+00
  %11017 = fadd float %11016, %11002
  %11018 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9359, 1
  %11019 = mul nuw nsw i64 %10956, 576
  %11020 = add nuw nsw i64 %11019, %10960
  %11021 = add nuw nsw i64 %11020, 0
  %11022 = add nuw nsw i64 %11021, 0
  %11023 = getelementptr inbounds nuw float, ptr %11018, i64 %11022
  store float %11017, ptr %11023, align 4
  %11024 = add i64 %10968, 1
  br label %10967

11025:                                            ; preds = %10967
  %11026 = add i64 %10964, 1
  br label %10963

11027:                                            ; preds = %10963
  %11028 = add i64 %10960, 1
  br label %10959

11029:                                            ; preds = %10959
  %11030 = add i64 %10956, 1
  br label %10955

11031:                                            ; preds = %10955
  %11032 = call ptr @malloc(i64 4160)
  %11033 = ptrtoint ptr %11032 to i64
  %11034 = add i64 %11033, 63
  %11035 = urem i64 %11034, 64
  %11036 = sub i64 %11034, %11035
  %11037 = inttoptr i64 %11036 to ptr
  %11038 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %11032, 0
  %11039 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11038, ptr %11037, 1
  %11040 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11039, i64 0, 2
  %11041 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11040, i64 1, 3, 0
  %11042 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11041, i64 1024, 3, 1
  %11043 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11042, i64 1024, 4, 0
  %11044 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11043, i64 1, 4, 1
  br label %11045

11045:                                            ; preds = %11058, %11031
  %11046 = phi i64 [ %11059, %11058 ], [ 0, %11031 ]
  %11047 = icmp slt i64 %11046, 1
  br i1 %11047, label %11048, label %11060

11048:                                            ; preds = %11045
  br label %11049

11049:                                            ; preds = %11052, %11048
  %11050 = phi i64 [ %11057, %11052 ], [ 0, %11048 ]
  %11051 = icmp slt i64 %11050, 1024
  br i1 %11051, label %11052, label %11058

11052:                                            ; preds = %11049
  %11053 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11044, 1
  %11054 = mul nuw nsw i64 %11046, 1024
  %11055 = add nuw nsw i64 %11054, %11050
  %11056 = getelementptr inbounds nuw float, ptr %11053, i64 %11055
  store float 0.000000e+00, ptr %11056, align 4
  %11057 = add i64 %11050, 1
  br label %11049

11058:                                            ; preds = %11049
  %11059 = add i64 %11046, 1
  br label %11045

11060:                                            ; preds = %11045
  br label %11061

11061:                                            ; preds = %11113, %11060
  %11062 = phi i64 [ %11114, %11113 ], [ 0, %11060 ]
  %11063 = icmp slt i64 %11062, 1
  br i1 %11063, label %11064, label %11115

11064:                                            ; preds = %11061
  br label %11065

11065:                                            ; preds = %11111, %11064
  %11066 = phi i64 [ %11112, %11111 ], [ 0, %11064 ]
  %11067 = icmp slt i64 %11066, 1024
  br i1 %11067, label %11068, label %11113

11068:                                            ; preds = %11065
  br label %11069

11069:                                            ; preds = %11109, %11068
  %11070 = phi i64 [ %11110, %11109 ], [ 0, %11068 ]
  %11071 = icmp slt i64 %11070, 576
  br i1 %11071, label %11072, label %11111

11072:                                            ; preds = %11069
  br label %11073

11073:                                            ; preds = %11107, %11072
  %11074 = phi i64 [ %11108, %11107 ], [ 0, %11072 ]
  %11075 = icmp slt i64 %11074, 1
  br i1 %11075, label %11076, label %11109

11076:                                            ; preds = %11073
  br label %11077

11077:                                            ; preds = %11080, %11076
  %11078 = phi i64 [ %11106, %11080 ], [ 0, %11076 ]
  %11079 = icmp slt i64 %11078, 1
  br i1 %11079, label %11080, label %11107

11080:                                            ; preds = %11077
  %11081 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9359, 1
  %11082 = mul nuw nsw i64 %11062, 576
  %11083 = add nuw nsw i64 %11082, %11070
  %11084 = add nuw nsw i64 %11083, %11074
  %11085 = add nuw nsw i64 %11084, %11078
  %11086 = getelementptr inbounds nuw float, ptr %11081, i64 %11085
  %11087 = load float, ptr %11086, align 4
  %11088 = mul nuw nsw i64 %11066, 576
  %11089 = add nuw nsw i64 %11088, %11070
  %11090 = add nuw nsw i64 %11089, %11074
  %11091 = add nuw nsw i64 %11090, %11078
  %11092 = getelementptr inbounds nuw float, ptr @__constant_1024x576xf32, i64 %11091
  %11093 = load float, ptr %11092, align 4
  %11094 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11044, 1
  %11095 = mul nuw nsw i64 %11062, 1024
  %11096 = add nuw nsw i64 %11095, %11066
  %11097 = getelementptr inbounds nuw float, ptr %11094, i64 %11096
  %11098 = load float, ptr %11097, align 4
  %11099 = fdiv float %11087, 4.000000e+00
  %11100 = fmul float %11099, %11093
  %11101 = fadd float %11098, %11100
  %11102 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11044, 1
  %11103 = mul nuw nsw i64 %11062, 1024
  %11104 = add nuw nsw i64 %11103, %11066
  %11105 = getelementptr inbounds nuw float, ptr %11102, i64 %11104
  store float %11101, ptr %11105, align 4
  %11106 = add i64 %11078, 1
  br label %11077

11107:                                            ; preds = %11077
  %11108 = add i64 %11074, 1
  br label %11073

11109:                                            ; preds = %11073
  %11110 = add i64 %11070, 1
  br label %11069

11111:                                            ; preds = %11069
  %11112 = add i64 %11066, 1
  br label %11065

11113:                                            ; preds = %11065
  %11114 = add i64 %11062, 1
  br label %11061

11115:                                            ; preds = %11061
  %11116 = call ptr @malloc(i64 4064)
  %11117 = ptrtoint ptr %11116 to i64
  %11118 = add i64 %11117, 63
  %11119 = urem i64 %11118, 64
  %11120 = sub i64 %11118, %11119
  %11121 = inttoptr i64 %11120 to ptr
  %11122 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %11116, 0
  %11123 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11122, ptr %11121, 1
  %11124 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11123, i64 0, 2
  %11125 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11124, i64 1, 3, 0
  %11126 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11125, i64 1000, 3, 1
  %11127 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11126, i64 1000, 4, 0
  %11128 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11127, i64 1, 4, 1
  br label %11129

11129:                                            ; preds = %11142, %11115
  %11130 = phi i64 [ %11143, %11142 ], [ 0, %11115 ]
  %11131 = icmp slt i64 %11130, 1
  br i1 %11131, label %11132, label %11144

11132:                                            ; preds = %11129
  br label %11133

11133:                                            ; preds = %11136, %11132
  %11134 = phi i64 [ %11141, %11136 ], [ 0, %11132 ]
  %11135 = icmp slt i64 %11134, 1000
  br i1 %11135, label %11136, label %11142

11136:                                            ; preds = %11133
  %11137 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11128, 1
  %11138 = mul nuw nsw i64 %11130, 1000
  %11139 = add nuw nsw i64 %11138, %11134
  %11140 = getelementptr inbounds nuw float, ptr %11137, i64 %11139
  store float 0.000000e+00, ptr %11140, align 4
  %11141 = add i64 %11134, 1
  br label %11133

11142:                                            ; preds = %11133
  %11143 = add i64 %11130, 1
  br label %11129

11144:                                            ; preds = %11129
  br label %11145

11145:                                            ; preds = %11190, %11144
  %11146 = phi i64 [ %11191, %11190 ], [ 0, %11144 ]
  %11147 = icmp slt i64 %11146, 1
  br i1 %11147, label %11148, label %11192

11148:                                            ; preds = %11145
  br label %11149

11149:                                            ; preds = %11188, %11148
  %11150 = phi i64 [ %11189, %11188 ], [ 0, %11148 ]
  %11151 = icmp slt i64 %11150, 1000
  br i1 %11151, label %11152, label %11190

11152:                                            ; preds = %11149
  br label %11153

11153:                                            ; preds = %11156, %11152
  %11154 = phi i64 [ %11187, %11156 ], [ 0, %11152 ]
  %11155 = icmp slt i64 %11154, 1024
  br i1 %11155, label %11156, label %11188

11156:                                            ; preds = %11153
  %11157 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11044, 1
  %11158 = mul nuw nsw i64 %11146, 1024
  %11159 = add nuw nsw i64 %11158, %11154
  %11160 = getelementptr inbounds nuw float, ptr %11157, i64 %11159
  %11161 = load float, ptr %11160, align 4
  %11162 = getelementptr inbounds nuw float, ptr @__constant_1024xf32, i64 %11154
  %11163 = load float, ptr %11162, align 4
  %11164 = mul nuw nsw i64 %11150, 1024
  %11165 = add nuw nsw i64 %11164, %11154
  %11166 = getelementptr inbounds nuw float, ptr @__constant_1000x1024xf32, i64 %11165
  %11167 = load float, ptr %11166, align 4
  %11168 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11128, 1
  %11169 = mul nuw nsw i64 %11146, 1000
  %11170 = add nuw nsw i64 %11169, %11150
  %11171 = getelementptr inbounds nuw float, ptr %11168, i64 %11170
  %11172 = load float, ptr %11171, align 4
  %11173 = fadd float %11161, %11163
  %11174 = fadd float %11173, 3.000000e+00
  %11175 = fcmp ult float %11174, 0.000000e+00
  %11176 = select i1 %11175, float 0.000000e+00, float %11174
  %11177 = fcmp ugt float %11176, 6.000000e+00
  %11178 = select i1 %11177, float 6.000000e+00, float %11176
  %11179 = fmul float %11173, %11178
  %11180 = fdiv float %11179, 6.000000e+00
  %11181 = fmul float %11180, %11167
  %11182 = fadd float %11172, %11181
  %11183 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11128, 1
  %11184 = mul nuw nsw i64 %11146, 1000
  %11185 = add nuw nsw i64 %11184, %11150
  %11186 = getelementptr inbounds nuw float, ptr %11183, i64 %11185
  store float %11182, ptr %11186, align 4
  %11187 = add i64 %11154, 1
  br label %11153

11188:                                            ; preds = %11153
  %11189 = add i64 %11150, 1
  br label %11149

11190:                                            ; preds = %11149
  %11191 = add i64 %11146, 1
  br label %11145

11192:                                            ; preds = %11145
  br label %11193

11193:                                            ; preds = %11214, %11192
  %11194 = phi i64 [ %11215, %11214 ], [ 0, %11192 ]
  %11195 = icmp slt i64 %11194, 1
  br i1 %11195, label %11196, label %11216

11196:                                            ; preds = %11193
  br label %11197

11197:                                            ; preds = %11200, %11196
  %11198 = phi i64 [ %11213, %11200 ], [ 0, %11196 ]
  %11199 = icmp slt i64 %11198, 1000
  br i1 %11199, label %11200, label %11214

11200:                                            ; preds = %11197
  %11201 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11128, 1
  %11202 = mul nuw nsw i64 %11194, 1000
  %11203 = add nuw nsw i64 %11202, %11198
  %11204 = getelementptr inbounds nuw float, ptr %11201, i64 %11203
  %11205 = load float, ptr %11204, align 4
  %11206 = getelementptr inbounds nuw float, ptr @__constant_1000xf32, i64 %11198
  %11207 = load float, ptr %11206, align 4
  %11208 = fadd float %11205, %11207
  %11209 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11128, 1
  %11210 = mul nuw nsw i64 %11194, 1000
  %11211 = add nuw nsw i64 %11210, %11198
  %11212 = getelementptr inbounds nuw float, ptr %11209, i64 %11211
  store float %11208, ptr %11212, align 4
  %11213 = add i64 %11198, 1
  br label %11197

11214:                                            ; preds = %11197
  %11215 = add i64 %11194, 1
  br label %11193

11216:                                            ; preds = %11193
  %11217 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %11217)
  %11218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 0
  call void @free(ptr %11218)
  %11219 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %345, 0
  call void @free(ptr %11219)
  %11220 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %449, 0
  call void @free(ptr %11220)
  %11221 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, 0
  call void @free(ptr %11221)
  %11222 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %515, 0
  call void @free(ptr %11222)
  %11223 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %713, 0
  call void @free(ptr %11223)
  %11224 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %807, 0
  call void @free(ptr %11224)
  %11225 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1127, 0
  call void @free(ptr %11225)
  %11226 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1343, 0
  call void @free(ptr %11226)
  %11227 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1447, 0
  call void @free(ptr %11227)
  %11228 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1570, 0
  call void @free(ptr %11228)
  %11229 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, 0
  call void @free(ptr %11229)
  %11230 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1636, 0
  call void @free(ptr %11230)
  %11231 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1861, 0
  call void @free(ptr %11231)
  %11232 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1878, 0
  call void @free(ptr %11232)
  %11233 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1927, 0
  call void @free(ptr %11233)
  %11234 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2129, 0
  call void @free(ptr %11234)
  %11235 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2408, 0
  call void @free(ptr %11235)
  %11236 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2641, 0
  call void @free(ptr %11236)
  %11237 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2745, 0
  call void @free(ptr %11237)
  %11238 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2939, 0
  call void @free(ptr %11238)
  %11239 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3033, 0
  call void @free(ptr %11239)
  %11240 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3261, 0
  call void @free(ptr %11240)
  %11241 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3278, 0
  call void @free(ptr %11241)
  %11242 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3327, 0
  call void @free(ptr %11242)
  %11243 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3541, 0
  call void @free(ptr %11243)
  %11244 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3558, 0
  call void @free(ptr %11244)
  %11245 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3607, 0
  call void @free(ptr %11245)
  %11246 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3814, 0
  call void @free(ptr %11246)
  %11247 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3918, 0
  call void @free(ptr %11247)
  %11248 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4119, 0
  call void @free(ptr %11248)
  %11249 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4136, 0
  call void @free(ptr %11249)
  %11250 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4183, 0
  call void @free(ptr %11250)
  %11251 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, 0
  call void @free(ptr %11251)
  %11252 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4512, 0
  call void @free(ptr %11252)
  %11253 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4736, 0
  call void @free(ptr %11253)
  %11254 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4943, 0
  call void @free(ptr %11254)
  %11255 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5540, 0
  call void @free(ptr %11255)
  %11256 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, 0
  call void @free(ptr %11256)
  %11257 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5606, 0
  call void @free(ptr %11257)
  %11258 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5848, 0
  call void @free(ptr %11258)
  %11259 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6095, 0
  call void @free(ptr %11259)
  %11260 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6189, 0
  call void @free(ptr %11260)
  %11261 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6417, 0
  call void @free(ptr %11261)
  %11262 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 0
  call void @free(ptr %11262)
  %11263 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6483, 0
  call void @free(ptr %11263)
  %11264 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6697, 0
  call void @free(ptr %11264)
  %11265 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6714, 0
  call void @free(ptr %11265)
  %11266 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6763, 0
  call void @free(ptr %11266)
  %11267 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6970, 0
  call void @free(ptr %11267)
  %11268 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7217, 0
  call void @free(ptr %11268)
  %11269 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7311, 0
  call void @free(ptr %11269)
  %11270 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7631, 0
  call void @free(ptr %11270)
  %11271 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7864, 0
  call void @free(ptr %11271)
  %11272 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7968, 0
  call void @free(ptr %11272)
  %11273 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8162, 0
  call void @free(ptr %11273)
  %11274 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8256, 0
  call void @free(ptr %11274)
  %11275 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8484, 0
  call void @free(ptr %11275)
  %11276 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8501, 0
  call void @free(ptr %11276)
  %11277 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8550, 0
  call void @free(ptr %11277)
  %11278 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8764, 0
  call void @free(ptr %11278)
  %11279 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8781, 0
  call void @free(ptr %11279)
  %11280 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %8830, 0
  call void @free(ptr %11280)
  %11281 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9037, 0
  call void @free(ptr %11281)
  %11282 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9141, 0
  call void @free(ptr %11282)
  %11283 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9342, 0
  call void @free(ptr %11283)
  %11284 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9359, 0
  call void @free(ptr %11284)
  %11285 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9406, 0
  call void @free(ptr %11285)
  %11286 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9718, 0
  call void @free(ptr %11286)
  %11287 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %9942, 0
  call void @free(ptr %11287)
  %11288 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10149, 0
  call void @free(ptr %11288)
  %11289 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10253, 0
  call void @free(ptr %11289)
  %11290 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %10454, 0
  call void @free(ptr %11290)
  %11291 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11044, 0
  call void @free(ptr %11291)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %11128
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=49d788c65852 torch_mlir=6995dc83c266 linalg_on_tensors_mlir=0b7d1e9f5480 llvm_mlir=9e15d2f3d741
