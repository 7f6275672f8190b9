#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c134_i64 = arith.constant 134 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c31_i64 = arith.constant 31 : i64
    %c123_i64 = arith.constant 123 : i64
    %c104_i64 = arith.constant 104 : i64
    %c100_i64 = arith.constant 100 : i64
    %c41_i64 = arith.constant 41 : i64
    %cst_0 = arith.constant dense_resource<torch_tensor_1000_torch.float32_1> : tensor<1000xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_1024_torch.float32_1> : tensor<1024xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_576_torch.float32_13> : tensor<576xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<96xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_576_torch.float32_12> : tensor<576xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_576_torch.float32_11> : tensor<576xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_576_torch.float32_10> : tensor<576xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_576_torch.float32_9> : tensor<576xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_576_torch.float32_8> : tensor<576xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_576_torch.float32_7> : tensor<576xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_288_torch.float32_5> : tensor<288xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_72_torch.float32_5> : tensor<72xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_288_torch.float32_4> : tensor<288xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_288_torch.float32_3> : tensor<288xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_144_torch.float32_7> : tensor<144xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_40_torch.float32_7> : tensor<40xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_144_torch.float32_6> : tensor<144xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_120_torch.float32_5> : tensor<120xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_120_torch.float32_4> : tensor<120xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_120_torch.float32_3> : tensor<120xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_40_torch.float32_6> : tensor<40xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_240_torch.float32_11> : tensor<240xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_240_torch.float32_10> : tensor<240xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_240_torch.float32_9> : tensor<240xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_40_torch.float32_5> : tensor<40xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_240_torch.float32_8> : tensor<240xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_240_torch.float32_7> : tensor<240xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_240_torch.float32_6> : tensor<240xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_40_torch.float32_4> : tensor<40xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_88_torch.float32_3> : tensor<88xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_88_torch.float32_2> : tensor<88xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_72_torch.float32_4> : tensor<72xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_72_torch.float32_3> : tensor<72xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_1024_torch.float32> : tensor<1024xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_576_torch.float32_6> : tensor<576xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_576_torch.float32_5> : tensor<576xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_144_torch.float32_4> : tensor<144xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_576_torch.float32_4> : tensor<576xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_576_torch.float32_3> : tensor<576xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_576_torch.float32_2> : tensor<576xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<144xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_576_torch.float32_1> : tensor<576xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_576_torch.float32> : tensor<576xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_288_torch.float32_2> : tensor<288xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_72_torch.float32_2> : tensor<72xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_288_torch.float32_1> : tensor<288xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_288_torch.float32> : tensor<288xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<144xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_40_torch.float32_3> : tensor<40xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_144_torch.float32> : tensor<144xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_120_torch.float32_2> : tensor<120xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_120_torch.float32_1> : tensor<120xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_120_torch.float32> : tensor<120xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_40_torch.float32_2> : tensor<40xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_240_torch.float32_5> : tensor<240xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_240_torch.float32_4> : tensor<240xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_240_torch.float32_3> : tensor<240xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_40_torch.float32_1> : tensor<40xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_240_torch.float32_2> : tensor<240xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_240_torch.float32_1> : tensor<240xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_240_torch.float32> : tensor<240xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_40_torch.float32> : tensor<40xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_88_torch.float32_1> : tensor<88xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_88_torch.float32> : tensor<88xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_72_torch.float32_1> : tensor<72xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_72_torch.float32> : tensor<72xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_108 = arith.constant 2.550000e+02 : f32
    %cst_109 = arith.constant 0.0313055366 : f32
    %cst_110 = arith.constant 1.340000e+02 : f32
    %cst_111 = arith.constant 3.000000e+00 : f32
    %cst_112 = arith.constant 6.000000e+00 : f32
    %cst_113 = arith.constant 0.01227012 : f32
    %cst_114 = arith.constant 3.100000e+01 : f32
    %cst_115 = arith.constant 0.00205566082 : f32
    %cst_116 = arith.constant 2.560000e+02 : f32
    %cst_117 = arith.constant 5.067020e-04 : f32
    %cst_118 = arith.constant 0.00110076892 : f32
    %cst_119 = arith.constant 2.086220e-03 : f32
    %cst_120 = arith.constant 1.230000e+02 : f32
    %cst_121 = arith.constant 7.67995545E-4 : f32
    %cst_122 = arith.constant 2.44140625E-4 : f32
    %cst_123 = arith.constant 1.040000e+02 : f32
    %cst_124 = arith.constant 1.000000e+02 : f32
    %cst_125 = arith.constant 4.100000e+01 : f32
    %cst_126 = arith.constant 2.000000e+00 : f32
    %cst_127 = arith.constant 1.600000e+01 : f32
    %cst_128 = arith.constant 1.000000e+00 : f32
    %cst_129 = arith.constant 4.000000e+00 : f32
    %cst_130 = arith.constant dense_resource<torch_tensor_1000_torch.int64> : tensor<1000xi64>
    %cst_131 = arith.constant dense_resource<torch_tensor_1000_1024_torch.int8> : tensor<1000x1024xi8>
    %cst_132 = arith.constant dense_resource<torch_tensor_1024_torch.int64> : tensor<1024xi64>
    %cst_133 = arith.constant dense_resource<torch_tensor_1024_576_torch.int8> : tensor<1024x576xi8>
    %cst_134 = arith.constant dense_resource<torch_tensor_576_torch.int64_6> : tensor<576xi64>
    %cst_135 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.int8_2> : tensor<576x96x1x1xi8>
    %cst_136 = arith.constant dense_resource<torch_tensor_96_torch.int64_5> : tensor<96xi64>
    %cst_137 = arith.constant dense_resource<torch_tensor_96_576_1_1_torch.int8_1> : tensor<96x576x1x1xi8>
    %cst_138 = arith.constant dense_resource<torch_tensor_576_torch.int64_5> : tensor<576xi64>
    %cst_139 = arith.constant dense_resource<torch_tensor_576_144_1_1_torch.int8_1> : tensor<576x144x1x1xi8>
    %cst_140 = arith.constant dense_resource<torch_tensor_144_torch.int64_4> : tensor<144xi64>
    %cst_141 = arith.constant dense_resource<torch_tensor_144_576_1_1_torch.int8_1> : tensor<144x576x1x1xi8>
    %cst_142 = arith.constant dense_resource<torch_tensor_576_torch.int64_4> : tensor<576xi64>
    %cst_143 = arith.constant dense_resource<torch_tensor_576_1_5_5_torch.int8_1> : tensor<576x1x5x5xi8>
    %cst_144 = arith.constant dense_resource<torch_tensor_576_torch.int64_3> : tensor<576xi64>
    %cst_145 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.int8_1> : tensor<576x96x1x1xi8>
    %cst_146 = arith.constant dense_resource<torch_tensor_96_torch.int64_4> : tensor<96xi64>
    %cst_147 = arith.constant dense_resource<torch_tensor_96_576_1_1_torch.int8> : tensor<96x576x1x1xi8>
    %cst_148 = arith.constant dense_resource<torch_tensor_576_torch.int64_2> : tensor<576xi64>
    %cst_149 = arith.constant dense_resource<torch_tensor_576_144_1_1_torch.int8> : tensor<576x144x1x1xi8>
    %cst_150 = arith.constant dense_resource<torch_tensor_144_torch.int64_3> : tensor<144xi64>
    %cst_151 = arith.constant dense_resource<torch_tensor_144_576_1_1_torch.int8> : tensor<144x576x1x1xi8>
    %cst_152 = arith.constant dense_resource<torch_tensor_576_torch.int64_1> : tensor<576xi64>
    %cst_153 = arith.constant dense_resource<torch_tensor_576_1_5_5_torch.int8> : tensor<576x1x5x5xi8>
    %cst_154 = arith.constant dense_resource<torch_tensor_576_torch.int64> : tensor<576xi64>
    %cst_155 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.int8> : tensor<576x96x1x1xi8>
    %cst_156 = arith.constant dense_resource<torch_tensor_96_torch.int64_3> : tensor<96xi64>
    %cst_157 = arith.constant dense_resource<torch_tensor_96_288_1_1_torch.int8> : tensor<96x288x1x1xi8>
    %cst_158 = arith.constant dense_resource<torch_tensor_288_torch.int64_2> : tensor<288xi64>
    %cst_159 = arith.constant dense_resource<torch_tensor_288_72_1_1_torch.int8> : tensor<288x72x1x1xi8>
    %cst_160 = arith.constant dense_resource<torch_tensor_72_torch.int64_2> : tensor<72xi64>
    %cst_161 = arith.constant dense_resource<torch_tensor_72_288_1_1_torch.int8> : tensor<72x288x1x1xi8>
    %cst_162 = arith.constant dense_resource<torch_tensor_288_torch.int64_1> : tensor<288xi64>
    %cst_163 = arith.constant dense_resource<torch_tensor_288_1_5_5_torch.int8> : tensor<288x1x5x5xi8>
    %cst_164 = arith.constant dense_resource<torch_tensor_288_torch.int64> : tensor<288xi64>
    %cst_165 = arith.constant dense_resource<torch_tensor_288_48_1_1_torch.int8> : tensor<288x48x1x1xi8>
    %cst_166 = arith.constant dense_resource<torch_tensor_48_torch.int64_1> : tensor<48xi64>
    %cst_167 = arith.constant dense_resource<torch_tensor_48_144_1_1_torch.int8> : tensor<48x144x1x1xi8>
    %cst_168 = arith.constant dense_resource<torch_tensor_144_torch.int64_2> : tensor<144xi64>
    %cst_169 = arith.constant dense_resource<torch_tensor_144_40_1_1_torch.int8> : tensor<144x40x1x1xi8>
    %cst_170 = arith.constant dense_resource<torch_tensor_40_torch.int64_3> : tensor<40xi64>
    %cst_171 = arith.constant dense_resource<torch_tensor_40_144_1_1_torch.int8> : tensor<40x144x1x1xi8>
    %cst_172 = arith.constant dense_resource<torch_tensor_144_torch.int64_1> : tensor<144xi64>
    %cst_173 = arith.constant dense_resource<torch_tensor_144_1_5_5_torch.int8> : tensor<144x1x5x5xi8>
    %cst_174 = arith.constant dense_resource<torch_tensor_144_torch.int64> : tensor<144xi64>
    %cst_175 = arith.constant dense_resource<torch_tensor_144_48_1_1_torch.int8> : tensor<144x48x1x1xi8>
    %cst_176 = arith.constant dense_resource<torch_tensor_48_torch.int64> : tensor<48xi64>
    %cst_177 = arith.constant dense_resource<torch_tensor_48_120_1_1_torch.int8> : tensor<48x120x1x1xi8>
    %cst_178 = arith.constant dense_resource<torch_tensor_120_torch.int64_2> : tensor<120xi64>
    %cst_179 = arith.constant dense_resource<torch_tensor_120_32_1_1_torch.int8> : tensor<120x32x1x1xi8>
    %cst_180 = arith.constant dense_resource<torch_tensor_32_torch.int64> : tensor<32xi64>
    %cst_181 = arith.constant dense_resource<torch_tensor_32_120_1_1_torch.int8> : tensor<32x120x1x1xi8>
    %cst_182 = arith.constant dense_resource<torch_tensor_120_torch.int64_1> : tensor<120xi64>
    %cst_183 = arith.constant dense_resource<torch_tensor_120_1_5_5_torch.int8> : tensor<120x1x5x5xi8>
    %cst_184 = arith.constant dense_resource<torch_tensor_120_torch.int64> : tensor<120xi64>
    %cst_185 = arith.constant dense_resource<torch_tensor_120_40_1_1_torch.int8> : tensor<120x40x1x1xi8>
    %cst_186 = arith.constant dense_resource<torch_tensor_40_torch.int64_2> : tensor<40xi64>
    %cst_187 = arith.constant dense_resource<torch_tensor_40_240_1_1_torch.int8_1> : tensor<40x240x1x1xi8>
    %cst_188 = arith.constant dense_resource<torch_tensor_240_torch.int64_5> : tensor<240xi64>
    %cst_189 = arith.constant dense_resource<torch_tensor_240_64_1_1_torch.int8_1> : tensor<240x64x1x1xi8>
    %cst_190 = arith.constant dense_resource<torch_tensor_64_torch.int64_1> : tensor<64xi64>
    %cst_191 = arith.constant dense_resource<torch_tensor_64_240_1_1_torch.int8_1> : tensor<64x240x1x1xi8>
    %cst_192 = arith.constant dense_resource<torch_tensor_240_torch.int64_4> : tensor<240xi64>
    %cst_193 = arith.constant dense_resource<torch_tensor_240_1_5_5_torch.int8_1> : tensor<240x1x5x5xi8>
    %cst_194 = arith.constant dense_resource<torch_tensor_240_torch.int64_3> : tensor<240xi64>
    %cst_195 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.int8_1> : tensor<240x40x1x1xi8>
    %cst_196 = arith.constant dense_resource<torch_tensor_40_torch.int64_1> : tensor<40xi64>
    %cst_197 = arith.constant dense_resource<torch_tensor_40_240_1_1_torch.int8> : tensor<40x240x1x1xi8>
    %cst_198 = arith.constant dense_resource<torch_tensor_240_torch.int64_2> : tensor<240xi64>
    %cst_199 = arith.constant dense_resource<torch_tensor_240_64_1_1_torch.int8> : tensor<240x64x1x1xi8>
    %cst_200 = arith.constant dense_resource<torch_tensor_64_torch.int64> : tensor<64xi64>
    %cst_201 = arith.constant dense_resource<torch_tensor_64_240_1_1_torch.int8> : tensor<64x240x1x1xi8>
    %cst_202 = arith.constant dense_resource<torch_tensor_240_torch.int64_1> : tensor<240xi64>
    %cst_203 = arith.constant dense_resource<torch_tensor_240_1_5_5_torch.int8> : tensor<240x1x5x5xi8>
    %cst_204 = arith.constant dense_resource<torch_tensor_240_torch.int64> : tensor<240xi64>
    %cst_205 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.int8> : tensor<240x40x1x1xi8>
    %cst_206 = arith.constant dense_resource<torch_tensor_40_torch.int64> : tensor<40xi64>
    %cst_207 = arith.constant dense_resource<torch_tensor_40_96_1_1_torch.int8> : tensor<40x96x1x1xi8>
    %cst_208 = arith.constant dense_resource<torch_tensor_96_torch.int64_2> : tensor<96xi64>
    %cst_209 = arith.constant dense_resource<torch_tensor_96_24_1_1_torch.int8_1> : tensor<96x24x1x1xi8>
    %cst_210 = arith.constant dense_resource<torch_tensor_24_torch.int64_2> : tensor<24xi64>
    %cst_211 = arith.constant dense_resource<torch_tensor_24_96_1_1_torch.int8> : tensor<24x96x1x1xi8>
    %cst_212 = arith.constant dense_resource<torch_tensor_96_torch.int64_1> : tensor<96xi64>
    %cst_213 = arith.constant dense_resource<torch_tensor_96_1_5_5_torch.int8> : tensor<96x1x5x5xi8>
    %cst_214 = arith.constant dense_resource<torch_tensor_96_torch.int64> : tensor<96xi64>
    %cst_215 = arith.constant dense_resource<torch_tensor_96_24_1_1_torch.int8> : tensor<96x24x1x1xi8>
    %cst_216 = arith.constant dense_resource<torch_tensor_24_torch.int64_1> : tensor<24xi64>
    %cst_217 = arith.constant dense_resource<torch_tensor_24_88_1_1_torch.int8> : tensor<24x88x1x1xi8>
    %cst_218 = arith.constant dense_resource<torch_tensor_88_torch.int64_1> : tensor<88xi64>
    %cst_219 = arith.constant dense_resource<torch_tensor_88_1_3_3_torch.int8> : tensor<88x1x3x3xi8>
    %cst_220 = arith.constant dense_resource<torch_tensor_88_torch.int64> : tensor<88xi64>
    %cst_221 = arith.constant dense_resource<torch_tensor_88_24_1_1_torch.int8> : tensor<88x24x1x1xi8>
    %cst_222 = arith.constant dense_resource<torch_tensor_24_torch.int64> : tensor<24xi64>
    %cst_223 = arith.constant dense_resource<torch_tensor_24_72_1_1_torch.int8> : tensor<24x72x1x1xi8>
    %cst_224 = arith.constant dense_resource<torch_tensor_72_torch.int64_1> : tensor<72xi64>
    %cst_225 = arith.constant dense_resource<torch_tensor_72_1_3_3_torch.int8> : tensor<72x1x3x3xi8>
    %cst_226 = arith.constant dense_resource<torch_tensor_72_torch.int64> : tensor<72xi64>
    %cst_227 = arith.constant dense_resource<torch_tensor_72_16_1_1_torch.int8> : tensor<72x16x1x1xi8>
    %cst_228 = arith.constant dense_resource<torch_tensor_16_torch.int64_3> : tensor<16xi64>
    %cst_229 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.int8> : tensor<16x16x1x1xi8>
    %cst_230 = arith.constant dense_resource<torch_tensor_16_torch.int64_2> : tensor<16xi64>
    %cst_231 = arith.constant dense_resource<torch_tensor_16_8_1_1_torch.int8> : tensor<16x8x1x1xi8>
    %cst_232 = arith.constant dense_resource<torch_tensor_8_torch.int64> : tensor<8xi64>
    %cst_233 = arith.constant dense_resource<torch_tensor_8_16_1_1_torch.int8> : tensor<8x16x1x1xi8>
    %cst_234 = arith.constant dense_resource<torch_tensor_16_torch.int64_1> : tensor<16xi64>
    %cst_235 = arith.constant dense_resource<torch_tensor_16_1_3_3_torch.int8> : tensor<16x1x3x3xi8>
    %cst_236 = arith.constant dense_resource<torch_tensor_16_3_3_3_torch.int8> : tensor<16x3x3x3xi8>
    %cst_237 = arith.constant dense_resource<torch_tensor_16_torch.int64> : tensor<16xi64>
    %0 = tensor.empty() : tensor<16x3x3x3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_236, %cst_107, %cst_237 : tensor<16x3x3x3xi8>, tensor<16xf32>, tensor<16xi64>) outs(%0 : tensor<16x3x3x3xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<16x3x3x3xf32>
    %2 = tensor.empty() : tensor<16x1x3x3xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_235, %cst_106, %cst_234 : tensor<16x1x3x3xi8>, tensor<16xf32>, tensor<16xi64>) outs(%2 : tensor<16x1x3x3xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<16x1x3x3xf32>
    %4 = tensor.empty() : tensor<8x16x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_233, %cst_105, %cst_232 : tensor<8x16x1x1xi8>, tensor<8xf32>, tensor<8xi64>) outs(%4 : tensor<8x16x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<8x16x1x1xf32>
    %6 = tensor.empty() : tensor<16x8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_231, %cst_104, %cst_230 : tensor<16x8x1x1xi8>, tensor<16xf32>, tensor<16xi64>) outs(%6 : tensor<16x8x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<16x8x1x1xf32>
    %8 = tensor.empty() : tensor<16x16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_229, %cst_103, %cst_228 : tensor<16x16x1x1xi8>, tensor<16xf32>, tensor<16xi64>) outs(%8 : tensor<16x16x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<16x16x1x1xf32>
    %10 = tensor.empty() : tensor<72x16x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_227, %cst_102, %cst_226 : tensor<72x16x1x1xi8>, tensor<72xf32>, tensor<72xi64>) outs(%10 : tensor<72x16x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<72x16x1x1xf32>
    %12 = tensor.empty() : tensor<72x1x3x3xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_225, %cst_101, %cst_224 : tensor<72x1x3x3xi8>, tensor<72xf32>, tensor<72xi64>) outs(%12 : tensor<72x1x3x3xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<72x1x3x3xf32>
    %14 = tensor.empty() : tensor<24x72x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_223, %cst_100, %cst_222 : tensor<24x72x1x1xi8>, tensor<24xf32>, tensor<24xi64>) outs(%14 : tensor<24x72x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<24x72x1x1xf32>
    %16 = tensor.empty() : tensor<88x24x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_221, %cst_99, %cst_220 : tensor<88x24x1x1xi8>, tensor<88xf32>, tensor<88xi64>) outs(%16 : tensor<88x24x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<88x24x1x1xf32>
    %18 = tensor.empty() : tensor<88x1x3x3xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_219, %cst_98, %cst_218 : tensor<88x1x3x3xi8>, tensor<88xf32>, tensor<88xi64>) outs(%18 : tensor<88x1x3x3xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<88x1x3x3xf32>
    %20 = tensor.empty() : tensor<24x88x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_217, %cst_97, %cst_216 : tensor<24x88x1x1xi8>, tensor<24xf32>, tensor<24xi64>) outs(%20 : tensor<24x88x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<24x88x1x1xf32>
    %22 = tensor.empty() : tensor<96x24x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_215, %cst_96, %cst_214 : tensor<96x24x1x1xi8>, tensor<96xf32>, tensor<96xi64>) outs(%22 : tensor<96x24x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<96x24x1x1xf32>
    %24 = tensor.empty() : tensor<96x1x5x5xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_213, %cst_95, %cst_212 : tensor<96x1x5x5xi8>, tensor<96xf32>, tensor<96xi64>) outs(%24 : tensor<96x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<96x1x5x5xf32>
    %26 = tensor.empty() : tensor<24x96x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_211, %cst_94, %cst_210 : tensor<24x96x1x1xi8>, tensor<24xf32>, tensor<24xi64>) outs(%26 : tensor<24x96x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<24x96x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_209, %cst_93, %cst_208 : tensor<96x24x1x1xi8>, tensor<96xf32>, tensor<96xi64>) outs(%22 : tensor<96x24x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<96x24x1x1xf32>
    %29 = tensor.empty() : tensor<40x96x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_207, %cst_92, %cst_206 : tensor<40x96x1x1xi8>, tensor<40xf32>, tensor<40xi64>) outs(%29 : tensor<40x96x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<40x96x1x1xf32>
    %31 = tensor.empty() : tensor<240x40x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_205, %cst_91, %cst_204 : tensor<240x40x1x1xi8>, tensor<240xf32>, tensor<240xi64>) outs(%31 : tensor<240x40x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<240x40x1x1xf32>
    %33 = tensor.empty() : tensor<240x1x5x5xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_203, %cst_90, %cst_202 : tensor<240x1x5x5xi8>, tensor<240xf32>, tensor<240xi64>) outs(%33 : tensor<240x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<240x1x5x5xf32>
    %35 = tensor.empty() : tensor<64x240x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_201, %cst_89, %cst_200 : tensor<64x240x1x1xi8>, tensor<64xf32>, tensor<64xi64>) outs(%35 : tensor<64x240x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<64x240x1x1xf32>
    %37 = tensor.empty() : tensor<240x64x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_199, %cst_88, %cst_198 : tensor<240x64x1x1xi8>, tensor<240xf32>, tensor<240xi64>) outs(%37 : tensor<240x64x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<240x64x1x1xf32>
    %39 = tensor.empty() : tensor<40x240x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_197, %cst_87, %cst_196 : tensor<40x240x1x1xi8>, tensor<40xf32>, tensor<40xi64>) outs(%39 : tensor<40x240x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<40x240x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_195, %cst_86, %cst_194 : tensor<240x40x1x1xi8>, tensor<240xf32>, tensor<240xi64>) outs(%31 : tensor<240x40x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<240x40x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_193, %cst_85, %cst_192 : tensor<240x1x5x5xi8>, tensor<240xf32>, tensor<240xi64>) outs(%33 : tensor<240x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<240x1x5x5xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_191, %cst_84, %cst_190 : tensor<64x240x1x1xi8>, tensor<64xf32>, tensor<64xi64>) outs(%35 : tensor<64x240x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<64x240x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_189, %cst_83, %cst_188 : tensor<240x64x1x1xi8>, tensor<240xf32>, tensor<240xi64>) outs(%37 : tensor<240x64x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<240x64x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_187, %cst_82, %cst_186 : tensor<40x240x1x1xi8>, tensor<40xf32>, tensor<40xi64>) outs(%39 : tensor<40x240x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<40x240x1x1xf32>
    %46 = tensor.empty() : tensor<120x40x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_185, %cst_81, %cst_184 : tensor<120x40x1x1xi8>, tensor<120xf32>, tensor<120xi64>) outs(%46 : tensor<120x40x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<120x40x1x1xf32>
    %48 = tensor.empty() : tensor<120x1x5x5xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_183, %cst_80, %cst_182 : tensor<120x1x5x5xi8>, tensor<120xf32>, tensor<120xi64>) outs(%48 : tensor<120x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<120x1x5x5xf32>
    %50 = tensor.empty() : tensor<32x120x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_181, %cst_79, %cst_180 : tensor<32x120x1x1xi8>, tensor<32xf32>, tensor<32xi64>) outs(%50 : tensor<32x120x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<32x120x1x1xf32>
    %52 = tensor.empty() : tensor<120x32x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_179, %cst_78, %cst_178 : tensor<120x32x1x1xi8>, tensor<120xf32>, tensor<120xi64>) outs(%52 : tensor<120x32x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<120x32x1x1xf32>
    %54 = tensor.empty() : tensor<48x120x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_177, %cst_77, %cst_176 : tensor<48x120x1x1xi8>, tensor<48xf32>, tensor<48xi64>) outs(%54 : tensor<48x120x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<48x120x1x1xf32>
    %56 = tensor.empty() : tensor<144x48x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_175, %cst_76, %cst_174 : tensor<144x48x1x1xi8>, tensor<144xf32>, tensor<144xi64>) outs(%56 : tensor<144x48x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<144x48x1x1xf32>
    %58 = tensor.empty() : tensor<144x1x5x5xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_173, %cst_75, %cst_172 : tensor<144x1x5x5xi8>, tensor<144xf32>, tensor<144xi64>) outs(%58 : tensor<144x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<144x1x5x5xf32>
    %60 = tensor.empty() : tensor<40x144x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_171, %cst_74, %cst_170 : tensor<40x144x1x1xi8>, tensor<40xf32>, tensor<40xi64>) outs(%60 : tensor<40x144x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<40x144x1x1xf32>
    %62 = tensor.empty() : tensor<144x40x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_169, %cst_73, %cst_168 : tensor<144x40x1x1xi8>, tensor<144xf32>, tensor<144xi64>) outs(%62 : tensor<144x40x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<144x40x1x1xf32>
    %64 = tensor.empty() : tensor<48x144x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_167, %cst_72, %cst_166 : tensor<48x144x1x1xi8>, tensor<48xf32>, tensor<48xi64>) outs(%64 : tensor<48x144x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<48x144x1x1xf32>
    %66 = tensor.empty() : tensor<288x48x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_165, %cst_71, %cst_164 : tensor<288x48x1x1xi8>, tensor<288xf32>, tensor<288xi64>) outs(%66 : tensor<288x48x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<288x48x1x1xf32>
    %68 = tensor.empty() : tensor<288x1x5x5xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_163, %cst_70, %cst_162 : tensor<288x1x5x5xi8>, tensor<288xf32>, tensor<288xi64>) outs(%68 : tensor<288x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<288x1x5x5xf32>
    %70 = tensor.empty() : tensor<72x288x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_161, %cst_69, %cst_160 : tensor<72x288x1x1xi8>, tensor<72xf32>, tensor<72xi64>) outs(%70 : tensor<72x288x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<72x288x1x1xf32>
    %72 = tensor.empty() : tensor<288x72x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_159, %cst_68, %cst_158 : tensor<288x72x1x1xi8>, tensor<288xf32>, tensor<288xi64>) outs(%72 : tensor<288x72x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<288x72x1x1xf32>
    %74 = tensor.empty() : tensor<96x288x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_157, %cst_67, %cst_156 : tensor<96x288x1x1xi8>, tensor<96xf32>, tensor<96xi64>) outs(%74 : tensor<96x288x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<96x288x1x1xf32>
    %76 = tensor.empty() : tensor<576x96x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_155, %cst_66, %cst_154 : tensor<576x96x1x1xi8>, tensor<576xf32>, tensor<576xi64>) outs(%76 : tensor<576x96x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<576x96x1x1xf32>
    %78 = tensor.empty() : tensor<576x1x5x5xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_153, %cst_65, %cst_152 : tensor<576x1x5x5xi8>, tensor<576xf32>, tensor<576xi64>) outs(%78 : tensor<576x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<576x1x5x5xf32>
    %80 = tensor.empty() : tensor<144x576x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_151, %cst_64, %cst_150 : tensor<144x576x1x1xi8>, tensor<144xf32>, tensor<144xi64>) outs(%80 : tensor<144x576x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<144x576x1x1xf32>
    %82 = tensor.empty() : tensor<576x144x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_149, %cst_63, %cst_148 : tensor<576x144x1x1xi8>, tensor<576xf32>, tensor<576xi64>) outs(%82 : tensor<576x144x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<576x144x1x1xf32>
    %84 = tensor.empty() : tensor<96x576x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_147, %cst_62, %cst_146 : tensor<96x576x1x1xi8>, tensor<96xf32>, tensor<96xi64>) outs(%84 : tensor<96x576x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<96x576x1x1xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_145, %cst_61, %cst_144 : tensor<576x96x1x1xi8>, tensor<576xf32>, tensor<576xi64>) outs(%76 : tensor<576x96x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<576x96x1x1xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_143, %cst_60, %cst_142 : tensor<576x1x5x5xi8>, tensor<576xf32>, tensor<576xi64>) outs(%78 : tensor<576x1x5x5xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<576x1x5x5xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_141, %cst_59, %cst_140 : tensor<144x576x1x1xi8>, tensor<144xf32>, tensor<144xi64>) outs(%80 : tensor<144x576x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<144x576x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_139, %cst_58, %cst_138 : tensor<576x144x1x1xi8>, tensor<576xf32>, tensor<576xi64>) outs(%82 : tensor<576x144x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<576x144x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_137, %cst_57, %cst_136 : tensor<96x576x1x1xi8>, tensor<96xf32>, tensor<96xi64>) outs(%84 : tensor<96x576x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<96x576x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_135, %cst_56, %cst_134 : tensor<576x96x1x1xi8>, tensor<576xf32>, tensor<576xi64>) outs(%76 : tensor<576x96x1x1xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<576x96x1x1xf32>
    %92 = tensor.empty() : tensor<1024x576xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_133, %cst_55, %cst_132 : tensor<1024x576xi8>, tensor<1024xf32>, tensor<1024xi64>) outs(%92 : tensor<1024x576xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<1024x576xf32>
    %94 = tensor.empty() : tensor<1000x1024xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_131, %cst_54, %cst_130 : tensor<1000x1024xi8>, tensor<1000xf32>, tensor<1000xi64>) outs(%94 : tensor<1000x1024xf32>) {
    ^bb0(%in: i8, %in_312: f32, %in_313: i64, %out: f32):
      %540 = arith.extsi %in : i8 to i64
      %541 = arith.subi %540, %in_313 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %in_312 : f32
      linalg.yield %543 : f32
    } -> tensor<1000x1024xf32>
    %96 = tensor.empty() : tensor<1x3x64x64xi8>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x3x64x64xf32>) outs(%96 : tensor<1x3x64x64xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_109 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_110 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x3x64x64xi8>
    %98 = tensor.empty() : tensor<1x3x64x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<1x3x64x64xi8>) outs(%98 : tensor<1x3x64x64xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c134_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_109 : f32
      linalg.yield %543 : f32
    } -> tensor<1x3x64x64xf32>
    %padded = tensor.pad %99 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %100 = tensor.empty() : tensor<1x16x32x32xf32>
    %broadcasted = linalg.broadcast ins(%cst_53 : tensor<16xf32>) outs(%100 : tensor<1x16x32x32xf32>) dimensions = [0, 2, 3]
    %101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %1 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%broadcasted : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x16x32x32xf32>) outs(%100 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x32x32xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x16x32x32xf32>) outs(%100 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x32x32xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<1x16x32x32xf32>) outs(%100 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x32x32xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %104 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%100 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x32x32xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105 : tensor<1x16x32x32xf32>) outs(%100 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x32x32xf32>
    %107 = tensor.empty() : tensor<1x16x32x32xi8>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x16x32x32xf32>) outs(%107 : tensor<1x16x32x32xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_113 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_114 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x16x32x32xi8>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x16x32x32xi8>) outs(%100 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c31_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_113 : f32
      linalg.yield %543 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_238 = tensor.pad %109 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %110 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted_239 = linalg.broadcast ins(%cst_52 : tensor<16xf32>) outs(%110 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3]
    %collapsed = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %111 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_238, %collapsed : tensor<1x16x34x34xf32>, tensor<16x3x3xf32>) outs(%broadcasted_239 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x16x16x16xf32>) outs(%110 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x16x16xf32>
    %113 = tensor.empty() : tensor<1x16x16x16xi8>
    %114 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x16x16x16xf32>) outs(%113 : tensor<1x16x16x16xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_115 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x16x16x16xi8>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x16x16x16xi8>) outs(%110 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_115 : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x16x16xf32>
    %116 = tensor.empty() : tensor<1x16x1x1xf32>
    %117 = linalg.fill ins(%cst : f32) outs(%116 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%115 : tensor<1x16x16x16xf32>) outs(%117 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x16x1x1xf32>) outs(%116 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_116 : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x1x1xf32>
    %120 = tensor.empty() : tensor<1x16x1x1xi8>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x16x1x1xf32>) outs(%120 : tensor<1x16x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_115 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x16x1x1xi8>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x16x1x1xi8>) outs(%116 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_115 : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x1x1xf32>
    %123 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted_240 = linalg.broadcast ins(%cst_51 : tensor<8xf32>) outs(%123 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3]
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%122, %5 : tensor<1x16x1x1xf32>, tensor<8x16x1x1xf32>) outs(%broadcasted_240 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x8x1x1xf32>) outs(%123 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x8x1x1xf32>
    %126 = tensor.empty() : tensor<1x8x1x1xi8>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x8x1x1xf32>) outs(%126 : tensor<1x8x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_117 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x8x1x1xi8>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<1x8x1x1xi8>) outs(%123 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_117 : f32
      linalg.yield %541 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_241 = linalg.broadcast ins(%cst_50 : tensor<16xf32>) outs(%116 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3]
    %129 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%128, %7 : tensor<1x8x1x1xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_241 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x16x1x1xf32>) outs(%116 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x16x1x1xf32>) outs(%116 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x16x1x1xf32>) outs(%116 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x16x1x1xf32>) outs(%116 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %112 : tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) outs(%110 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x16x16x16xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x16x16x16xf32>) outs(%113 : tensor<1x16x16x16xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_118 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x16x16x16xi8>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<1x16x16x16xi8>) outs(%110 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_118 : f32
      linalg.yield %541 : f32
    } -> tensor<1x16x16x16xf32>
    %broadcasted_242 = linalg.broadcast ins(%cst_49 : tensor<16xf32>) outs(%110 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3]
    %137 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%136, %9 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%broadcasted_242 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x16x16x16xf32>) outs(%113 : tensor<1x16x16x16xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_119 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_120 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x16x16x16xi8>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x16x16xi8>) outs(%110 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c123_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_119 : f32
      linalg.yield %543 : f32
    } -> tensor<1x16x16x16xf32>
    %140 = tensor.empty() : tensor<1x72x16x16xf32>
    %broadcasted_243 = linalg.broadcast ins(%cst_48 : tensor<72xf32>) outs(%140 : tensor<1x72x16x16xf32>) dimensions = [0, 2, 3]
    %141 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%139, %11 : tensor<1x16x16x16xf32>, tensor<72x16x1x1xf32>) outs(%broadcasted_243 : tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x72x16x16xf32>) outs(%140 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x72x16x16xf32>
    %143 = tensor.empty() : tensor<1x72x16x16xi8>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x72x16x16xf32>) outs(%143 : tensor<1x72x16x16xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_121 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x72x16x16xi8>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x72x16x16xi8>) outs(%140 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_121 : f32
      linalg.yield %541 : f32
    } -> tensor<1x72x16x16xf32>
    %padded_244 = tensor.pad %145 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x72x16x16xf32> to tensor<1x72x18x18xf32>
    %146 = tensor.empty() : tensor<1x72x8x8xf32>
    %broadcasted_245 = linalg.broadcast ins(%cst_47 : tensor<72xf32>) outs(%146 : tensor<1x72x8x8xf32>) dimensions = [0, 2, 3]
    %collapsed_246 = tensor.collapse_shape %13 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %147 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_244, %collapsed_246 : tensor<1x72x18x18xf32>, tensor<72x3x3xf32>) outs(%broadcasted_245 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<1x72x8x8xf32>) outs(%146 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x72x8x8xf32>
    %149 = tensor.empty() : tensor<1x72x8x8xi8>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x72x8x8xf32>) outs(%149 : tensor<1x72x8x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x72x8x8xi8>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x72x8x8xi8>) outs(%146 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x72x8x8xf32>
    %152 = tensor.empty() : tensor<1x24x8x8xf32>
    %broadcasted_247 = linalg.broadcast ins(%cst_46 : tensor<24xf32>) outs(%152 : tensor<1x24x8x8xf32>) dimensions = [0, 2, 3]
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%151, %15 : tensor<1x72x8x8xf32>, tensor<24x72x1x1xf32>) outs(%broadcasted_247 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %154 = tensor.empty() : tensor<1x24x8x8xi8>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<1x24x8x8xf32>) outs(%154 : tensor<1x24x8x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_123 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x24x8x8xi8>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x24x8x8xi8>) outs(%152 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c104_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x24x8x8xf32>
    %157 = tensor.empty() : tensor<1x88x8x8xf32>
    %broadcasted_248 = linalg.broadcast ins(%cst_45 : tensor<88xf32>) outs(%157 : tensor<1x88x8x8xf32>) dimensions = [0, 2, 3]
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%156, %17 : tensor<1x24x8x8xf32>, tensor<88x24x1x1xf32>) outs(%broadcasted_248 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<1x88x8x8xf32>) outs(%157 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x88x8x8xf32>
    %160 = tensor.empty() : tensor<1x88x8x8xi8>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<1x88x8x8xf32>) outs(%160 : tensor<1x88x8x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x88x8x8xi8>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<1x88x8x8xi8>) outs(%157 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x88x8x8xf32>
    %padded_249 = tensor.pad %162 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x88x8x8xf32> to tensor<1x88x10x10xf32>
    %broadcasted_250 = linalg.broadcast ins(%cst_44 : tensor<88xf32>) outs(%157 : tensor<1x88x8x8xf32>) dimensions = [0, 2, 3]
    %collapsed_251 = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<88x1x3x3xf32> into tensor<88x3x3xf32>
    %163 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_249, %collapsed_251 : tensor<1x88x10x10xf32>, tensor<88x3x3xf32>) outs(%broadcasted_250 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x88x8x8xf32>) outs(%157 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x88x8x8xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x88x8x8xf32>) outs(%160 : tensor<1x88x8x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x88x8x8xi8>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x88x8x8xi8>) outs(%157 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x88x8x8xf32>
    %broadcasted_252 = linalg.broadcast ins(%cst_43 : tensor<24xf32>) outs(%152 : tensor<1x24x8x8xf32>) dimensions = [0, 2, 3]
    %167 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%166, %21 : tensor<1x88x8x8xf32>, tensor<24x88x1x1xf32>) outs(%broadcasted_252 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %156 : tensor<1x24x8x8xf32>, tensor<1x24x8x8xf32>) outs(%152 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x24x8x8xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x24x8x8xf32>) outs(%154 : tensor<1x24x8x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_124 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x24x8x8xi8>
    %170 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<1x24x8x8xi8>) outs(%152 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c100_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x24x8x8xf32>
    %171 = tensor.empty() : tensor<1x96x8x8xf32>
    %broadcasted_253 = linalg.broadcast ins(%cst_42 : tensor<96xf32>) outs(%171 : tensor<1x96x8x8xf32>) dimensions = [0, 2, 3]
    %172 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%170, %23 : tensor<1x24x8x8xf32>, tensor<96x24x1x1xf32>) outs(%broadcasted_253 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x96x8x8xf32>) outs(%171 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x8x8xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x96x8x8xf32>) outs(%171 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x8x8xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x96x8x8xf32>) outs(%171 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x8x8xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %175 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%171 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x96x8x8xf32>) outs(%171 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x8x8xf32>
    %178 = tensor.empty() : tensor<1x96x8x8xi8>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x96x8x8xf32>) outs(%178 : tensor<1x96x8x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_125 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x96x8x8xi8>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<1x96x8x8xi8>) outs(%171 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c41_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_254 = tensor.pad %180 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x12x12xf32>
    %181 = tensor.empty() : tensor<1x96x4x4xf32>
    %broadcasted_255 = linalg.broadcast ins(%cst_41 : tensor<96xf32>) outs(%181 : tensor<1x96x4x4xf32>) dimensions = [0, 2, 3]
    %collapsed_256 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<96x1x5x5xf32> into tensor<96x5x5xf32>
    %182 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_254, %collapsed_256 : tensor<1x96x12x12xf32>, tensor<96x5x5xf32>) outs(%broadcasted_255 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x96x4x4xf32>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x4x4xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<1x96x4x4xf32>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x4x4xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x96x4x4xf32>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x4x4xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %185 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x4x4xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x96x4x4xf32>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x4x4xf32>
    %188 = tensor.empty() : tensor<1x96x4x4xi8>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x96x4x4xf32>) outs(%188 : tensor<1x96x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_126 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x96x4x4xi8>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x96x4x4xi8>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c2_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x96x4x4xf32>
    %191 = tensor.empty() : tensor<1x96x1x1xf32>
    %192 = linalg.fill ins(%cst : f32) outs(%191 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%190 : tensor<1x96x4x4xf32>) outs(%192 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x96x1x1xf32>) outs(%191 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_127 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x1x1xf32>
    %195 = tensor.empty() : tensor<1x96x1x1xi8>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x96x1x1xf32>) outs(%195 : tensor<1x96x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_126 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x96x1x1xi8>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<1x96x1x1xi8>) outs(%191 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c2_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x96x1x1xf32>
    %198 = tensor.empty() : tensor<1x24x1x1xf32>
    %broadcasted_257 = linalg.broadcast ins(%cst_40 : tensor<24xf32>) outs(%198 : tensor<1x24x1x1xf32>) dimensions = [0, 2, 3]
    %199 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%197, %27 : tensor<1x96x1x1xf32>, tensor<24x96x1x1xf32>) outs(%broadcasted_257 : tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x24x1x1xf32>) outs(%198 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x24x1x1xf32>
    %201 = tensor.empty() : tensor<1x24x1x1xi8>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x24x1x1xf32>) outs(%201 : tensor<1x24x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x24x1x1xi8>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202 : tensor<1x24x1x1xi8>) outs(%198 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x24x1x1xf32>
    %broadcasted_258 = linalg.broadcast ins(%cst_39 : tensor<96xf32>) outs(%191 : tensor<1x96x1x1xf32>) dimensions = [0, 2, 3]
    %204 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%203, %28 : tensor<1x24x1x1xf32>, tensor<96x24x1x1xf32>) outs(%broadcasted_258 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x96x1x1xf32>) outs(%191 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x96x1x1xf32>) outs(%191 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x96x1x1xf32>) outs(%191 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<1x96x1x1xf32>) outs(%191 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %187 : tensor<1x96x1x1xf32>, tensor<1x96x4x4xf32>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x96x4x4xf32>) outs(%188 : tensor<1x96x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_128 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x96x4x4xi8>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<1x96x4x4xi8>) outs(%181 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c1_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x96x4x4xf32>
    %212 = tensor.empty() : tensor<1x40x4x4xf32>
    %broadcasted_259 = linalg.broadcast ins(%cst_38 : tensor<40xf32>) outs(%212 : tensor<1x40x4x4xf32>) dimensions = [0, 2, 3]
    %213 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%211, %30 : tensor<1x96x4x4xf32>, tensor<40x96x1x1xf32>) outs(%broadcasted_259 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %214 = tensor.empty() : tensor<1x40x4x4xi8>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x40x4x4xf32>) outs(%214 : tensor<1x40x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_126 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x40x4x4xi8>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x40x4x4xi8>) outs(%212 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c2_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x40x4x4xf32>
    %217 = tensor.empty() : tensor<1x240x4x4xf32>
    %broadcasted_260 = linalg.broadcast ins(%cst_37 : tensor<240xf32>) outs(%217 : tensor<1x240x4x4xf32>) dimensions = [0, 2, 3]
    %218 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%216, %32 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%broadcasted_260 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %221 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %224 = tensor.empty() : tensor<1x240x4x4xi8>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x240x4x4xf32>) outs(%224 : tensor<1x240x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_128 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x4x4xi8>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x240x4x4xi8>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c1_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_261 = tensor.pad %226 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %broadcasted_262 = linalg.broadcast ins(%cst_36 : tensor<240xf32>) outs(%217 : tensor<1x240x4x4xf32>) dimensions = [0, 2, 3]
    %collapsed_263 = tensor.collapse_shape %34 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %227 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_261, %collapsed_263 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%broadcasted_262 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %230 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<1x240x4x4xf32>) outs(%224 : tensor<1x240x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x4x4xi8>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<1x240x4x4xi8>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %235 = tensor.empty() : tensor<1x240x1x1xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%235 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%234 : tensor<1x240x4x4xf32>) outs(%236 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_127 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %239 = tensor.empty() : tensor<1x240x1x1xi8>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x240x1x1xf32>) outs(%239 : tensor<1x240x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x1x1xi8>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x240x1x1xi8>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x1x1xf32>
    %242 = tensor.empty() : tensor<1x64x1x1xf32>
    %broadcasted_264 = linalg.broadcast ins(%cst_35 : tensor<64xf32>) outs(%242 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3]
    %243 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%241, %36 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_264 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x64x1x1xf32>) outs(%242 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x64x1x1xf32>
    %245 = tensor.empty() : tensor<1x64x1x1xi8>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244 : tensor<1x64x1x1xf32>) outs(%245 : tensor<1x64x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x64x1x1xi8>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x64x1x1xi8>) outs(%242 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_265 = linalg.broadcast ins(%cst_34 : tensor<240xf32>) outs(%235 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3]
    %248 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%247, %38 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_265 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x1x1xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %232 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<1x240x4x4xf32>) outs(%224 : tensor<1x240x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x4x4xi8>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<1x240x4x4xi8>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %broadcasted_266 = linalg.broadcast ins(%cst_33 : tensor<40xf32>) outs(%212 : tensor<1x40x4x4xf32>) dimensions = [0, 2, 3]
    %256 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%255, %40 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%broadcasted_266 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %216 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%212 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x40x4x4xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<1x40x4x4xf32>) outs(%214 : tensor<1x40x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_126 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x40x4x4xi8>
    %259 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<1x40x4x4xi8>) outs(%212 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c2_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x40x4x4xf32>
    %broadcasted_267 = linalg.broadcast ins(%cst_32 : tensor<240xf32>) outs(%217 : tensor<1x240x4x4xf32>) dimensions = [0, 2, 3]
    %260 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%259, %41 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%broadcasted_267 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %263 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x240x4x4xf32>) outs(%224 : tensor<1x240x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_128 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x4x4xi8>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x240x4x4xi8>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c1_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_268 = tensor.pad %267 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %broadcasted_269 = linalg.broadcast ins(%cst_31 : tensor<240xf32>) outs(%217 : tensor<1x240x4x4xf32>) dimensions = [0, 2, 3]
    %collapsed_270 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %268 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_268, %collapsed_270 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%broadcasted_269 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %271 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273 : tensor<1x240x4x4xf32>) outs(%224 : tensor<1x240x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x4x4xi8>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x240x4x4xi8>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%275 : tensor<1x240x4x4xf32>) outs(%236 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_127 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x240x1x1xf32>) outs(%239 : tensor<1x240x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x1x1xi8>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278 : tensor<1x240x1x1xi8>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x1x1xf32>
    %broadcasted_271 = linalg.broadcast ins(%cst_30 : tensor<64xf32>) outs(%242 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3]
    %280 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%279, %43 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_271 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<1x64x1x1xf32>) outs(%242 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x64x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<1x64x1x1xf32>) outs(%245 : tensor<1x64x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x64x1x1xi8>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<1x64x1x1xi8>) outs(%242 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_272 = linalg.broadcast ins(%cst_29 : tensor<240xf32>) outs(%235 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3]
    %284 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%283, %44 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_272 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x1x1xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x1x1xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<1x240x1x1xf32>) outs(%235 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x1x1xf32>
    %289 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %273 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x240x4x4xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289 : tensor<1x240x4x4xf32>) outs(%224 : tensor<1x240x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x240x4x4xi8>
    %291 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290 : tensor<1x240x4x4xi8>) outs(%217 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x240x4x4xf32>
    %broadcasted_273 = linalg.broadcast ins(%cst_28 : tensor<40xf32>) outs(%212 : tensor<1x40x4x4xf32>) dimensions = [0, 2, 3]
    %292 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%291, %45 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%broadcasted_273 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %259 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%212 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x40x4x4xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<1x40x4x4xf32>) outs(%214 : tensor<1x40x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_126 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x40x4x4xi8>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294 : tensor<1x40x4x4xi8>) outs(%212 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c2_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x40x4x4xf32>
    %296 = tensor.empty() : tensor<1x120x4x4xf32>
    %broadcasted_274 = linalg.broadcast ins(%cst_27 : tensor<120xf32>) outs(%296 : tensor<1x120x4x4xf32>) dimensions = [0, 2, 3]
    %297 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%295, %47 : tensor<1x40x4x4xf32>, tensor<120x40x1x1xf32>) outs(%broadcasted_274 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x4x4xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x4x4xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x4x4xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %300 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x4x4xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x4x4xf32>
    %303 = tensor.empty() : tensor<1x120x4x4xi8>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x120x4x4xf32>) outs(%303 : tensor<1x120x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst_128 : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x120x4x4xi8>
    %305 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<1x120x4x4xi8>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.extui %in : i8 to i64
      %541 = arith.subi %540, %c1_i64 : i64
      %542 = arith.sitofp %541 : i64 to f32
      %543 = arith.mulf %542, %cst_122 : f32
      linalg.yield %543 : f32
    } -> tensor<1x120x4x4xf32>
    %padded_275 = tensor.pad %305 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x120x4x4xf32> to tensor<1x120x8x8xf32>
    %broadcasted_276 = linalg.broadcast ins(%cst_26 : tensor<120xf32>) outs(%296 : tensor<1x120x4x4xf32>) dimensions = [0, 2, 3]
    %collapsed_277 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<120x1x5x5xf32> into tensor<120x5x5xf32>
    %306 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_275, %collapsed_277 : tensor<1x120x8x8xf32>, tensor<120x5x5xf32>) outs(%broadcasted_276 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x4x4xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x4x4xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x4x4xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %309 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x4x4xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x4x4xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311 : tensor<1x120x4x4xf32>) outs(%303 : tensor<1x120x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x120x4x4xi8>
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x120x4x4xi8>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x4x4xf32>
    %314 = tensor.empty() : tensor<1x120x1x1xf32>
    %315 = linalg.fill ins(%cst : f32) outs(%314 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%313 : tensor<1x120x4x4xf32>) outs(%315 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x1x1xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<1x120x1x1xf32>) outs(%314 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_127 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x1x1xf32>
    %318 = tensor.empty() : tensor<1x120x1x1xi8>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<1x120x1x1xf32>) outs(%318 : tensor<1x120x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x120x1x1xi8>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<1x120x1x1xi8>) outs(%314 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x1x1xf32>
    %321 = tensor.empty() : tensor<1x32x1x1xf32>
    %broadcasted_278 = linalg.broadcast ins(%cst_25 : tensor<32xf32>) outs(%321 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3]
    %322 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%320, %51 : tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) outs(%broadcasted_278 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<1x32x1x1xf32>) outs(%321 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x32x1x1xf32>
    %324 = tensor.empty() : tensor<1x32x1x1xi8>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<1x32x1x1xf32>) outs(%324 : tensor<1x32x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x32x1x1xi8>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325 : tensor<1x32x1x1xi8>) outs(%321 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x32x1x1xf32>
    %broadcasted_279 = linalg.broadcast ins(%cst_24 : tensor<120xf32>) outs(%314 : tensor<1x120x1x1xf32>) dimensions = [0, 2, 3]
    %327 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%326, %53 : tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) outs(%broadcasted_279 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x120x1x1xf32>) outs(%314 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x1x1xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<1x120x1x1xf32>) outs(%314 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<1x120x1x1xf32>) outs(%314 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330 : tensor<1x120x1x1xf32>) outs(%314 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %311 : tensor<1x120x1x1xf32>, tensor<1x120x4x4xf32>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x120x4x4xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x120x4x4xf32>) outs(%303 : tensor<1x120x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x120x4x4xi8>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x120x4x4xi8>) outs(%296 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x120x4x4xf32>
    %335 = tensor.empty() : tensor<1x48x4x4xf32>
    %broadcasted_280 = linalg.broadcast ins(%cst_23 : tensor<48xf32>) outs(%335 : tensor<1x48x4x4xf32>) dimensions = [0, 2, 3]
    %336 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%334, %55 : tensor<1x120x4x4xf32>, tensor<48x120x1x1xf32>) outs(%broadcasted_280 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %337 = tensor.empty() : tensor<1x48x4x4xi8>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x48x4x4xf32>) outs(%337 : tensor<1x48x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x48x4x4xi8>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x48x4x4xi8>) outs(%335 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x48x4x4xf32>
    %340 = tensor.empty() : tensor<1x144x4x4xf32>
    %broadcasted_281 = linalg.broadcast ins(%cst_22 : tensor<144xf32>) outs(%340 : tensor<1x144x4x4xf32>) dimensions = [0, 2, 3]
    %341 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%339, %57 : tensor<1x48x4x4xf32>, tensor<144x48x1x1xf32>) outs(%broadcasted_281 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x4x4xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x4x4xf32>
    %344 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x4x4xf32>
    %345 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %344 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x4x4xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x4x4xf32>
    %347 = tensor.empty() : tensor<1x144x4x4xi8>
    %348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346 : tensor<1x144x4x4xf32>) outs(%347 : tensor<1x144x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x144x4x4xi8>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348 : tensor<1x144x4x4xi8>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_282 = tensor.pad %349 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x8x8xf32>
    %broadcasted_283 = linalg.broadcast ins(%cst_21 : tensor<144xf32>) outs(%340 : tensor<1x144x4x4xf32>) dimensions = [0, 2, 3]
    %collapsed_284 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<144x1x5x5xf32> into tensor<144x5x5xf32>
    %350 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_282, %collapsed_284 : tensor<1x144x8x8xf32>, tensor<144x5x5xf32>) outs(%broadcasted_283 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x4x4xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x4x4xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x4x4xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %353 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x4x4xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354 : tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x4x4xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<1x144x4x4xf32>) outs(%347 : tensor<1x144x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x144x4x4xi8>
    %357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<1x144x4x4xi8>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x4x4xf32>
    %358 = tensor.empty() : tensor<1x144x1x1xf32>
    %359 = linalg.fill ins(%cst : f32) outs(%358 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%357 : tensor<1x144x4x4xf32>) outs(%359 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<1x144x1x1xf32>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_127 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x1x1xf32>
    %362 = tensor.empty() : tensor<1x144x1x1xi8>
    %363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x144x1x1xf32>) outs(%362 : tensor<1x144x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x144x1x1xi8>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363 : tensor<1x144x1x1xi8>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x1x1xf32>
    %365 = tensor.empty() : tensor<1x40x1x1xf32>
    %broadcasted_285 = linalg.broadcast ins(%cst_20 : tensor<40xf32>) outs(%365 : tensor<1x40x1x1xf32>) dimensions = [0, 2, 3]
    %366 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%364, %61 : tensor<1x144x1x1xf32>, tensor<40x144x1x1xf32>) outs(%broadcasted_285 : tensor<1x40x1x1xf32>) -> tensor<1x40x1x1xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366 : tensor<1x40x1x1xf32>) outs(%365 : tensor<1x40x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x40x1x1xf32>
    %368 = tensor.empty() : tensor<1x40x1x1xi8>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367 : tensor<1x40x1x1xf32>) outs(%368 : tensor<1x40x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x40x1x1xi8>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<1x40x1x1xi8>) outs(%365 : tensor<1x40x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x40x1x1xf32>
    %broadcasted_286 = linalg.broadcast ins(%cst_19 : tensor<144xf32>) outs(%358 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3]
    %371 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%370, %63 : tensor<1x40x1x1xf32>, tensor<144x40x1x1xf32>) outs(%broadcasted_286 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371 : tensor<1x144x1x1xf32>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x1x1xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<1x144x1x1xf32>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373 : tensor<1x144x1x1xf32>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x144x1x1xf32>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x1x1xf32>
    %376 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %355 : tensor<1x144x1x1xf32>, tensor<1x144x4x4xf32>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x144x4x4xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376 : tensor<1x144x4x4xf32>) outs(%347 : tensor<1x144x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x144x4x4xi8>
    %378 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377 : tensor<1x144x4x4xi8>) outs(%340 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x4x4xf32>
    %broadcasted_287 = linalg.broadcast ins(%cst_18 : tensor<48xf32>) outs(%335 : tensor<1x48x4x4xf32>) dimensions = [0, 2, 3]
    %379 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%378, %65 : tensor<1x144x4x4xf32>, tensor<48x144x1x1xf32>) outs(%broadcasted_287 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %339 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%335 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x48x4x4xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x48x4x4xf32>) outs(%337 : tensor<1x48x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x48x4x4xi8>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381 : tensor<1x48x4x4xi8>) outs(%335 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x48x4x4xf32>
    %383 = tensor.empty() : tensor<1x288x4x4xf32>
    %broadcasted_288 = linalg.broadcast ins(%cst_17 : tensor<288xf32>) outs(%383 : tensor<1x288x4x4xf32>) dimensions = [0, 2, 3]
    %384 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%382, %67 : tensor<1x48x4x4xf32>, tensor<288x48x1x1xf32>) outs(%broadcasted_288 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384 : tensor<1x288x4x4xf32>) outs(%383 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x4x4xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<1x288x4x4xf32>) outs(%383 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x4x4xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<1x288x4x4xf32>) outs(%383 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x4x4xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %387 : tensor<1x288x4x4xf32>, tensor<1x288x4x4xf32>) outs(%383 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x4x4xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<1x288x4x4xf32>) outs(%383 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x4x4xf32>
    %390 = tensor.empty() : tensor<1x288x4x4xi8>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389 : tensor<1x288x4x4xf32>) outs(%390 : tensor<1x288x4x4xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x288x4x4xi8>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391 : tensor<1x288x4x4xi8>) outs(%383 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x4x4xf32>
    %padded_289 = tensor.pad %392 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x288x4x4xf32> to tensor<1x288x8x8xf32>
    %393 = tensor.empty() : tensor<1x288x2x2xf32>
    %broadcasted_290 = linalg.broadcast ins(%cst_16 : tensor<288xf32>) outs(%393 : tensor<1x288x2x2xf32>) dimensions = [0, 2, 3]
    %collapsed_291 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<288x1x5x5xf32> into tensor<288x5x5xf32>
    %394 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_289, %collapsed_291 : tensor<1x288x8x8xf32>, tensor<288x5x5xf32>) outs(%broadcasted_290 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394 : tensor<1x288x2x2xf32>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x2x2xf32>
    %396 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395 : tensor<1x288x2x2xf32>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x2x2xf32>
    %397 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x288x2x2xf32>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x2x2xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %397 : tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x2x2xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398 : tensor<1x288x2x2xf32>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x2x2xf32>
    %400 = tensor.empty() : tensor<1x288x2x2xi8>
    %401 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399 : tensor<1x288x2x2xf32>) outs(%400 : tensor<1x288x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x288x2x2xi8>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<1x288x2x2xi8>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x2x2xf32>
    %403 = tensor.empty() : tensor<1x288x1x1xf32>
    %404 = linalg.fill ins(%cst : f32) outs(%403 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %405 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%402 : tensor<1x288x2x2xf32>) outs(%404 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<1x288x1x1xf32>) outs(%403 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_129 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x1x1xf32>
    %407 = tensor.empty() : tensor<1x288x1x1xi8>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x288x1x1xf32>) outs(%407 : tensor<1x288x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x288x1x1xi8>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<1x288x1x1xi8>) outs(%403 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x1x1xf32>
    %410 = tensor.empty() : tensor<1x72x1x1xf32>
    %broadcasted_292 = linalg.broadcast ins(%cst_15 : tensor<72xf32>) outs(%410 : tensor<1x72x1x1xf32>) dimensions = [0, 2, 3]
    %411 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%409, %71 : tensor<1x288x1x1xf32>, tensor<72x288x1x1xf32>) outs(%broadcasted_292 : tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<1x72x1x1xf32>) outs(%410 : tensor<1x72x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x72x1x1xf32>
    %413 = tensor.empty() : tensor<1x72x1x1xi8>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<1x72x1x1xf32>) outs(%413 : tensor<1x72x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x72x1x1xi8>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414 : tensor<1x72x1x1xi8>) outs(%410 : tensor<1x72x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x72x1x1xf32>
    %broadcasted_293 = linalg.broadcast ins(%cst_14 : tensor<288xf32>) outs(%403 : tensor<1x288x1x1xf32>) dimensions = [0, 2, 3]
    %416 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%415, %73 : tensor<1x72x1x1xf32>, tensor<288x72x1x1xf32>) outs(%broadcasted_293 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<1x288x1x1xf32>) outs(%403 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x1x1xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417 : tensor<1x288x1x1xf32>) outs(%403 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x1x1xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418 : tensor<1x288x1x1xf32>) outs(%403 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x1x1xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<1x288x1x1xf32>) outs(%403 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %399 : tensor<1x288x1x1xf32>, tensor<1x288x2x2xf32>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x288x2x2xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421 : tensor<1x288x2x2xf32>) outs(%400 : tensor<1x288x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x288x2x2xi8>
    %423 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422 : tensor<1x288x2x2xi8>) outs(%393 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x288x2x2xf32>
    %424 = tensor.empty() : tensor<1x96x2x2xf32>
    %broadcasted_294 = linalg.broadcast ins(%cst_13 : tensor<96xf32>) outs(%424 : tensor<1x96x2x2xf32>) dimensions = [0, 2, 3]
    %425 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%423, %75 : tensor<1x288x2x2xf32>, tensor<96x288x1x1xf32>) outs(%broadcasted_294 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %426 = tensor.empty() : tensor<1x96x2x2xi8>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425 : tensor<1x96x2x2xf32>) outs(%426 : tensor<1x96x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x96x2x2xi8>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427 : tensor<1x96x2x2xi8>) outs(%424 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x2x2xf32>
    %429 = tensor.empty() : tensor<1x576x2x2xf32>
    %broadcasted_295 = linalg.broadcast ins(%cst_12 : tensor<576xf32>) outs(%429 : tensor<1x576x2x2xf32>) dimensions = [0, 2, 3]
    %430 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%428, %77 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%broadcasted_295 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %433 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %436 = tensor.empty() : tensor<1x576x2x2xi8>
    %437 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435 : tensor<1x576x2x2xf32>) outs(%436 : tensor<1x576x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x2x2xi8>
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<1x576x2x2xi8>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_296 = tensor.pad %438 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %broadcasted_297 = linalg.broadcast ins(%cst_11 : tensor<576xf32>) outs(%429 : tensor<1x576x2x2xf32>) dimensions = [0, 2, 3]
    %collapsed_298 = tensor.collapse_shape %79 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %439 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_296, %collapsed_298 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%broadcasted_297 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %442 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444 : tensor<1x576x2x2xf32>) outs(%436 : tensor<1x576x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x2x2xi8>
    %446 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445 : tensor<1x576x2x2xi8>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %447 = tensor.empty() : tensor<1x576x1x1xf32>
    %448 = linalg.fill ins(%cst : f32) outs(%447 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%446 : tensor<1x576x2x2xf32>) outs(%448 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %450 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_129 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %451 = tensor.empty() : tensor<1x576x1x1xi8>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450 : tensor<1x576x1x1xf32>) outs(%451 : tensor<1x576x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x1x1xi8>
    %453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452 : tensor<1x576x1x1xi8>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_299 = linalg.broadcast ins(%cst_10 : tensor<144xf32>) outs(%358 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3]
    %454 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%453, %81 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_299 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454 : tensor<1x144x1x1xf32>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455 : tensor<1x144x1x1xf32>) outs(%362 : tensor<1x144x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x144x1x1xi8>
    %457 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456 : tensor<1x144x1x1xi8>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_300 = linalg.broadcast ins(%cst_9 : tensor<576xf32>) outs(%447 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3]
    %458 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%457, %83 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_300 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x1x1xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %463 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %444 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463 : tensor<1x576x2x2xf32>) outs(%436 : tensor<1x576x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x2x2xi8>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464 : tensor<1x576x2x2xi8>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %broadcasted_301 = linalg.broadcast ins(%cst_8 : tensor<96xf32>) outs(%424 : tensor<1x96x2x2xf32>) dimensions = [0, 2, 3]
    %466 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%465, %85 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%broadcasted_301 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %428 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%424 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x2x2xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467 : tensor<1x96x2x2xf32>) outs(%426 : tensor<1x96x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x96x2x2xi8>
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468 : tensor<1x96x2x2xi8>) outs(%424 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x2x2xf32>
    %broadcasted_302 = linalg.broadcast ins(%cst_7 : tensor<576xf32>) outs(%429 : tensor<1x576x2x2xf32>) dimensions = [0, 2, 3]
    %470 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%469, %86 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%broadcasted_302 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %473 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %475 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475 : tensor<1x576x2x2xf32>) outs(%436 : tensor<1x576x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x2x2xi8>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476 : tensor<1x576x2x2xi8>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_303 = tensor.pad %477 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %broadcasted_304 = linalg.broadcast ins(%cst_6 : tensor<576xf32>) outs(%429 : tensor<1x576x2x2xf32>) dimensions = [0, 2, 3]
    %collapsed_305 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %478 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_303, %collapsed_305 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%broadcasted_304 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %481 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %481 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %483 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<1x576x2x2xf32>) outs(%436 : tensor<1x576x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x2x2xi8>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484 : tensor<1x576x2x2xi8>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %486 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%485 : tensor<1x576x2x2xf32>) outs(%448 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_129 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487 : tensor<1x576x1x1xf32>) outs(%451 : tensor<1x576x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x1x1xi8>
    %489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<1x576x1x1xi8>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_306 = linalg.broadcast ins(%cst_5 : tensor<144xf32>) outs(%358 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3]
    %490 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%489, %88 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_306 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490 : tensor<1x144x1x1xf32>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst : f32
      %541 = arith.select %540, %in, %cst : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x1x1xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<1x144x1x1xf32>) outs(%362 : tensor<1x144x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x144x1x1xi8>
    %493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492 : tensor<1x144x1x1xi8>) outs(%358 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_307 = linalg.broadcast ins(%cst_4 : tensor<576xf32>) outs(%447 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3]
    %494 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%493, %89 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_307 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %499 = linalg.generic {indexing_maps = [#map4, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %483 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499 : tensor<1x576x2x2xf32>) outs(%436 : tensor<1x576x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x2x2xi8>
    %501 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500 : tensor<1x576x2x2xi8>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %broadcasted_308 = linalg.broadcast ins(%cst_3 : tensor<96xf32>) outs(%424 : tensor<1x96x2x2xf32>) dimensions = [0, 2, 3]
    %502 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%501, %90 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%broadcasted_308 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %469 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%424 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x96x2x2xf32>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503 : tensor<1x96x2x2xf32>) outs(%426 : tensor<1x96x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x96x2x2xi8>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504 : tensor<1x96x2x2xi8>) outs(%424 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x96x2x2xf32>
    %broadcasted_309 = linalg.broadcast ins(%cst_2 : tensor<576xf32>) outs(%429 : tensor<1x576x2x2xf32>) dimensions = [0, 2, 3]
    %506 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%505, %91 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%broadcasted_309 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %509 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506, %509 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %511 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<1x576x2x2xf32>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x2x2xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511 : tensor<1x576x2x2xf32>) outs(%436 : tensor<1x576x2x2xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x2x2xi8>
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512 : tensor<1x576x2x2xi8>) outs(%429 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x2x2xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%513 : tensor<1x576x2x2xf32>) outs(%448 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %out : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514 : tensor<1x576x1x1xf32>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_129 : f32
      linalg.yield %540 : f32
    } -> tensor<1x576x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515 : tensor<1x576x1x1xf32>) outs(%451 : tensor<1x576x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576x1x1xi8>
    %517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516 : tensor<1x576x1x1xi8>) outs(%447 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576x1x1xf32>
    %collapsed_310 = tensor.collapse_shape %517 [[0], [1, 2, 3]] : tensor<1x576x1x1xf32> into tensor<1x576xf32>
    %518 = tensor.empty() : tensor<1x576xi8>
    %519 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_310 : tensor<1x576xf32>) outs(%518 : tensor<1x576xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x576xi8>
    %520 = tensor.empty() : tensor<1x576xf32>
    %521 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%519 : tensor<1x576xi8>) outs(%520 : tensor<1x576xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x576xf32>
    %522 = tensor.empty() : tensor<576x1024xf32>
    %transposed = linalg.transpose ins(%93 : tensor<1024x576xf32>) outs(%522 : tensor<576x1024xf32>) permutation = [1, 0]
    %523 = tensor.empty() : tensor<1x1024xf32>
    %524 = linalg.fill ins(%cst : f32) outs(%523 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %525 = linalg.matmul ins(%521, %transposed : tensor<1x576xf32>, tensor<576x1024xf32>) outs(%524 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %526 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%525, %cst_1 : tensor<1x1024xf32>, tensor<1024xf32>) outs(%523 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x1024xf32>
    %527 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%526 : tensor<1x1024xf32>) outs(%523 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.addf %in, %cst_111 : f32
      linalg.yield %540 : f32
    } -> tensor<1x1024xf32>
    %528 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%527 : tensor<1x1024xf32>) outs(%523 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ult, %in, %cst : f32
      %541 = arith.select %540, %cst, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x1024xf32>
    %529 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%528 : tensor<1x1024xf32>) outs(%523 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.cmpf ugt, %in, %cst_112 : f32
      %541 = arith.select %540, %cst_112, %in : f32
      linalg.yield %541 : f32
    } -> tensor<1x1024xf32>
    %530 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%526, %529 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%523 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.mulf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x1024xf32>
    %531 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%530 : tensor<1x1024xf32>) outs(%523 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %540 = arith.divf %in, %cst_112 : f32
      linalg.yield %540 : f32
    } -> tensor<1x1024xf32>
    %532 = tensor.empty() : tensor<1x1024xi8>
    %533 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%531 : tensor<1x1024xf32>) outs(%532 : tensor<1x1024xi8>) {
    ^bb0(%in: f32, %out: i8):
      %540 = arith.divf %in, %cst_122 : f32
      %541 = math.roundeven %540 : f32
      %542 = arith.addf %541, %cst : f32
      %543 = arith.maximumf %542, %cst : f32
      %544 = arith.minimumf %543, %cst_108 : f32
      %545 = arith.fptoui %544 : f32 to i8
      linalg.yield %545 : i8
    } -> tensor<1x1024xi8>
    %534 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%533 : tensor<1x1024xi8>) outs(%523 : tensor<1x1024xf32>) {
    ^bb0(%in: i8, %out: f32):
      %540 = arith.uitofp %in : i8 to f32
      %541 = arith.mulf %540, %cst_122 : f32
      linalg.yield %541 : f32
    } -> tensor<1x1024xf32>
    %535 = tensor.empty() : tensor<1024x1000xf32>
    %transposed_311 = linalg.transpose ins(%95 : tensor<1000x1024xf32>) outs(%535 : tensor<1024x1000xf32>) permutation = [1, 0]
    %536 = tensor.empty() : tensor<1x1000xf32>
    %537 = linalg.fill ins(%cst : f32) outs(%536 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %538 = linalg.matmul ins(%534, %transposed_311 : tensor<1x1024xf32>, tensor<1024x1000xf32>) outs(%537 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %539 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%538, %cst_0 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%536 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_312: f32, %out: f32):
      %540 = arith.addf %in, %in_312 : f32
      linalg.yield %540 : f32
    } -> tensor<1x1000xf32>
    return %539 : tensor<1x1000xf32>
  }
}
// irlower-stages: fx_graph=0c3c48104d7d torch_mlir=37a2e29f3fee
